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

describe('concurrent changes', () => {
  it('refuses a save based on an outdated version with a validation entry naming the other change', async () => {
    const note = await create(agent, 'note', { title: 'Partagée' });
    ctx.clock.advance(60_000);
    await admin.save('note', { identifier: note.identifier, version: note.version, values: { title: 'Changée par Antoine' } });
    const stale = await agent.save('note', { identifier: note.identifier, version: note.version, loaded_at: note.loaded_at, values: { title: 'Changée par Camille' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().validation).toEqual({
      message: expect.stringContaining('Antoine Leroy'),
      link: expect.stringMatching(/^\/front\/form\/note\//),
      link_name: 'Cliquez ici pour visualiser',
      conflict: true,
      table: 'note',
      identifier: note.identifier,
      fromDate: note.loaded_at,
    });
    expect((await agent.load('note', note.identifier)).json().values.title).toBe('Changée par Antoine');

    const details = (await agent.historySince('note', note.identifier, note.loaded_at)).json();
    expect(details).toHaveLength(1);
    expect(details[0].main).toMatchObject({ user: 'Antoine Leroy', modification: { Titre: { old: 'Partagée', new: 'Changée par Antoine' } } });
  });

  it('lets the user confirm the overwrite, recorded as such in the history', async () => {
    const note = await create(agent, 'note', { title: 'Disputée' });
    await admin.save('note', { identifier: note.identifier, version: note.version, values: { title: 'Version Antoine' } });
    const confirmed = await agent.save('note', { identifier: note.identifier, version: note.version, confirm_conflict: true, values: { title: 'Version Camille' } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ version: 3, values: { title: 'Version Camille' } });
    const history = (await agent.history('note', note.identifier)).json();
    expect(history.data[0].main).toMatchObject({ conflict: true, modification: { Titre: { old: 'Version Antoine', new: 'Version Camille' } } });
  });

  it('never applies two concurrent saves of the same version: one wins, the other is told', async () => {
    const note = await create(agent, 'note', { title: 'Course', count: 0 });
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        (index % 2 ? agent : admin).save('note', { identifier: note.identifier, version: note.version, values: { title: 'Course', count: index + 1 } }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).toSorted();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = attempts.find((response) => response.statusCode === 200)!.json();
    const stored = (await agent.load('note', note.identifier)).json();
    expect(stored).toMatchObject({ version: 2, values: { count: winner.values.count } });
    const history = (await agent.history('note', note.identifier)).json();
    expect(history.data).toHaveLength(2);
  });
});
