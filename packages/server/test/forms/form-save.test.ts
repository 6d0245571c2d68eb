import { messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormClient, create, enableEverywhere, formClient, idParams } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { engineTestModules } from '../helpers/test-modules.js';

let ctx: TestContext;
let agent: FormClient;
beforeAll(async () => {
  ctx = await createTestApp({ modules: engineTestModules });
  await enableEverywhere(ctx.app, ['folder', 'note', 'queued_note']);
  agent = formClient(ctx.app, await ctx.login('agent'));
});
afterAll(() => ctx.close());

const historyCount = async (table: string, id: number) =>
  Number((await ctx.app.db.kysely.selectFrom('history_entry').select((eb) => eb.fn.countAll().as('n')).where('table_name', '=', table).where('record_id', '=', id).executeTakeFirstOrThrow()).n);

describe('saving a record', () => {
  it('creates it, answers the saved form with the success message, and records a Création entry', async () => {
    const response = await agent.save('note', { identifier: null, values: { title: 'Première note', amount: 12.5, due: '2026-03-01', tags: ['b', 'a', 'b'] } });
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form).toMatchObject({ title: 'Première note', version: 1, submit_message: { message: 'Données sauvegardées', color: 'success' } });
    expect(form.identifier).toBeGreaterThan(0);
    expect(form.values).toMatchObject({ amount: 12.5, due: '2026-03-01', tags: ['b', 'a'], status: 'open' });
    const history = (await agent.history('note', form.identifier)).json();
    expect(history.data[0].main).toMatchObject({ type: 'Création', user: 'Camille Durand', username: 'agent', userInitials: 'CD', isLastHistory: true });
    expect(history.data[0].main.modification['Étiquettes']).toEqual({ old: null, new: 'Bêta, Alpha' });
  });

  it('reports every required field, constraints first, and writes nothing', async () => {
    const response = await agent.save('note', { identifier: null, values: { title: '', due: '2026-05-10', until: '2026-05-01', status: 'closed' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: messages.form.saveFailed,
      errors: [
        { path: 'until', text: 'Jusqu’au : doit suivre l’échéance' },
        { path: 'title', text: 'Ce champ est requis' },
        { path: 'reason', text: 'Ce champ est requis' },
      ],
    });
  });

  it('checks every constraint of a field and reports the first one broken; the form states them all', async () => {
    const response = await agent.save('note', { identifier: null, values: { title: 'Plus tard', due: '2026-05-10', until: '2027-03-01' } });
    expect(response.json().errors).toEqual([{ path: 'until', text: 'Jusqu’au : doit être en 2026 au plus tard' }]);
    expect((await agent.load('note')).json().properties.until.constraint).toBe('doit suivre l’échéance ; doit être en 2026 au plus tard');
  });

  it('tells where to go after the save when the module says so: its URL with the record’s id', async () => {
    const saved = await create(agent, 'folder', { name: 'Suite' });
    expect((await agent.save('folder', { identifier: saved.identifier, version: saved.version, values: { name: 'Suite 2' } })).json().post_submit_url).toBe(
      `/content/dossier/${saved.identifier}`,
    );
    expect((await agent.save('note', { identifier: null, values: { title: 'Sans suite' } })).json()).not.toHaveProperty('post_submit_url');
  });

  it('does not require a field its display condition hides', async () => {
    const response = await agent.save('note', { identifier: null, values: { title: 'Ouverte sans motif', status: 'open' } });
    expect(response.statusCode).toBe(200);
  });

  it('refuses bad input field by field, in French, writing nothing', async () => {
    const before = await ctx.db.selectFrom('note').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const response = await agent.save('note', {
      identifier: null,
      values: { title: 'x'.repeat(10_000), count: 'douze', amount: 12.345, due: '2026-02-30', until: '0202-01-01', status: 'maybe', tags: 'a', urgent: 'oui', nope: 1 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { path: 'nope', text: messages.form.unknownField },
        { path: 'title', text: 'Ce texte est trop long (50 caractères au maximum).' },
        { path: 'count', text: messages.form.notNumber },
        { path: 'amount', text: 'Ce nombre a trop de décimales (2 au maximum).' },
        { path: 'due', text: 'Date invalide' },
        { path: 'until', text: 'La date est trop petite' },
        { path: 'status', text: messages.form.invalidChoice },
        { path: 'tags', text: messages.form.notAList },
        { path: 'urgent', text: messages.form.notBoolean },
      ]),
    );
    const after = await ctx.db.selectFrom('note').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('refuses malformed envelopes, prototype keys and oversized bodies', async () => {
    const headers = { ...bearer(await ctx.login('agent')), 'content-type': 'application/json' };
    const post = (payload: string) => ctx.app.inject({ method: 'POST', url: '/proxy/form/note', headers, payload });
    const poisoned = await post('{"identifier":null,"values":{"title":"a","__proto__":{"admin":true}}}');
    expect([poisoned.statusCode, poisoned.json()]).toEqual([400, { message: messages.http.badRequest, errors: [{ path: 'values.__proto__', text: messages.http.fieldForbiddenName }] }]);
    const escaped = await post('{"identifier":null,"values":{"title":"a","\\u005f_proto__":{"admin":true}}}');
    expect(escaped.json().errors).toEqual([{ path: 'values.__proto__', text: messages.http.fieldForbiddenName }]);
    const constructor = await post('{"identifier":null,"values":{"title":"a","constructor":{"prototype":{"admin":true}}}}');
    expect([constructor.statusCode, constructor.json().errors]).toEqual([400, [{ path: 'values.constructor', text: messages.http.fieldForbiddenName }]]);
    expect((await post('{"identifier":null,"values":')).statusCode).toBe(400);
    expect((await post('{"identifier":"1","values":{}}')).statusCode).toBe(400);
    expect((await post('{"values":{}}')).json().errors).toEqual([{ path: 'identifier', text: messages.http.fieldRequired }]);
    // 60,000 nested objects, with a suspect key that used to make the check recurse until the stack overflowed.
    const deep = await post(`{"identifier":null,"values":{"title":"a","x":${'{"constructor":'.repeat(60_000)}1${'}'.repeat(60_000)}}}`);
    expect([deep.statusCode, deep.json().errors[0].text]).toEqual([400, messages.http.tooDeep]);
    const deepPlain = await post(`{"identifier":null,"values":{"title":"a","x":${'['.repeat(60_000)}${']'.repeat(60_000)}}}`);
    expect([deepPlain.statusCode, deepPlain.json().message]).toEqual([400, messages.http.badRequest]);
    const huge = await post(JSON.stringify({ identifier: null, values: { title: 'a', body: 'x'.repeat(2 * 1024 * 1024) } }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: messages.http.payloadTooLarge });
  });

  it('stores SQL metacharacters and HTML in text verbatim, and sanitises HTML fields', async () => {
    const title = `Robert'); DROP TABLE note;-- <b>`;
    const form = await create(agent, 'note', { title, body: '<p onclick="x()">Bonjour <strong>équipe</strong><script>alert(1)</script><img src=x onerror=alert(1)></p>' });
    expect(form.values.title).toBe(title);
    expect(form.values.body).toBe('<p>Bonjour <strong>équipe</strong><img src="x" /></p>');
    expect((await agent.load('note', form.identifier)).json().values.title).toBe(title);
  });

  it('takes decimals typed the French way, as strings, for money and numbers alike', async () => {
    const form = await create(agent, 'note', { title: 'Décimales', amount: '12,50', count: '12' });
    expect(form.values).toMatchObject({ amount: 12.5, count: 12 });
    const refused = await agent.save('note', { identifier: null, values: { title: 'x', amount: '12,5,0' } });
    expect(refused.json().errors).toEqual([{ path: 'amount', text: messages.form.notNumber }]);
  });

  it('refuses text with a null character or half a surrogate pair, the same way on both databases, writing nothing', async () => {
    for (const title of ['Nul\u0000caractère', 'Demi \uD83D paire', 'Paire \uDE00 inversée']) {
      const response = await agent.save('note', { identifier: null, values: { title } });
      expect([response.statusCode, response.json().errors]).toEqual([400, [{ path: 'title', text: messages.form.invalidCharacters }]]);
    }
    const emoji = await create(agent, 'note', { title: 'Paire entière 😀' });
    expect(emoji.values.title).toBe('Paire entière 😀');
  });

  it('ignores a forged value for a read-only field', async () => {
    const form = await create(agent, 'note', { title: 'Verrou' });
    const response = await agent.save(`note/${idParams(form.identifier)}`, { identifier: form.identifier, version: form.version, values: { title: 'Verrou', locked_code: 'PIRATE' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().values.locked_code).toBeNull();
  });

  it('needs the version the values were read at to modify a record', async () => {
    const form = await create(agent, 'note', { title: 'Sans version' });
    const response = await agent.save('note', { identifier: form.identifier, values: { title: 'Modifiée' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'version', text: messages.form.versionRequired }]);
  });

  it('writes nothing, not even history, when nothing changed', async () => {
    const form = await create(agent, 'note', { title: 'Immobile' });
    const again = await agent.save('note', { identifier: form.identifier, version: form.version, values: form.values });
    expect(again.json().version).toBe(1);
    expect(await historyCount('note', form.identifier)).toBe(1);
  });

  it('answers 403, protected, when the role may not write the form', async () => {
    const partner = formClient(ctx.app, await ctx.login('partenaire'));
    const response = await partner.save('note', { identifier: null, values: { title: 'Interdit' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: messages.form.readOnlyForm, protected: true });
  });
});

describe('saving a record with its lines', () => {
  it('adds, edits, removes and reorders lines; positions follow the submitted order; totals are recomputed', async () => {
    const folder = await create(agent, 'folder', { name: 'Chantier' }, {
      items: [
        { identifier: null, values: { label: 'A', quantity: 1, price: 10 } },
        { identifier: null, values: { label: 'B', quantity: 2, price: 5 } },
        { identifier: null, values: { label: 'C', quantity: 3, price: 1 } },
      ],
    });
    expect(folder.values.total).toBe(23);
    const [a, b, c] = folder.collection.items!.data;
    const response = await agent.save('folder', {
      identifier: folder.identifier,
      version: folder.version,
      values: { name: 'Chantier', total: 999 },
      collection: { items: [{ identifier: c!.identifier, values: { label: 'C', quantity: 4 } }, { identifier: null, values: { label: 'D', quantity: 1, price: 0.1 } }, { identifier: a!.identifier, values: {} }] },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json();
    expect(saved.collection.items.data.map((row: { values: { label: string } }) => row.values.label)).toEqual(['C', 'D', 'A']);
    expect(saved.values.total).toBe(14.1);
    const history = (await agent.history('folder', folder.identifier)).json();
    const sub = history.data[0].sub as { type: string; collectionLabel: string; id: number }[];
    expect(sub.map(({ type, collectionLabel, id }) => [type, collectionLabel, id])).toEqual([
      ['Suppression', 'Articles', b!.identifier],
      ['Modification', 'Articles', c!.identifier],
      ['Création', 'Articles', expect.any(Number)],
    ]);
    expect(history.data[0].main.modification.Total).toEqual({ old: expect.stringContaining('23,00'), new: expect.stringContaining('14,10') });
  });

  it('saves nothing when one line fails: the record, its lines and its history stay as they were', async () => {
    const folder = await create(agent, 'folder', { name: 'Atomique' }, { items: [{ identifier: null, values: { label: 'Gardée', quantity: 1, price: 1 } }] });
    const response = await agent.save('folder', {
      identifier: folder.identifier,
      version: folder.version,
      values: { name: 'Renommé' },
      collection: { items: [{ identifier: null, values: { label: 'Bonne', quantity: 1 } }, { identifier: null, values: { label: '', quantity: 'beaucoup' } }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'items.1.quantity', text: messages.form.notNumber }]);
    const reloaded = (await agent.load('folder', folder.identifier)).json();
    expect(reloaded).toMatchObject({ version: 1, values: { name: 'Atomique' } });
    expect(reloaded.collection.items.data.map((row: { values: { label: string } }) => row.values.label)).toEqual(['Gardée']);
    expect(await historyCount('folder', folder.identifier)).toBe(1);
  });

  it('reports a required field of a line by its path', async () => {
    const response = await agent.save('folder', { identifier: null, values: { name: 'Lignes' }, collection: { items: [{ identifier: null, values: { quantity: 1 } }] } });
    expect(response.json().errors).toEqual([{ path: 'items.0.label', text: 'Ce champ est requis' }]);
  });

  it('answers 404 for a line id that is not one of the record’s lines', async () => {
    const one = await create(agent, 'folder', { name: 'Un' }, { items: [{ identifier: null, values: { label: 'x' } }] });
    const two = await create(agent, 'folder', { name: 'Deux' });
    const response = await agent.save('folder', {
      identifier: two.identifier,
      version: two.version,
      values: { name: 'Deux' },
      collection: { items: [{ identifier: one.collection.items!.data[0]!.identifier, values: { label: 'volée' } }] },
    });
    expect(response.statusCode).toBe(404);
    expect((await agent.load('folder', one.identifier)).json().collection.items.data[0].values.label).toBe('x');
  });
});

describe('preflight and asynchronous saves', () => {
  it('returns warnings without writing anything', async () => {
    const response = await agent.save('note', { identifier: null, values: { title: 'Urgente', urgent: true } }, '?preflight=1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ errors: [], warnings: [{ text: 'Une note urgente prévient toute l’équipe.', path: 'urgent' }] });
    const found = await ctx.db.selectFrom('note').select('id').where('title', '=', 'Urgente').execute();
    expect(found).toEqual([]);
  });

  it('refuses with its preflight errors a save that skipped the preflight, writing nothing', async () => {
    const values = { title: 'Close et urgente', urgent: true, status: 'closed', reason: 'Doublon' };
    const preflight = await agent.save('note', { identifier: null, values }, '?preflight=1');
    expect(preflight.json().errors).toEqual([{ text: 'Une note close ne peut pas être urgente.', path: 'urgent' }]);

    const save = await agent.save('note', { identifier: null, values });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toEqual({ message: messages.form.saveFailed, errors: [{ path: 'urgent', text: 'Une note close ne peut pas être urgente.' }] });
    expect(await ctx.db.selectFrom('note').select('id').where('title', '=', 'Close et urgente').execute()).toEqual([]);
  });

  it('reports field errors on preflight like a save would', async () => {
    const response = await agent.save('note', { identifier: null, values: { title: '' } }, '?preflight=1');
    expect(response.statusCode).toBe(400);
  });

  it('answers 202 for a module saved in the background, then applies the save', async () => {
    const response = await agent.save('queued_note', { identifier: null, values: { title: 'Plus tard' } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: messages.form.asyncAccepted });
    await ctx.app.formJobs.drain();
    const rows = await ctx.db.selectFrom('queued_note').select('title').execute();
    expect(rows).toEqual([{ title: 'Plus tard' }]);
    const invalid = await agent.save('queued_note', { identifier: null, values: { title: '' } });
    expect(invalid.statusCode).toBe(400);
    const jobs = await ctx.app.db.kysely.selectFrom('form_job').select(['status']).execute();
    expect(jobs).toEqual([{ status: 'done' }]);
  });
});
