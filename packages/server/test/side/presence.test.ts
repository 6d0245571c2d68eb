import { type PresenceUpdatedPayload, type RealtimeEvent, type RecordPresence, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
const tokens: Record<string, string> = {};
let saintAubin: number;
let lilas: number;
/** Lilas's own customer: Saint-Aubin's users never reach it. */
let theirs: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const username of ['admin', 'agent', 'partenaire', 'agent.lilas']) tokens[username] = await ctx.login(username);
  const clients = await ctx.app.db.kysely.selectFrom('client').select(['id', 'code']).execute();
  saintAubin = clients.find((client) => client.code === 'saint-aubin')!.id;
  lilas = clients.find((client) => client.code === 'lilas')!.id;
  theirs = (await create(formClient(ctx.app, tokens['agent.lilas']!), 'customer', { name: 'Présence des Lilas', kind: 'company' })).identifier;
});
afterAll(() => ctx.close());

/** A customer of Saint-Aubin nobody has open yet. */
const newCustomer = async (name: string) => (await create(formClient(ctx.app, tokens.agent!), 'customer', { name, kind: 'company' })).identifier;

const post = (username: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api-internal/presence', headers: bearer(tokens[username]!), payload });
const get = (username: string, id: number, form = 'customer') =>
  ctx.app.inject({ method: 'GET', url: `/api-internal/presence/${form}/${id}`, headers: bearer(tokens[username]!) });

/** A tab saying it is on customer `id` (or leaving it), answered with the other users there, by username. */
async function say(username: string, id: number, tab: string, state: 'here' | 'gone' = 'here'): Promise<string[]> {
  const response = await post(username, { form: 'customer', id, tab, state });
  expect(response.statusCode).toBe(200);
  return response.json<RecordPresence>().viewers.map((viewer) => viewer.username);
}

async function seenBy(username: string, id: number): Promise<string[]> {
  const response = await get(username, id);
  expect(response.statusCode).toBe(200);
  return response.json<RecordPresence>().viewers.map((viewer) => viewer.username);
}

/** The usernames an announcement names. */
const usersOf = (payload: PresenceUpdatedPayload) => payload.viewers.map((viewer) => viewer.username);

describe('presence on a record', () => {
  it('shows two users on one record to each other, never the caller to themselves', async () => {
    const id = await newCustomer('Présence croisée');
    expect(await say('agent', id, 'agent-tab-1')).toEqual([]);
    expect(await seenBy('agent', id)).toEqual([]);
    expect(await say('admin', id, 'admin-tab-1')).toEqual(['agent']);
    expect(await say('agent', id, 'agent-tab-1')).toEqual(['admin']);
    expect(await seenBy('admin', id)).toEqual(['agent']);
    const viewer = (await get('admin', id)).json<RecordPresence>().viewers[0];
    expect(viewer).toEqual({ user_id: expect.any(Number), username: 'agent', name: 'Camille Durand', initials: 'CD', since: ctx.clock.now().toISOString(), editing: null });
  });

  it('counts a user’s two tabs once, and leaving one tab keeps them present', async () => {
    const id = await newCustomer('Présence en deux onglets');
    await say('agent', id, 'agent-tab-1');
    await say('agent', id, 'agent-tab-2');
    expect(await say('admin', id, 'admin-tab-1')).toEqual(['agent']);
    expect(await say('agent', id, 'agent-tab-1', 'gone')).toEqual(['admin']);
    expect(await seenBy('admin', id)).toEqual(['agent']);
    await say('agent', id, 'agent-tab-2', 'gone');
    expect(await seenBy('admin', id)).toEqual([]);
    // Leaving twice (pagehide, then the screen unmounting) is the same as leaving once.
    expect(await say('agent', id, 'agent-tab-2', 'gone')).toEqual(['admin']);
  });

  it('forgets a tab not heard from for 45 s, and takes it back when it beats again', async () => {
    const id = await newCustomer('Présence oubliée');
    await say('admin', id, 'admin-tab-1');
    ctx.clock.advance(30_000);
    expect(await say('agent', id, 'agent-tab-1')).toEqual(['admin']);
    ctx.clock.advance(15_000);
    expect(await seenBy('agent', id)).toEqual(['admin']);
    ctx.clock.advance(1);
    expect(await seenBy('agent', id)).toEqual([]);
    expect(await say('agent', id, 'agent-tab-1')).toEqual([]);
    // The stale row is purged by then: nothing of it remains in the table.
    const rows = await ctx.app.db.kysely.selectFrom('record_presence').select('user_id').where('record_id', '=', id).execute();
    expect(rows).toHaveLength(1);
    expect(await say('admin', id, 'admin-tab-1')).toEqual(['agent']);
    // Back after going stale, they are on the record since now.
    expect((await get('agent', id)).json<RecordPresence>().viewers[0]!.since).toBe(ctx.clock.now().toISOString());
  });

  it('refuses another organisation’s record, an unknown one or a module the caller may not open, and never shows their users', async () => {
    const id = await newCustomer('Présence gardée');
    await say('agent', id, 'agent-tab-1');
    const lilasViewer = await post('agent.lilas', { form: 'customer', id: theirs, tab: 'lilas-tab-1', state: 'here' });
    expect(lilasViewer.json<RecordPresence>()).toEqual({ viewers: [] });
    for (const response of [
      await post('agent', { form: 'customer', id: theirs, tab: 'agent-tab-1', state: 'here' }),
      await get('agent', theirs),
      await post('agent.lilas', { form: 'customer', id, tab: 'lilas-tab-1', state: 'here' }),
      await get('agent.lilas', id),
      await post('agent', { form: 'customer', id: 2_000_000_000, tab: 'agent-tab-1', state: 'here' }),
      await get('agent', 1, 'nothing_here'),
      await post('partenaire', { form: 'employee', id: 1, tab: 'partner-tab-1', state: 'here' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json<{ message: string }>().message).toBe(messages.form.recordNotFound);
    }
    expect(await seenBy('agent', id)).toEqual([]);
    expect(await seenBy('agent.lilas', theirs)).toEqual([]);
  });

  it('tells the organisation who is on the record when someone arrives or leaves, not on a heartbeat that changes nothing', async () => {
    const id = await newCustomer('Présence annoncée');
    const heard: RealtimeEvent[] = [];
    const heardElsewhere: RealtimeEvent[] = [];
    const stop = ctx.app.events.subscribe(saintAubin, (event) => heard.push(event));
    const stopElsewhere = ctx.app.events.subscribe(lilas, (event) => heardElsewhere.push(event));
    const announced = () => heard.filter((event) => event.type === 'PRESENCE_UPDATED').map((event) => event.payload as unknown as PresenceUpdatedPayload);
    try {
      await say('admin', id, 'admin-tab-1');
      expect(announced().map(usersOf)).toEqual([['admin']]);
      expect(heard[0]).toMatchObject({ type: 'PRESENCE_UPDATED', to: null, payload: { form: 'customer', id } });

      ctx.clock.advance(20_000);
      await say('admin', id, 'admin-tab-1');
      await say('admin', id, 'admin-tab-2');
      expect(announced()).toHaveLength(1);

      await say('agent', id, 'agent-tab-1');
      await say('agent', id, 'agent-tab-1');
      expect(announced().map(usersOf)).toEqual([['admin'], ['admin', 'agent']]);
      expect(announced()[1]!.viewers[1]).toMatchObject({ name: 'Camille Durand', initials: 'CD' });

      await say('admin', id, 'admin-tab-1', 'gone');
      expect(announced()).toHaveLength(2);
      await say('agent', id, 'agent-tab-1', 'gone');
      expect(announced().map(usersOf)).toEqual([['admin'], ['admin', 'agent'], ['admin']]);
      expect(heardElsewhere).toEqual([]);
    } finally {
      stop();
      stopElsewhere();
    }
  });

  it('refuses malformed requests in French', async () => {
    const id = await newCustomer('Présence mal dite');
    const valid = { form: 'customer', id, tab: 'agent-tab-1', state: 'here' };
    for (const payload of [
      {},
      { ...valid, state: 'away' },
      { ...valid, id: 'un' },
      { ...valid, id: 0 },
      { ...valid, tab: 'court' },
      { ...valid, tab: 'onglet avec espaces' },
      { ...valid, form: 'Customer;' },
      { ...valid, user_id: 1 },
    ]) {
      const response = await post('agent', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(messages.http.badRequest);
    }
    for (const url of [`/api-internal/presence/customer/zéro`, `/api-internal/presence/customer/0`, `/api-internal/presence/Customer/${id}`]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: bearer(tokens.agent!) });
      expect(response.statusCode).toBe(400);
    }
    expect(await seenBy('admin', id)).toEqual([]);
  });
});

/** A new product of Saint-Aubin: its description is a rich-text field. */
const product = async () => (await create(formClient(ctx.app, tokens.agent!), 'product', { name: 'Présence au catalogue', price: 10 })).identifier;
const sayEditing = (username: string, id: number, tab: string, editing: string | null) => post(username, { form: 'product', id, tab, state: 'here', editing });
const editingSeenBy = async (username: string, id: number) =>
  (await get(username, id, 'product')).json<RecordPresence>().viewers.map((viewer) => [viewer.username, viewer.editing]);

describe('the rich-text field someone writes in', () => {
  it('shows the others which rich-text field a user’s focus is in, until it leaves it or the tab goes', async () => {
    const id = await product();
    expect((await sayEditing('agent', id, 'agent-tab-9', 'description')).statusCode).toBe(200);
    expect(await editingSeenBy('admin', id)).toEqual([['agent', 'description']]);
    // A heartbeat without the field is a focus out of it.
    await post('agent', { form: 'product', id, tab: 'agent-tab-9', state: 'here' });
    expect(await editingSeenBy('admin', id)).toEqual([['agent', null]]);
    await sayEditing('agent', id, 'agent-tab-9', 'description');
    await sayEditing('agent', id, 'agent-tab-9', null);
    expect(await editingSeenBy('admin', id)).toEqual([['agent', null]]);
    // Writing in one tab while another tab of the same user only looks: they are writing.
    await sayEditing('agent', id, 'agent-tab-9', 'description');
    await sayEditing('agent', id, 'agent-tab-10', null);
    expect(await editingSeenBy('admin', id)).toEqual([['agent', 'description']]);
    await post('agent', { form: 'product', id, tab: 'agent-tab-9', state: 'gone' });
    expect(await editingSeenBy('admin', id)).toEqual([['agent', null]]);
    await post('agent', { form: 'product', id, tab: 'agent-tab-10', state: 'gone' });
  });

  it('announces a focus entering or leaving the field, and not the heartbeats in between', async () => {
    const id = await product();
    const heard: PresenceUpdatedPayload[] = [];
    const stop = ctx.app.events.subscribe(saintAubin, (event) => {
      if (event.type === 'PRESENCE_UPDATED') heard.push(event.payload as unknown as PresenceUpdatedPayload);
    });
    try {
      await sayEditing('admin', id, 'admin-tab-9', null);
      await sayEditing('admin', id, 'admin-tab-9', 'description');
      await sayEditing('admin', id, 'admin-tab-9', 'description');
      await sayEditing('admin', id, 'admin-tab-9', null);
      expect(heard.map((payload) => payload.viewers.map((viewer) => viewer.editing))).toEqual([[null], ['description'], [null]]);
    } finally {
      stop();
      await post('admin', { form: 'product', id, tab: 'admin-tab-9', state: 'gone' });
    }
  });

  it('refuses a field that is not one of the record’s rich-text fields, and a user who may only read the record', async () => {
    const id = await product();
    for (const editing of ['name', 'nothing_here']) {
      const response = await sayEditing('agent', id, 'agent-tab-11', editing);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: messages.presence.notAnEditor, errors: [{ path: 'editing', text: messages.presence.notAnEditor }] });
    }
    const malformed = await sayEditing('agent', id, 'agent-tab-11', 'Description; drop table product');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe(messages.http.badRequest);
    const reader = await sayEditing('partenaire', id, 'partner-tab-11', 'description');
    expect(reader.statusCode).toBe(403);
    expect(reader.json<{ message: string }>().message).toBe(messages.form.readOnlyForm);
    // Nothing of the refused calls was kept.
    expect(await editingSeenBy('admin', id)).toEqual([]);
  });
});
