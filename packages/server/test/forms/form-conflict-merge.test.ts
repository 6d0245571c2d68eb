import { formatMessage, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormClient, create, enableEverywhere, formClient } from '../helpers/form-calls.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { engineTestModules } from '../helpers/test-modules.js';

/** Two users editing the same record: a forced save writes only what its user changed (three-way merge). */

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

type Loaded = Awaited<ReturnType<typeof create>>;

/** What the screen sends: every value, the version it loaded, and the starting values of the fields it changed. */
function screenSave(loaded: Loaded, changes: Record<string, unknown>, extra: object = {}) {
  const original = Object.fromEntries(Object.keys(changes).map((name) => [name, loaded.values[name]]));
  return { identifier: loaded.identifier, version: loaded.version, loaded_at: loaded.loaded_at, values: { ...loaded.values, ...changes }, original: { values: original }, ...extra };
}

const rowsOf = (loaded: Loaded, collection: string) => loaded.collection[collection]!.data.map(({ identifier, values }) => ({ identifier, values }));

describe('a save over someone else’s change', () => {
  it('keeps the other user’s change of a field this user never touched, once this user confirms', async () => {
    const note = await create(agent, 'note', { title: 'Client 3', count: 1 });
    await admin.save('note', screenSave(note, { title: 'Client 3 renommé' }));

    const refused = await agent.save('note', screenSave(note, { count: 2 }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(messages.form.conflictNoOverlap);

    const forced = await agent.save('note', screenSave(note, { count: 2 }, { confirm_conflict: true }));
    expect(forced.statusCode).toBe(200);
    expect(forced.json().values).toMatchObject({ title: 'Client 3 renommé', count: 2 });
    const history = (await agent.history('note', note.identifier)).json();
    expect(history.data[0].main).toMatchObject({ conflict: true, modification: { Nombre: { old: '1', new: '2' } } });
    expect(history.data[0].main.modification).not.toHaveProperty('Titre');
  });

  it('names the fields both users changed in the conflict, and the forced save overwrites those alone', async () => {
    const note = await create(agent, 'note', { title: 'Avant', amount: 10, count: 1 });
    await admin.save('note', screenSave(note, { title: 'Titre d’Antoine', amount: 20 }));

    const refused = await agent.save('note', screenSave(note, { title: 'Titre de Camille', count: 5 }));
    expect(refused.statusCode).toBe(409);
    const named = formatMessage(messages.form.conflictBothChanged, { fields: 'Titre' });
    expect(refused.json().message).toContain(named);
    expect(refused.json().validation.message).toContain('Vous avez tous deux modifié : Titre.');

    const forced = await agent.save('note', screenSave(note, { title: 'Titre de Camille', count: 5 }, { confirm_conflict: true }));
    expect(forced.json().values).toMatchObject({ title: 'Titre de Camille', amount: 20, count: 5 });
  });

  it('does not call a change to the same value on both sides a conflict', async () => {
    const note = await create(agent, 'note', { title: 'Pareil', status: 'open' });
    await admin.save('note', screenSave(note, { urgent: true }));
    const refused = await agent.save('note', screenSave(note, { urgent: true }));
    expect(refused.json().message).toContain(messages.form.conflictNoOverlap);
  });

  it('merges rows: each user’s cell change, added row and deleted row are all kept, and a cell both changed is named', async () => {
    const folder = await create(agent, 'folder', { name: 'Fournitures' }, {
      items: [
        { identifier: null, values: { label: 'Papier', quantity: 1, price: 5 } },
        { identifier: null, values: { label: 'Stylos', quantity: 2, price: 3 } },
        { identifier: null, values: { label: 'Agrafes', quantity: 3, price: 1 } },
      ],
    });
    const [paper, pens, staples] = rowsOf(folder, 'items');
    const base = { ...screenSave(folder, {}), original: { values: {}, collection: { items: rowsOf(folder, 'items') } } };
    // Antoine: more paper, a new row of ink.
    const theirs = await admin.save('folder', {
      ...base,
      collection: { items: [{ ...paper!, values: { ...paper!.values, quantity: 4 } }, pens, staples, { identifier: null, values: { label: 'Encre', quantity: 1, price: 20 } }] },
    });
    expect(theirs.statusCode).toBe(200);

    // Camille: pens cost more, no staples, and she set the paper's quantity too.
    const mine = { ...base, collection: { items: [{ ...paper!, values: { ...paper!.values, quantity: 6 } }, { ...pens!, values: { ...pens!.values, price: 4 } }] } };
    const refused = await agent.save('folder', mine);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(formatMessage(messages.form.conflictBothChanged, { fields: 'Articles, ligne 1 : Quantité' }));

    const forced = await agent.save('folder', { ...mine, confirm_conflict: true });
    expect(forced.statusCode).toBe(200);
    const rows = forced.json().collection.items.data.map((row: { values: Record<string, unknown> }) => [row.values.label, row.values.quantity, row.values.price]);
    expect(rows).toEqual([
      ['Papier', 6, 5],
      ['Stylos', 2, 4],
      ['Encre', 1, 20],
    ]);
    expect(forced.json().values.total).toBe(30 + 8 + 20);
  });

  it('leaves a collection this user did not change as the other user left it', async () => {
    const folder = await create(agent, 'folder', { name: 'Archives' }, { items: [{ identifier: null, values: { label: 'Boîtes', quantity: 1, price: 2 } }] });
    const [boxes] = rowsOf(folder, 'items');
    await admin.save('folder', { ...screenSave(folder, {}), collection: { items: [{ ...boxes!, values: { ...boxes!.values, quantity: 9 } }] } });
    // The screen sends the rows it holds even when unchanged; they are no change of this user's.
    const forced = await agent.save('folder', { ...screenSave(folder, { name: 'Archives 2026' }, { confirm_conflict: true }), collection: { items: rowsOf(folder, 'items') } });
    expect(forced.json().values.name).toBe('Archives 2026');
    expect(forced.json().collection.items.data.map((row: { values: { quantity: number } }) => row.values.quantity)).toEqual([9]);
  });
});
