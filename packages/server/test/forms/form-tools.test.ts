import { messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormClient, create, enableEverywhere, formClient } from '../helpers/form-calls.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { engineTestModules } from '../helpers/test-modules.js';

let ctx: TestContext;
let agent: FormClient;
let admin: FormClient;
beforeAll(async () => {
  ctx = await createTestApp({ modules: engineTestModules });
  await enableEverywhere(ctx.app, ['folder', 'note']);
  agent = formClient(ctx.app, await ctx.login('agent'));
  admin = formClient(ctx.app, await ctx.login('admin'));
});
afterAll(() => ctx.close());

describe('copy', () => {
  it('prefills a new record from an existing one: no identifier, line ids and clearOnCopy fields cleared, the lines flagged added', async () => {
    const folder = await create(agent, 'folder', { name: 'Modèle', reference: 'REF-1' }, { items: [{ identifier: null, values: { label: 'L', quantity: 2, price: 3 } }] });
    const response = await agent.copy('folder', folder.identifier);
    expect(response.statusCode).toBe(200);
    const copy = response.json();
    expect(copy).toMatchObject({ identifier: null, version: null, title: null, copy_id: folder.identifier, values: { name: 'Modèle', reference: null, total: 6 } });
    expect(copy.collection.items.data).toEqual([{ identifier: null, added: true, values: { label: 'L', quantity: 2, price: 3, total: 6 } }]);
    expect((await ctx.db.selectFrom('folder').select('id').execute()).length).toBe(1);
  });
});

describe('delete', () => {
  it('is for administrators, keeps a Suppression entry and answers the return URL', async () => {
    const note = await create(agent, 'note', { title: 'Éphémère' });
    expect((await agent.remove('note', note.identifier)).statusCode).toBe(403);
    const folder = await create(agent, 'folder', { name: 'À jeter' });
    const response = await admin.remove('folder', folder.identifier);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Données supprimées avec succès', return_delete_url: '/list/folder' });
    expect((await agent.load('folder', folder.identifier)).statusCode).toBe(404);
    const history = (await agent.history('folder', folder.identifier)).json();
    expect(history.data[0].main).toMatchObject({ type: 'Suppression', modification: { Nom: { old: 'À jeter', new: null } } });
  });

  it('refuses to delete a record others point at, naming them', async () => {
    const folder = await create(agent, 'folder', { name: 'Référencé' });
    await create(agent, 'note', { title: 'Pointe', folder: folder.identifier });
    const response = await admin.remove('folder', folder.identifier);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Impossible de supprimer : cet enregistrement est utilisé par 1 « Notes ».' });
  });

  it('drops a deleted record from multi-valued relations instead of blocking later saves', async () => {
    const keep = await create(agent, 'folder', { name: 'Reste' });
    const gone = await create(agent, 'folder', { name: 'Part' });
    const note = await create(agent, 'note', { title: 'Liée', related: [keep.identifier, gone.identifier] });
    expect((await admin.remove('folder', gone.identifier)).statusCode).toBe(200);
    const loaded = (await agent.load('note', note.identifier)).json();
    const saved = await agent.save('note', { identifier: note.identifier, version: loaded.version, values: { ...loaded.values, title: 'Liée encore' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().values.related).toEqual([keep.identifier]);
  });

  it('deletes sub-form rows through DELETE /form/{form}/{primaryKey} with an error list', async () => {
    const note = await create(agent, 'note', { title: 'Ligne de sous-formulaire' });
    const denied = await agent.subFormDelete('note', note.identifier);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ errors: [{ text: messages.form.deleteForbidden }] });
    const done = await admin.subFormDelete('note', note.identifier);
    expect(done.json()).toEqual({ errors: [] });
    expect((await admin.subFormDelete('note', note.identifier)).json()).toEqual({ errors: [{ text: messages.form.recordNotFound }] });
  });
});

describe('onchange', () => {
  it('recomputes the fields that depend on the changed one and the computed values of a changed collection’s rows, writing nothing', async () => {
    const response = await agent.onchange('folder', 'items.quantity', {
      values: { name: 'x', total: 0 },
      collection: { items: [{ identifier: null, values: { label: 'a', quantity: '3', price: 2.5 } }, { identifier: null, values: { label: 'b', quantity: 'abc', price: 1 } }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      properties: { total: { value: 7.5 } },
      collection: {
        items: [
          // Only computed values: the typed ones stay the screen's (a quantity being typed is not sent back as null).
          { identifier: null, values: { total: 7.5 } },
          { identifier: null, values: { total: 0 } },
        ],
      },
    });
  });

  it('refuses unknown forms and malformed field names', async () => {
    expect((await agent.onchange('nothing', 'x', { values: {} })).statusCode).toBe(404);
    expect((await agent.onchange('folder', 'Bad Name', { values: {} })).statusCode).toBe(400);
  });
});

describe('async select options', () => {
  it('search the related module by its label, every word counting, in the caller’s tenant only', async () => {
    await create(agent, 'folder', { name: 'Mairie annexe nord' });
    await create(agent, 'folder', { name: 'Mairie centrale' });
    await create(agent, 'folder', { name: '100% remboursé' });
    const lilas = formClient(ctx.app, await ctx.login('agent.lilas'));
    await create(lilas, 'folder', { name: 'Mairie des Lilas' });

    const found = (await agent.options('note', 'folder', 'mairie nord')).json();
    expect(found).toEqual([{ value: expect.any(Number), label: 'Mairie annexe nord' }]);
    const all = (await agent.options('note', 'folder', 'MAIRIE')).json() as { label: string }[];
    expect(all.map((option) => option.label)).toEqual(['Mairie annexe nord', 'Mairie centrale']);
    expect(((await agent.options('note', 'folder', '%')).json() as { label: string }[]).map((option) => option.label)).toEqual(['100% remboursé']);
    const lilasLabels = ((await lilas.options('note', 'folder', '')).json() as { label: string }[]).map((option) => option.label);
    expect(lilasLabels).toEqual(['Mairie des Lilas']);
  });

  it('find names whatever their accents and case', async () => {
    await create(agent, 'folder', { name: 'ÉLUARD Paul' });
    await create(agent, 'folder', { name: 'Cœur de ville' });
    for (const search of ['eluard', 'Éluard', 'ÉLUARD PAUL']) {
      expect(((await agent.options('note', 'folder', search)).json() as { label: string }[]).map((option) => option.label)).toEqual(['ÉLUARD Paul']);
    }
    expect(((await agent.options('note', 'folder', 'coeur')).json() as { label: string }[]).map((option) => option.label)).toEqual(['Cœur de ville']);
  });

  it('give the labels of given ids; one of another tenant answers 404', async () => {
    const mine = await create(agent, 'folder', { name: 'À moi' });
    const lilas = formClient(ctx.app, await ctx.login('agent.lilas'));
    const theirs = await create(lilas, 'folder', { name: 'À eux' });
    expect((await agent.labels('note', 'folder', [mine.identifier])).json()).toEqual([{ value: mine.identifier, label: 'À moi' }]);
    expect((await agent.labels('note', 'folder', [mine.identifier, theirs.identifier])).statusCode).toBe(404);
  });

  it('give the labels of 40 records in one call, a path segment far longer than 100 characters', async () => {
    const folders = [];
    for (let index = 0; index < 40; index++) folders.push(await create(agent, 'folder', { name: `Lot ${index}` }));
    const ids = folders.map((folder) => folder.identifier);
    expect(ids.join(',').length).toBeGreaterThan(100);
    const response = await agent.labels('note', 'folder', ids);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { label: string }[]).map((option) => option.label).toSorted()).toEqual(folders.map((_, index) => `Lot ${index}`).toSorted());
  });

  it('answer 404 for a field without relation', async () => {
    expect((await agent.options('note', 'title', 'a')).statusCode).toBe(404);
  });
});

describe('collections and history', () => {
  it('fetch one collection of a record', async () => {
    const folder = await create(agent, 'folder', { name: 'Avec notes' });
    await create(agent, 'note', { title: 'N1', folder: folder.identifier });
    const response = await agent.collection('folder', folder.identifier, 'notes');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((row: { values: { title: string } }) => row.values.title)).toEqual(['N1']);
    expect((await agent.collection('folder', folder.identifier, 'unknown')).statusCode).toBe(404);
  });

  it('pages the history by 15, newest first, flagging the last entry', async () => {
    let note = await create(agent, 'note', { title: 'v0' });
    for (let version = 1; version <= 16; version++) {
      const response = await agent.save('note', { identifier: note.identifier, version: note.version, values: { title: `v${version}` } });
      note = response.json();
    }
    const first = (await agent.history('note', note.identifier)).json();
    expect(first.data).toHaveLength(15);
    expect(first.isLastHistory).toBe(false);
    expect(first.data[0].main.modification.Titre).toEqual({ old: 'v15', new: 'v16' });
    const second = (await agent.history('note', note.identifier, '?offset=15')).json();
    expect(second.data).toHaveLength(2);
    expect(second.isLastHistory).toBe(true);
    expect(second.data.at(-1).main).toMatchObject({ type: 'Création', isLastHistory: true });
  });

  it('shows technical differences to super admins only', async () => {
    const note = await create(agent, 'note', { title: 'Technique', amount: 1.5 });
    expect((await agent.history('note', note.identifier)).json().data[0].main.technical_diff).toBeUndefined();
    const sadmin = formClient(ctx.app, await ctx.login('sadmin'));
    expect((await sadmin.history('note', note.identifier)).json().data[0].main.technical_diff).toMatchObject({ amount: { old: null, new: 1.5 } });
  });

  it('names related records by their label in the history, not by id', async () => {
    const folder = await create(agent, 'folder', { name: 'Archives' });
    const note = await create(agent, 'note', { title: 'Classée', folder: folder.identifier, status: 'closed', reason: 'fin' });
    const entry = (await agent.history('note', note.identifier)).json().data[0].main;
    expect(entry.modification.Dossier).toEqual({ old: null, new: { id: folder.identifier, label: 'Archives' } });
    expect(entry.modification.Statut).toEqual({ old: null, new: 'Fermée' });
  });
});
