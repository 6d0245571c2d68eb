import { type Comment, type Notification, type NotificationCount, type NotificationPage, type RealtimeEvent, encodeParams, messages } from '@ossature/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { applicationModules } from '../../src/modules/index.js';
import { type FormClient, create, enableEverywhere, formClient, idParams } from '../helpers/form-calls.js';
import { holdQueue } from '../helpers/job-queue.js';
import { agreementModule } from '../helpers/agreement-module.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** The bell's notifications (SPEC §3 Notification, §4, §6, §7): who is told of what, and how they read them. */

const text = messages.notification;
const DAY = 86_400_000;


let ctx: TestContext;
const tokens: Record<string, string> = {};
const clients: Record<string, FormClient> = {};
const ids: Record<string, number> = {};
let saintAubin: number;
/** A customer of Saint-Aubin, and one of the Lilas clinic. */
let customer: { identifier: number; version: number };
let lilasCustomer: number;

const USERS = ['admin', 'agent', 'sadmin', 'partenaire', 'agent.lilas', 'admin.lilas'];

async function loginAll() {
  for (const username of USERS) {
    tokens[username] = await ctx.login(username);
    clients[username] = formClient(ctx.app, tokens[username]);
  }
}

beforeAll(async () => {
  ctx = await createTestApp({ modules: [...applicationModules, agreementModule] });
  await enableEverywhere(ctx.app, ['agreement']);
  await loginAll();
  for (const user of await ctx.app.db.kysely.selectFrom('app_user').select(['id', 'username']).execute()) ids[user.username] = Number(user.id);
  saintAubin = Number((await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id);
  customer = await create(clients.agent!, 'customer', { name: 'Boulangerie Morel', kind: 'company', city: 'Rennes' });
  lilasCustomer = (await create(clients['agent.lilas']!, 'customer', { name: 'Fromagerie des Lilas', kind: 'company' })).identifier;
});
afterAll(() => ctx.close());
// A test failing while it holds the job queue must not leave it held for the next ones.
afterEach(() => vi.restoreAllMocks());

const get = (username: string, query = '') => ctx.app.inject({ method: 'GET', url: `/api-internal/notification${query}`, headers: bearer(tokens[username]!) });
const post = (username: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api-internal/notification', headers: bearer(tokens[username]!), payload: payload as object });

async function page(username: string, query = ''): Promise<NotificationPage> {
  const response = await get(username, query);
  if (response.statusCode !== 200) throw new Error(`notifications answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** The id of the latest notification written so far: what a test received is what came after it. */
const lastId = async () => Number((await ctx.app.db.kysely.selectFrom('notification').select(({ fn }) => fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
/** The user's notifications (first page, newest first) written after `since`. */
const received = async (username: string, since: number) => (await page(username)).data.filter((entry) => entry.id > since);

async function comment(username: string, content: string, objectId = customer.identifier, id?: number): Promise<Comment> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api-internal/comment/save',
    headers: bearer(tokens[username]!),
    payload: { object_name: 'customer', object_id: objectId, content, ...(id ? { id } : {}) },
  });
  if (response.statusCode !== 200 && response.statusCode !== 201) throw new Error(`comment answered ${response.statusCode}: ${response.body}`);
  return response.json<Comment>();
}

const mention = (username: string, name: string) => `<span data-lexical-mention="${username}">@${name}</span>`;

/** The watcher toggle (SPEC §4): a field change of the form's watchers holding the user's id. */
async function watch(username: string, objectName: string, id: number) {
  const me = await ctx.db.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const response = await ctx.app.inject({ method: 'POST', url: `/proxy/form/onchange/${objectName}/watchers`, headers: bearer(tokens[username]!), payload: { identifier: id, values: { watchers: [Number(me.id)] } } });
  expect(response.statusCode).toBe(200);
}

async function saveTask(username: string, data: object): Promise<{ id: number; version: number }> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api-internal/task/save', headers: bearer(tokens[username]!), payload: { data } });
  if (response.statusCode !== 200 && response.statusCode !== 201) throw new Error(`task answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

/** 'Demande de validation' is the form validation_workflow (SPEC §2); a decision is the process call. */
async function validation(username: string, call: 'request' | 'process', payload: { object_name: string; object_id: number; comment?: string; action?: string }) {
  const { object_name, object_id } = payload;
  const response =
    call === 'request'
      ? await ctx.app.inject({
          method: 'POST',
          url: `/proxy/form/validation_workflow/${encodeURIComponent(encodeParams({ object_name, object_id, id: 0 }))}`,
          headers: bearer(tokens[username]!),
          payload: { identifier: null, values: payload.comment === undefined ? {} : { comment: payload.comment } },
        })
      : await ctx.app.inject({ method: 'POST', url: '/api-internal/validation/process', headers: bearer(tokens[username]!), payload });
  if (response.statusCode !== 200) throw new Error(`validation ${call} answered ${response.statusCode}: ${response.body}`);
}

/** Everything published to Saint-Aubin while `act` runs. */
async function heardDuring(act: () => Promise<void>): Promise<RealtimeEvent[]> {
  const heard: RealtimeEvent[] = [];
  const stop = ctx.app.events.subscribe(saintAubin, (event) => heard.push(event));
  try {
    await act();
  } finally {
    stop();
  }
  return heard;
}

describe('a mention in a comment', () => {
  it('tells each colleague mentioned once, with a link to the comment — never the author, nor anyone of another organisation', async () => {
    const since = await lastId();
    const written = await comment(
      'admin',
      `<p>Rappeler ${mention('agent', 'Camille Durand')} et ${mention('sadmin', 'Sophie Marchand')} demain, ${mention('agent', 'Camille Durand')}.</p>` +
        `<p>${mention('admin', 'Antoine Leroy')} ${mention('agent.lilas', 'Julien Petit')}</p>`,
    );
    const [told, ...more] = await received('agent', since);
    expect(more).toEqual([]);
    expect(told).toEqual({
      id: expect.any(Number),
      title: 'Antoine Leroy vous a mentionné dans un commentaire',
      message: 'Rappeler @Camille Durand et @Sophie Marchand demain, @Camille Durand. @Antoine Leroy @Julien Petit',
      link: `/form/customer/${idParams(customer.identifier)}#comment_id_${written.id}`,
      created_at: ctx.clock.now().toISOString(),
      read_at: null,
      sender_id: ids.admin,
      send_by: 'Antoine Leroy',
      send_by_initial: 'AL',
      to: 'agent',
      type: 'mention',
      is_first_notification: true,
      task_assigned_to: null,
    });
    expect((await received('sadmin', since)).map((entry) => entry.type)).toEqual(['mention']);
    expect(await received('admin', since)).toEqual([]);
    expect(await received('agent.lilas', since)).toEqual([]);
  });

  it('is not told again when the comment is edited; a mention the edit adds is', async () => {
    const written = await comment('admin', `<p>Voir avec ${mention('agent', 'Camille Durand')}.</p>`);
    const since = await lastId();
    await comment('admin', `<p>Voir avec ${mention('agent', 'Camille Durand')} jeudi.</p>`, customer.identifier, written.id);
    expect(await received('agent', since)).toEqual([]);
    await comment('admin', `<p>Voir avec ${mention('agent', 'Camille Durand')} et ${mention('partenaire', 'Karim Benali')} jeudi.</p>`, customer.identifier, written.id);
    expect(await received('agent', since)).toEqual([]);
    expect((await received('partenaire', since)).map((entry) => [entry.type, entry.send_by])).toEqual([['mention', 'Antoine Leroy']]);
  });

  it('is not told to a colleague who may not open the record', async () => {
    const employee = (await create(clients.agent!, 'employee', { last_name: 'Bernard', first_name: 'Lucie', contract: 'cdi', hire_date: '2019-03-04' })).identifier;
    const since = await lastId();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api-internal/comment/save',
      headers: bearer(tokens.agent!),
      payload: { object_name: 'employee', object_id: employee, content: `<p>${mention('partenaire', 'Karim Benali')} ${mention('admin', 'Antoine Leroy')}</p>` },
    });
    expect(response.statusCode).toBe(201);
    expect(await received('partenaire', since)).toEqual([]);
    expect((await received('admin', since)).map((entry) => entry.link)).toEqual([`/form/employee/${idParams(employee)}#comment_id_${response.json<Comment>().id}`]);
  });

  it('quotes the comment as text, escaped and cut to 200 characters', async () => {
    const since = await lastId();
    await comment('admin', `<p>${mention('agent', 'Camille Durand')} &lt;b&gt; &amp; « ${'x'.repeat(300)} »</p><script>alert(1)</script>`);
    const [told] = await received('agent', since);
    const start = '@Camille Durand <b> & « ';
    expect(told!.message).toBe(`@Camille Durand &lt;b&gt; &amp; « ${'x'.repeat(200 - start.length)}…`);
  });

  it('is published to the mentioned colleague alone, as the bell lists it', async () => {
    const since = await lastId();
    const heard = await heardDuring(async () => {
      await comment('admin', `<p>${mention('agent', 'Camille Durand')}</p>`);
    });
    const notices = heard.filter((event) => event.type === 'NOTIFY_USER');
    expect(notices.map((event) => event.to)).toEqual(['agent']);
    const [listed] = await received('agent', since);
    expect(notices[0]!.payload).toEqual({ notification: listed });
  });
});

describe('a task given to someone', () => {
  it('tells its assignee, at its creation or when it is given to someone else, unless they gave it to themselves', async () => {
    const since = await lastId();
    const task = await saveTask('agent', { id: 0, name: 'Rappeler le client', assigned_to: ids.admin, object_name: 'customer', object_id: customer.identifier });
    const [told] = await received('admin', since);
    expect(told).toMatchObject({
      type: 'task',
      title: 'Camille Durand vous a confié une tâche : Rappeler le client',
      message: 'Sur : Boulangerie Morel (RENNES)',
      link: `/form/customer/${idParams(customer.identifier)}`,
      sender_id: ids.agent,
      to: 'admin',
      task_assigned_to: ids.admin,
    });
    // Given to someone else: the new assignee is told; the task's notification follows whom it is given to now.
    const moved = await lastId();
    await saveTask('agent', { id: task.id, version: task.version, assigned_to: ids.sadmin });
    expect((await received('sadmin', moved)).map((entry) => [entry.title, entry.task_assigned_to])).toEqual([
      ['Camille Durand vous a confié une tâche : Rappeler le client', ids.sadmin],
    ]);
    expect(await received('admin', moved)).toEqual([]);
    expect((await page('admin')).data.find((entry) => entry.id === told!.id)?.task_assigned_to).toBe(ids.sadmin);

    const own = await lastId();
    await saveTask('agent', { id: 0, name: 'Pour moi', assigned_to: ids.agent });
    await saveTask('agent', { id: 0, name: 'Pour personne' });
    expect(await received('agent', own)).toEqual([]);
    await saveTask('admin', { id: 0, name: 'Classer les devis', assigned_to: ids.agent });
    expect((await received('agent', own)).map((entry) => [entry.message, entry.link])).toEqual([['Classer les devis', null]]);
  });
});

describe('a validation', () => {
  it('tells the validators of the step when it is requested, and the requester when it is decided', async () => {
    const manager = (await create(clients.agent!, 'employee', { last_name: 'leroy', first_name: 'antoine', contract: 'cdi', hire_date: '2010-09-01' })).identifier;
    const employee = (await create(clients.agent!, 'employee', { last_name: 'Martin', first_name: 'Julie', contract: 'cdi', hire_date: '2016-01-04', manager_id: manager })).identifier;
    const absence = await create(clients.agent!, 'absence', { employee_id: employee, type: 'paid_leave', start_date: '2027-02-01', end_date: '2027-02-01', status: 'requested' });
    const target = { object_name: 'absence', object_id: absence.identifier };
    const since = await lastId();
    await validation('agent', 'request', { ...target, comment: 'Congés <de> février' });
    const [asked] = await received('admin', since);
    expect(asked).toMatchObject({
      type: 'validation',
      title: expect.stringMatching(/^Validation demandée : /),
      message: '<p>Étape « Validation du responsable », demandée par Camille Durand</p><p>Commentaire : Congés &lt;de&gt; février</p>',
      link: `/form/absence/${idParams(absence.identifier)}`,
      send_by: 'Camille Durand',
    });
    expect(await received('agent', since)).toEqual([]);

    const decided = await lastId();
    await validation('admin', 'process', { ...target, action: '__process_validate' });
    const [answer] = await received('agent', decided);
    expect(answer).toMatchObject({ type: 'validation', title: expect.stringMatching(/^Validation accordée : /), message: '<p>Antoine Leroy a validé votre demande.</p>', send_by: 'Antoine Leroy' });
    expect(await received('admin', decided)).toEqual([]);
  });

  it('tells the next step’s validators when a step is validated, and the requester of a refusal', async () => {
    const agreement = await create(clients.agent!, 'agreement', { title: 'Convention de stage' });
    const target = { object_name: 'agreement', object_id: agreement.identifier };
    const since = await lastId();
    await validation('agent', 'request', target);
    expect((await received('admin', since)).map((entry) => entry.title)).toEqual(['Validation demandée : Convention de stage']);
    expect((await received('sadmin', since)).map((entry) => entry.title)).toEqual(['Validation demandée : Convention de stage']);

    const next = await lastId();
    await validation('admin', 'process', { ...target, action: '__process_validate' });
    const [sign] = await received('agent', next);
    expect(sign).toMatchObject({ title: 'Validation demandée : Convention de stage', message: '<p>Étape « Signature », demandée par Camille Durand</p>', send_by: 'Antoine Leroy' });
    expect(await received('sadmin', next)).toEqual([]);

    const refusal = await lastId();
    await validation('agent', 'process', { ...target, action: '__process_refuse', comment: 'Pas en l’état' });
    // The requester refused it: nobody else to tell.
    expect(await received('agent', refusal)).toEqual([]);

    const other = await create(clients.admin!, 'agreement', { title: 'Convention de mécénat' });
    await validation('admin', 'request', { object_name: 'agreement', object_id: other.identifier });
    const refused = await lastId();
    await validation('sadmin', 'process', { object_name: 'agreement', object_id: other.identifier, action: '__process_refuse', comment: 'Budget épuisé' });
    expect((await received('admin', refused)).map((entry) => [entry.title, entry.message])).toEqual([
      ['Validation refusée : Convention de mécénat', '<p>Sophie Marchand a refusé votre demande.</p><p>Commentaire : Budget épuisé</p>'],
    ]);
  });
});

describe('the watchers of a record', () => {
  it('are told when someone else saves it, with what changed, never of their own saves', async () => {
    const record = await create(clients.agent!, 'customer', { name: 'Garage Lenoir', kind: 'company', city: 'Vitré' });
    await watch('admin', 'customer', record.identifier);
    await watch('agent', 'customer', record.identifier);
    await watch('agent.lilas', 'customer', lilasCustomer);
    const since = await lastId();
    const saved = await clients.agent!.save('customer', { identifier: record.identifier, version: record.version, values: { name: 'Garage Lenoir et fils' } });
    expect(saved.statusCode).toBe(200);
    expect(await received('agent', since)).toEqual([]);
    const [told] = await received('admin', since);
    expect(told).toMatchObject({
      type: 'watch',
      title: 'Camille Durand a modifié Garage Lenoir et fils (VITRÉ)',
      message: 'Champs modifiés : Raison sociale',
      link: `/form/customer/${idParams(record.identifier)}`,
      to: 'admin',
    });

    const own = await lastId();
    const again = await clients.admin!.save('customer', { identifier: record.identifier, version: record.version + 1, values: { city: 'Fougères' } });
    expect(again.statusCode).toBe(200);
    expect(await received('admin', own)).toEqual([]);
    expect((await received('agent', own)).map((entry) => entry.title)).toEqual(['Antoine Leroy a modifié Garage Lenoir et fils (FOUGÈRES)']);
    // A save that changes nothing tells no one.
    const unchanged = await lastId();
    await clients.agent!.save('customer', { identifier: record.identifier, version: record.version + 2, values: { city: 'Fougères' } });
    expect(await received('admin', unchanged)).toEqual([]);
    expect(await received('agent.lilas', since)).toEqual([]);
  });

  it('are told of a queued save once it is applied', async () => {
    const release = holdQueue(ctx.app);
    const created = await clients.agent!.save('cms_page', { identifier: null, values: { title: 'Horaires', slug: 'horaires', template: 'standard', body: '<p>9 h</p>' } });
    expect(created.statusCode).toBe(202);
    await release();
    const row = await ctx.db.selectFrom('cms_page').select(['id', 'version']).where('slug', '=', 'horaires').executeTakeFirstOrThrow();
    await watch('admin', 'cms_page', Number(row.id));
    const hold = holdQueue(ctx.app);
    const since = await lastId();
    const queued = await clients.agent!.save('cms_page', { identifier: Number(row.id), version: Number(row.version), values: { body: '<p>9 h – 17 h</p>' } });
    expect(queued.statusCode).toBe(202);
    expect(await received('admin', since)).toEqual([]);
    await hold();
    expect((await received('admin', since)).map((entry) => [entry.type, entry.title])).toEqual([['watch', 'Camille Durand a modifié Horaires']]);
  });

  it('are told of a bulk change, by the author of the run', async () => {
    const employee = (await create(clients.agent!, 'employee', { last_name: 'Seul', first_name: 'Marc', contract: 'cdi', hire_date: '2017-06-12' })).identifier;
    const absence = await create(clients.agent!, 'absence', { employee_id: employee, type: 'rtt', start_date: '2027-03-01', end_date: '2027-03-01', status: 'requested' });
    await watch('agent', 'absence', absence.identifier);
    const since = await lastId();
    const url = `/proxy/form/absence_approve/${encodeURIComponent(encodeParams({ _list_name: 'absence', _list_selection: String(absence.identifier) }))}`;
    const run = await ctx.app.inject({ method: 'POST', url, headers: bearer(tokens.admin!), payload: { identifier: null, values: {} } });
    expect(run.statusCode).toBe(200);
    expect((await received('agent', since)).map((entry) => [entry.type, entry.send_by, entry.message])).toEqual([['watch', 'Antoine Leroy', 'Champs modifiés : Statut']]);
  });
});

describe('reading notifications', () => {
  /** Hélène Moreau is mentioned 25 times by Julien Petit: her bell holds those alone. */
  let all: Notification[];
  beforeAll(async () => {
    for (let n = 1; n <= 25; n += 1) {
      await comment('agent.lilas', `<p>Note ${n} pour ${mention('admin.lilas', 'Hélène Moreau')}</p>`, lilasCustomer);
      ctx.clock.advance(1000);
    }
    const first = await page('admin.lilas');
    const second = await page('admin.lilas', `?last_id=${first.data.at(-1)!.id}`);
    all = [...first.data, ...second.data];
  });

  it('pages them newest first, 20 at a time, older than last_id, the oldest marked as the first', async () => {
    const first = await page('admin.lilas');
    expect(first.data).toHaveLength(20);
    expect(first).toMatchObject({ has_more: true, unread: 25 });
    expect(first.data[0]!.message).toBe('Note 25 pour @Hélène Moreau');
    const second = await page('admin.lilas', `?last_id=${first.data[19]!.id}`);
    expect(second.data.map((entry) => entry.message)).toEqual([5, 4, 3, 2, 1].map((n) => `Note ${n} pour @Hélène Moreau`));
    expect(second.has_more).toBe(false);
    expect(all.filter((entry) => entry.is_first_notification).map((entry) => entry.message)).toEqual(['Note 1 pour @Hélène Moreau']);
    expect(all.every((entry) => entry.to === 'admin.lilas' && entry.send_by === 'Julien Petit' && entry.send_by_initial === 'JP')).toBe(true);
  });

  it('marks one read or unread, or all read, answering the unread count; unread=1 and count_only=1 follow', async () => {
    const [newest, next] = all;
    const read = await post('admin.lilas', { type: 'update', values: { id: newest!.id, read: true } });
    expect([read.statusCode, read.json()]).toEqual([200, { unread: 24 }]);
    const readAt = (await page('admin.lilas')).data[0]!.read_at;
    expect(readAt).toBe(ctx.clock.now().toISOString());
    // Reading it again keeps when it was first read.
    ctx.clock.advance(1000);
    await post('admin.lilas', { type: 'update', values: { id: newest!.id, read: true } });
    expect((await page('admin.lilas')).data[0]!.read_at).toBe(readAt);
    await post('admin.lilas', { type: 'update', values: { id: next!.id, read: true } });

    const unread = await page('admin.lilas', '?unread=1');
    expect(unread.data.map((entry) => entry.id)).toEqual(all.slice(2, 22).map((entry) => entry.id));
    expect(unread).toMatchObject({ has_more: true, unread: 23 });
    expect((await page('admin.lilas', `?unread=1&last_id=${unread.data[19]!.id}`)).data.map((entry) => entry.id)).toEqual(all.slice(22).map((entry) => entry.id));
    expect((await get('admin.lilas', '?count_only=1')).json<NotificationCount>()).toEqual({ unread: 23 });

    const unmarked = await post('admin.lilas', { type: 'update', values: { id: newest!.id, read: false } });
    expect(unmarked.json<NotificationCount>()).toEqual({ unread: 24 });
    expect((await page('admin.lilas')).data[0]!.read_at).toBeNull();

    const allRead = await post('admin.lilas', { type: 'read_all' });
    expect([allRead.statusCode, allRead.json()]).toEqual([200, { unread: 0 }]);
    expect(await page('admin.lilas', '?unread=1')).toEqual({ data: [], has_more: false, unread: 0 });
    expect((await post('admin.lilas', { type: 'read_all', values: {} })).json()).toEqual({ unread: 0 });
  });

  it('of someone else cannot be read or marked: 404', async () => {
    const theirs = all[0]!;
    for (const username of ['agent.lilas', 'admin']) {
      const response = await post(username, { type: 'update', values: { id: theirs.id, read: false } });
      expect([response.statusCode, response.json().message]).toEqual([404, text.notificationNotFound]);
    }
    expect((await post('admin.lilas', { type: 'update', values: { id: 2_000_000_000, read: true } })).statusCode).toBe(404);
    expect((await page('agent.lilas')).data.some((entry) => entry.id === theirs.id)).toBe(false);
    expect((await page('admin.lilas')).data[0]!.read_at).not.toBeNull();
  });

  it('are listed and counted for 30 days', async () => {
    await post('admin.lilas', { type: 'update', values: { id: all[0]!.id, read: false } });
    const later = 29 * DAY;
    ctx.clock.advance(later);
    try {
      await loginAll();
      expect((await page('admin.lilas')).data).toHaveLength(20);
      expect((await get('admin.lilas', '?count_only=1')).json()).toEqual({ unread: 1 });
      ctx.clock.advance(2 * DAY);
      await loginAll();
      expect(await page('admin.lilas')).toEqual({ data: [], has_more: false, unread: 0 });
      expect((await get('admin.lilas', '?count_only=1')).json()).toEqual({ unread: 0 });
    } finally {
      ctx.clock.advance(-later - 2 * DAY);
      await loginAll();
    }
    expect((await get('admin.lilas', '?count_only=1')).json()).toEqual({ unread: 1 });
  });

  it('refuses malformed requests in French, and answers nobody without a session', async () => {
    for (const query of ['?last_id=abc', '?last_id=0', '?last_id=-3', '?count_only=2', '?unread=oui', '?page=2']) {
      const response = await get('admin.lilas', query);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json<{ message: string }>().message).toMatch(/[a-zé]/);
    }
    for (const payload of [
      {},
      { type: 'update' },
      { type: 'update', values: { id: 'x', read: true } },
      { type: 'update', values: { id: all[0]!.id } },
      { type: 'update', values: { id: all[0]!.id, read: 'oui' } },
      { type: 'update', values: { id: all[0]!.id, read: true, user_id: 1 } },
      { type: 'delete', values: {} },
      { type: 'read_all', values: { id: 1 } },
      [],
      'read_all',
    ]) {
      const response = await post('admin.lilas', payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(response.json<{ message: string }>().message).toMatch(/[a-zé]/);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api-internal/notification' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api-internal/notification', payload: { type: 'read_all' } })).statusCode).toBe(401);
  });
});
