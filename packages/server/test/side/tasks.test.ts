import { type RealtimeEvent, type Task, type TaskList, messages } from '@ossature/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

const text = messages.task;
const DAY = 86_400_000;
let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let saintAubin: number;
/** An employee and a customer of Saint-Aubin, and an employee of the Lilas clinic. */
let employee: number;
let customer: number;
let lilasEmployee: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const username of ['admin', 'agent', 'partenaire', 'admin.lilas', 'agent.lilas']) tokens[username] = await ctx.login(username);
  for (const user of await ctx.app.db.kysely.selectFrom('app_user').select(['id', 'username']).execute()) ids[user.username] = user.id;
  saintAubin = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
  const agent = formClient(ctx.app, tokens.agent!);
  employee = (await create(agent, 'employee', { last_name: 'Absalon', first_name: 'Irène', contract: 'cdi', hire_date: '2012-02-01' })).identifier;
  customer = (await create(agent, 'customer', { name: 'Boulangerie du Parc', kind: 'company', city: 'Rennes' })).identifier;
  lilasEmployee = (await create(formClient(ctx.app, tokens['admin.lilas']!), 'employee', { last_name: 'Petit', first_name: 'Léa', contract: 'cdi', hire_date: '2020-01-01' })).identifier;
});
afterAll(() => ctx.close());

/** The task calls of SPEC §7 as one user makes them. */
function tasksOf(username: string) {
  const headers = bearer(tokens[username]!);
  return {
    data: (query = '') => ctx.app.inject({ method: 'GET', url: `/api-internal/task/data${query}`, headers }),
    counter: async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api-internal/task/counter', headers });
      expect(response.statusCode).toBe(200);
      return response.json<{ count: number }>().count;
    },
    save: (data: object) => ctx.app.inject({ method: 'POST', url: '/api-internal/task/save', headers, payload: { data } }),
    close: (body: object) => ctx.app.inject({ method: 'POST', url: '/api-internal/task/close', headers, payload: body }),
    remove: (id: number | string) => ctx.app.inject({ method: 'POST', url: `/api-internal/task/delete/${id}`, headers }),
  };
}

const onRecord = (name: string, id: number) => `?object_name=${name}&object_id=${id}`;

/** Creates a task and returns its id and version. */
async function newTask(username: string, data: object): Promise<{ id: number; version: number }> {
  const response = await tasksOf(username).save({ id: 0, ...data });
  if (response.statusCode !== 201) throw new Error(`task save answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

async function listed(username: string, query = ''): Promise<TaskList> {
  const response = await tasksOf(username).data(query);
  if (response.statusCode !== 200) throw new Error(`task data answered ${response.statusCode}: ${response.body}`);
  return response.json();
}

const taskIn = (list: TaskList, id: number) => list.data.find((task) => task.id === id);

const refusal = (response: LightMyRequestResponse) => ({ status: response.statusCode, message: response.json<{ message: string }>().message });

describe('the tasks of a record', () => {
  it('are created on a record the caller may change, listed with its title, their creator and what the caller may do', async () => {
    const saved = await tasksOf('agent').save({ id: 0, name: '  Préparer le contrat  ', due_date: '2026-12-01', object_name: 'employee', object_id: employee });
    expect(saved.statusCode).toBe(201);
    const { id, version } = saved.json<{ id: number; version: number }>();
    expect(version).toBe(1);

    const list = await listed('agent', onRecord('employee', employee));
    expect(taskIn(list, id)).toEqual({
      id,
      name: 'Préparer le contrat',
      description: '',
      planned_date: null,
      due_date: '2026-12-01',
      reminder_at: null,
      assigned_to: null,
      assigned_to_name: null,
      status: 'todo',
      done_date: null,
      read_only: false,
      creator: 'Camille Durand',
      created_at: '2026-11-22T09:00:00.000Z',
      form_title: 'ABSALON Irène',
      object_name: 'employee',
      object_id: employee,
      modify_task: 1,
      version: 1,
    });
    // Whoever may change the employee may delete the tasks on it (their own, or any for an administrator).
    expect(list.collection_delete_disable).toBe(false);
  });

  it('list open tasks first by due date (none last), then done ones, the latest ticked first', async () => {
    const first = await newTask('agent', { name: 'Échéance lointaine', due_date: '2027-03-01', object_name: 'customer', object_id: customer });
    const second = await newTask('agent', { name: 'Sans échéance', object_name: 'customer', object_id: customer });
    const third = await newTask('agent', { name: 'Échéance proche', due_date: '2026-12-24', object_name: 'customer', object_id: customer });
    const doneEarly = await newTask('agent', { name: 'Faite tôt', object_name: 'customer', object_id: customer });
    const doneLate = await newTask('agent', { name: 'Faite tard', object_name: 'customer', object_id: customer });
    expect((await tasksOf('agent').close({ id: doneEarly.id })).statusCode).toBe(200);
    ctx.clock.advance(60_000);
    expect((await tasksOf('agent').close({ id: doneLate.id })).statusCode).toBe(200);

    const list = await listed('agent', onRecord('customer', customer));
    expect(list.data.map((task) => task.id)).toEqual([third.id, first.id, second.id, doneLate.id, doneEarly.id]);
    expect(taskIn(list, first.id)!.form_title).toBe('Boulangerie du Parc (RENNES)');
  });

  it('are not read on a record of another organisation, nor on a module the caller may not open', async () => {
    expect(refusal(await tasksOf('admin.lilas').data(onRecord('employee', employee)))).toEqual({ status: 404, message: messages.form.recordNotFound });
    expect(refusal(await tasksOf('agent').data(onRecord('employee', lilasEmployee)))).toEqual({ status: 404, message: messages.form.recordNotFound });
    expect(refusal(await tasksOf('partenaire').data(onRecord('employee', employee)))).toEqual({ status: 404, message: messages.form.recordNotFound });
    expect(refusal(await tasksOf('agent').data(onRecord('nothing_here', employee)))).toEqual({ status: 404, message: messages.form.recordNotFound });
  });

  it('are not added to another organisation’s record: 404, and nothing written', async () => {
    const before = await ctx.app.db.kysely.selectFrom('task').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(refusal(await tasksOf('admin.lilas').save({ id: 0, name: 'Intrusion', object_name: 'employee', object_id: employee }))).toEqual({
      status: 404,
      message: messages.form.recordNotFound,
    });
    expect(refusal(await tasksOf('agent').save({ id: 0, name: 'Intrusion', object_name: 'employee', object_id: lilasEmployee }))).toEqual({
      status: 404,
      message: messages.form.recordNotFound,
    });
    const after = await ctx.app.db.kysely.selectFrom('task').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });

  it('are shown read-only to a user who may only read the record, who cannot add one', async () => {
    const { id } = await newTask('agent', { name: 'Relancer le client', object_name: 'customer', object_id: customer });
    // Partners read customers but do not change them (the module's rights).
    const response = await tasksOf('partenaire').save({ id: 0, name: 'Ajout interdit', object_name: 'customer', object_id: customer });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: text.readOnlyRecord, protected: true });
    const seen = taskIn(await listed('partenaire', onRecord('customer', customer)), id)!;
    expect(seen).toMatchObject({ read_only: true, modify_task: 0 });
    expect(refusal(await tasksOf('partenaire').close({ id }))).toEqual({ status: 403, message: text.readOnlyRecord });
  });

  it('answer 404 once their record is out of reach, and leave the user’s own list', async () => {
    const record = (await create(formClient(ctx.app, tokens.agent!), 'employee', { last_name: 'Brunet', first_name: 'Paul', contract: 'cdi', hire_date: '2015-01-01' })).identifier;
    const { id, version } = await newTask('agent', { name: 'Sur un salarié parti', object_name: 'employee', object_id: record });
    expect(taskIn(await listed('agent'), id)).toBeDefined();
    const counted = await tasksOf('agent').counter();
    expect((await formClient(ctx.app, tokens.admin!).remove('employee', record)).statusCode).toBe(200);

    const gone = { status: 404, message: text.taskNotFound };
    expect(refusal(await tasksOf('agent').save({ id, version, name: 'Encore là ?' }))).toEqual(gone);
    expect(refusal(await tasksOf('agent').close({ id }))).toEqual(gone);
    expect(refusal(await tasksOf('admin').remove(id))).toEqual(gone);
    expect(taskIn(await listed('agent'), id)).toBeUndefined();
    expect(await tasksOf('agent').counter()).toBe(counted - 1);
  });
});

describe('the record a task is on', () => {
  it('is named by its label, without the brackets an empty field leaves', async () => {
    const withoutCity = (await create(formClient(ctx.app, await ctx.login('agent')), 'customer', { name: 'Sans Ville', kind: 'company' })).identifier;
    await newTask('agent', { name: 'Appeler', object_name: 'customer', object_id: withoutCity });
    expect((await listed('agent', onRecord('customer', withoutCity))).data[0]).toMatchObject({ form_title: 'Sans Ville' });
  });
});

describe('saving a task', () => {
  it('changes the fields given and keeps the others, version after version; an empty name is allowed', async () => {
    const { id } = await newTask('agent', { name: 'Commander du papier', description: 'Ramettes A4', planned_date: '2026-11-23', due_date: '2026-11-30' });
    const response = await tasksOf('agent').save({ id, version: 1, name: '   ', due_date: '', reminder_at: '2026-11-25T10:00:00+01:00' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, version: 2 });
    expect(taskIn(await listed('agent'), id)).toMatchObject({
      name: '',
      description: 'Ramettes A4',
      planned_date: '2026-11-23',
      due_date: null,
      reminder_at: '2026-11-25T09:00:00.000Z',
      object_name: null,
      object_id: null,
      form_title: null,
      read_only: false,
      version: 2,
    });
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const { id } = await newTask('agent', { name: 'Version un' });
    expect((await tasksOf('agent').save({ id, version: 1, name: 'Version deux' })).statusCode).toBe(200);
    const stale = await tasksOf('agent').save({ id, version: 1, name: 'Écrasement' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ message: text.conflict });
    expect(taskIn(await listed('agent'), id)).toMatchObject({ name: 'Version deux', version: 2 });
    expect(refusal(await tasksOf('agent').save({ id, name: 'Sans version' }))).toEqual({ status: 400, message: text.versionRequired });
  });

  it('gives the task to an active colleague of the organisation only', async () => {
    const { id } = await newTask('agent', { name: 'À confier' });
    const foreign = await tasksOf('agent').save({ id: 0, name: 'Pour la clinique', assigned_to: ids['agent.lilas'] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ message: text.unknownAssignee, errors: [{ path: 'data.assigned_to', text: text.unknownAssignee }] });
    expect(refusal(await tasksOf('agent').save({ id, version: 1, assigned_to: ids['admin.lilas'] }))).toEqual({ status: 400, message: text.unknownAssignee });
    expect(refusal(await tasksOf('agent').save({ id, version: 1, assigned_to: 2_000_000 }))).toEqual({ status: 400, message: text.unknownAssignee });
    await ctx.app.db.kysely.updateTable('app_user').set({ active: 0 }).where('username', '=', 'partenaire').execute();
    try {
      expect(refusal(await tasksOf('agent').save({ id, version: 1, assigned_to: ids.partenaire }))).toEqual({ status: 400, message: text.unknownAssignee });
    } finally {
      await ctx.app.db.kysely.updateTable('app_user').set({ active: 1 }).where('username', '=', 'partenaire').execute();
    }
    expect(taskIn(await listed('agent'), id)).toMatchObject({ assigned_to: null, version: 1 });

    expect((await tasksOf('agent').save({ id, version: 1, assigned_to: ids.admin })).statusCode).toBe(200);
    // Given away, it leaves the creator's own list for the assignee's.
    expect(taskIn(await listed('agent'), id)).toBeUndefined();
    expect(taskIn(await listed('admin'), id)).toMatchObject({ assigned_to: ids.admin, assigned_to_name: 'Antoine Leroy', creator: 'Camille Durand', modify_task: 1 });
  });

  it('is for the creator, the assignee and administrators: anyone else gets 403', async () => {
    const { id } = await newTask('agent', { name: 'Tâche de Camille', assigned_to: ids.admin });
    const refused = await tasksOf('partenaire').save({ id, version: 1, name: 'Pris' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: text.modifyForbidden, protected: true });
    expect(refusal(await tasksOf('partenaire').close({ id }))).toEqual({ status: 403, message: text.modifyForbidden });
    expect(refusal(await tasksOf('partenaire').remove(id))).toEqual({ status: 403, message: text.deleteForbidden });
    expect((await tasksOf('admin').save({ id, version: 1, name: 'Par l’assigné' })).statusCode).toBe(200);
    expect((await tasksOf('agent').save({ id, version: 2, name: 'Par l’autrice' })).statusCode).toBe(200);
  });

  it('refuses impossible dates, a due date before the planned one and a reminder that is no instant, field by field', async () => {
    const response = await tasksOf('agent').save({ id: 0, name: 'Dates', planned_date: '2026-02-30', due_date: '0202-01-01', reminder_at: '2026-11-25 09:00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: text.invalidTask,
      errors: [
        { path: 'data.planned_date', text: messages.form.invalidDate },
        { path: 'data.due_date', text: messages.form.dateTooSmall },
        { path: 'data.reminder_at', text: text.invalidReminder },
      ],
    });
    const reversed = await tasksOf('agent').save({ id: 0, planned_date: '2026-12-10', due_date: '2026-12-09' });
    expect(reversed.json()).toEqual({ message: text.invalidTask, errors: [{ path: 'data.due_date', text: text.dueBeforePlanned }] });
    expect((await tasksOf('agent').save({ id: 0, reminder_at: '2026-11-31T09:00:00Z' })).statusCode).toBe(400);
    expect((await tasksOf('agent').save({ id: 0, name: 'Nul\u0000' })).json()).toEqual({
      message: text.invalidTask,
      errors: [{ path: 'data.name', text: messages.form.invalidCharacters }],
    });
  });

  it('answers malformed requests with 400 and a French message, never 500', async () => {
    const headers = { ...bearer(tokens.agent!), 'content-type': 'application/json' };
    const raw = (url: string, payload: string) => ctx.app.inject({ method: 'POST', url, headers, payload });
    const bad: LightMyRequestResponse[] = [
      await raw('/api-internal/task/save', '{"data":'),
      await raw('/api-internal/task/save', '{}'),
      await raw('/api-internal/task/save', '[]'),
      await tasksOf('agent').save({ name: 'Sans id' }),
      await tasksOf('agent').save({ id: 'zéro' }),
      await tasksOf('agent').save({ id: -1 }),
      await tasksOf('agent').save({ id: 2 ** 40, version: 1 }),
      await tasksOf('agent').save({ id: 0, status: 'done' }),
      await tasksOf('agent').save({ id: 0, name: 'x'.repeat(256) }),
      await tasksOf('agent').save({ id: 0, description: 'x'.repeat(10_001) }),
      await tasksOf('agent').save({ id: 0, due_date: 20261201 }),
      await tasksOf('agent').save({ id: 0, assigned_to: 'agent' }),
      await tasksOf('agent').save({ id: 0, object_name: 'employee' }),
      await tasksOf('agent').save({ id: 0, object_name: 'Employee; drop', object_id: employee }),
      await tasksOf('agent').close({}),
      await tasksOf('agent').close({ id: 1, status: 'archived' }),
      await tasksOf('agent').remove('abc'),
      await tasksOf('agent').remove(99_999_999_999),
      await tasksOf('agent').data('?object_name=employee'),
      await tasksOf('agent').data('?object_id=abc&object_name=employee'),
      await tasksOf('agent').data('?object_name=employee&object_id=1&sort=name'),
    ];
    expect(bad.map((response) => response.statusCode)).toEqual(bad.map(() => 400));
    // Every answer says what is wrong in French, from the catalogue.
    expect(new Set(bad.map((response) => response.json<{ message: string }>().message))).toEqual(new Set([messages.http.badRequest, text.incompleteRecord]));
    expect(bad[1]!.json()).toEqual({ message: messages.http.badRequest, errors: [{ path: 'data', text: messages.http.fieldRequired }] });
    expect(bad[7]!.json()).toMatchObject({ errors: [{ path: 'data.status', text: messages.http.fieldUnknown }] });
    expect(bad[12]!.json()).toEqual({ message: text.incompleteRecord });
    expect(bad[18]!.json()).toEqual({ message: text.incompleteRecord });
  });
});

describe('closing, reopening and deleting a task', () => {
  it('ticks it with the time it was done, reopens it without, and counts the open ones', async () => {
    const counted = await tasksOf('agent').counter();
    const { id } = await newTask('agent', { name: 'Arroser les plantes' });
    expect(await tasksOf('agent').counter()).toBe(counted + 1);
    // The counter counts the user's own list's open tasks; empty record params ask for that list too.
    const openOwn = (await listed('agent', '?object_name=&object_id=')).data.filter((task) => task.status === 'todo');
    expect(openOwn).toHaveLength(counted + 1);

    const closed = await tasksOf('agent').close({ id });
    expect(closed.statusCode).toBe(200);
    expect(closed.json<Task>()).toMatchObject({ id, status: 'done', done_date: ctx.clock.now().toISOString(), version: 2, modify_task: 1 });
    expect(await tasksOf('agent').counter()).toBe(counted);
    // Done tasks stay in the user's own list (for 30 days), after the open ones.
    const own = await listed('agent');
    expect(taskIn(own, id)!.status).toBe('done');
    expect(own.data.findIndex((task) => task.id === id)).toBeGreaterThan(own.data.findLastIndex((task) => task.status === 'todo'));

    const reopened = await tasksOf('agent').close({ id, status: 'todo' });
    expect(reopened.json<Task>()).toMatchObject({ status: 'todo', done_date: null, version: 3 });
    expect(await tasksOf('agent').counter()).toBe(counted + 1);
  });

  it('deletes a task for its creator or an administrator, not for another colleague', async () => {
    const own = await newTask('agent', { name: 'À jeter' });
    expect((await tasksOf('agent').remove(own.id)).statusCode).toBe(204);
    expect(refusal(await tasksOf('agent').remove(own.id))).toEqual({ status: 404, message: text.taskNotFound });

    const byAdmin = await newTask('admin', { name: 'Par l’administrateur', object_name: 'employee', object_id: employee });
    expect(refusal(await tasksOf('agent').remove(byAdmin.id))).toEqual({ status: 403, message: text.deleteForbidden });
    const onEmployee = await newTask('agent', { name: 'Sur le salarié', object_name: 'employee', object_id: employee });
    expect((await tasksOf('admin').remove(byAdmin.id)).statusCode).toBe(204);
    expect((await tasksOf('agent').remove(onEmployee.id)).statusCode).toBe(204);
    expect(taskIn(await listed('agent', onRecord('employee', employee)), onEmployee.id)).toBeUndefined();
  });
});

describe('another organisation’s task', () => {
  it('answers 404 to save, close and delete, and is changed by none of them', async () => {
    const onRecordTask = await newTask('agent', { name: 'Confidentielle', object_name: 'employee', object_id: employee });
    const standalone = await newTask('agent', { name: 'Personnelle' });
    const unknown = { status: 404, message: text.taskNotFound };
    // An administrator of the other organisation: were the task theirs, they could change it.
    for (const { id } of [onRecordTask, standalone]) {
      expect(refusal(await tasksOf('admin.lilas').save({ id, version: 1, name: 'Volée' }))).toEqual(unknown);
      expect(refusal(await tasksOf('admin.lilas').close({ id }))).toEqual(unknown);
      expect(refusal(await tasksOf('admin.lilas').remove(id))).toEqual(unknown);
      expect(taskIn(await listed('admin.lilas'), id)).toBeUndefined();
    }
    expect(refusal(await tasksOf('agent').save({ id: 2_000_000, version: 1 }))).toEqual(unknown);
    expect(taskIn(await listed('agent', onRecord('employee', employee)), onRecordTask.id)).toMatchObject({ name: 'Confidentielle', status: 'todo', version: 1 });
    expect(taskIn(await listed('agent'), standalone.id)).toMatchObject({ name: 'Personnelle', status: 'todo', version: 1 });
  });
});

/** Each task of the user's own list by name: [late, very_late], '' when absent. */
const lateFlags = async (username: string) =>
  Object.fromEntries((await listed(username)).data.map((task) => [task.name, [task.late ?? '', task.very_late ?? '']]));

describe('late tasks', () => {
  it('are late once their due day is over in Paris, very late more than 7 days after, until done', async () => {
    // The test clock reads Sunday 22 November 2026, 10:00 in Paris.
    const dueToday = await newTask('agent.lilas', { name: "Aujourd'hui", due_date: '2026-11-22' });
    const dueYesterday = await newTask('agent.lilas', { name: 'Hier', due_date: '2026-11-21' });
    const dueWeekAgo = await newTask('agent.lilas', { name: 'Il y a 7 jours', due_date: '2026-11-15' });
    const dueLongAgo = await newTask('agent.lilas', { name: 'Il y a 8 jours', due_date: '2026-11-14' });
    const doneLongAgo = await newTask('agent.lilas', { name: 'Faite', due_date: '2026-11-01' });
    await tasksOf('agent.lilas').close({ id: doneLongAgo.id });
    expect(await lateFlags('agent.lilas')).toEqual({
      "Aujourd'hui": ['', ''],
      Hier: ['1', ''],
      'Il y a 7 jours': ['1', ''],
      'Il y a 8 jours': ['1', '1'],
      Faite: ['', ''],
    });
    expect([dueToday, dueYesterday, dueWeekAgo, dueLongAgo].every((task) => task.version === 1)).toBe(true);

    // 23:30 UTC is already Monday in Paris: a day later for every task.
    const later = Date.parse('2026-11-22T23:30:00Z') - ctx.clock.now().getTime();
    ctx.clock.advance(later);
    try {
      tokens['agent.lilas'] = await ctx.login('agent.lilas');
      expect(await lateFlags('agent.lilas')).toEqual({
        "Aujourd'hui": ['1', ''],
        Hier: ['1', ''],
        'Il y a 7 jours': ['1', '1'],
        'Il y a 8 jours': ['1', '1'],
        Faite: ['', ''],
      });
      // Thirty days on, the done task has left the list; open ones stay.
      ctx.clock.advance(31 * DAY);
      tokens['agent.lilas'] = await ctx.login('agent.lilas');
      expect(Object.keys(await lateFlags('agent.lilas'))).toEqual(['Il y a 8 jours', 'Il y a 7 jours', 'Hier', "Aujourd'hui"]);
    } finally {
      ctx.clock.advance(-later - 31 * DAY);
      tokens['agent.lilas'] = await ctx.login('agent.lilas');
    }
  });
});

describe('realtime events', () => {
  it('tell the assignee, and the previous one when the task moves, to read their counter and tasks again', async () => {
    const heard: RealtimeEvent[] = [];
    const stop = ctx.app.events.subscribe(saintAubin, (event) => heard.push(event));
    try {
      const { id } = await newTask('agent', { name: 'Annoncée', assigned_to: ids.admin, object_name: 'customer', object_id: customer });
      expect(heard.map((event) => [event.type, event.to])).toEqual([
        ['UPDATE_TASK_COUNTER', 'admin'],
        ['UPDATE_TASKS', 'admin'],
        // The task given to them is also their notification (notifications.test.ts).
        ['NOTIFY_USER', 'admin'],
      ]);
      expect(heard[0]!.payload).toEqual({ id, object_name: 'customer', object_id: customer });

      heard.length = 0;
      expect((await tasksOf('agent').save({ id, version: 1, assigned_to: ids.agent })).statusCode).toBe(200);
      expect(heard.map((event) => `${event.type} → ${event.to}`).toSorted()).toEqual([
        'UPDATE_TASKS → admin',
        'UPDATE_TASKS → agent',
        'UPDATE_TASK_COUNTER → admin',
        'UPDATE_TASK_COUNTER → agent',
      ]);

      heard.length = 0;
      await tasksOf('agent').close({ id });
      expect(heard.map((event) => event.to)).toEqual(['agent', 'agent']);
    } finally {
      stop();
    }
  });
});
