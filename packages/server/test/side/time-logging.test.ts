import { type HistoryPage, type RealtimeEvent, type TimeLoggingAnswer, type TimeLoggingState, formatMessage, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStreams } from '../helpers/event-stream.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';
import { ui } from '../../src/metadata/layout.js';
import type { ModuleDefinition } from '../../src/metadata/module-definition.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { employeeModule } from '../../src/modules/hr/employee/employee-module.js';
import { timesheetModule } from '../../src/modules/hr/timesheet/timesheet-module.js';

/** The top bar's activities (SPEC §3 Activity / time log, §4, §7 GET, POST /api-internal/time_logging, §9). */

const text = messages.timeLogging;
const MINUTE = 60_000;
let ctx: TestContext;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const clients: Record<string, FormClient> = {};
let saintAubin: number;
/** The employees linked to the agents of Saint-Aubin and of the Lilas clinic. */
let agentEmployee: number;
let lilasEmployee: number;

beforeAll(async () => {
  ctx = await createTestApp();
  await logInAll();
  for (const user of await ctx.app.db.kysely.selectFrom('app_user').select(['id', 'username']).execute()) ids[user.username] = user.id;
  saintAubin = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
  // An administrator links each agent's account to their employee record (the field is administrators' to write).
  const employee = { contract: 'cdi', hire_date: '2019-03-01' };
  agentEmployee = (await create(clients.admin!, 'employee', { ...employee, last_name: 'Durand', first_name: 'Camille', user_id: String(ids.agent) })).identifier;
  lilasEmployee = (await create(clients['admin.lilas']!, 'employee', { ...employee, last_name: 'Petit', first_name: 'Julien', user_id: String(ids['agent.lilas']) })).identifier;
});
afterAll(() => ctx.close());

async function logInAll(): Promise<void> {
  for (const username of ['admin', 'agent', 'partenaire', 'admin.lilas', 'agent.lilas']) {
    tokens[username] = await ctx.login(username);
    clients[username] = formClient(ctx.app, tokens[username]);
  }
}

/** Moves the test clock forward to an instant (ISO-8601); sessions of a day before are over, everyone logs in again. */
async function moveTo(instant: string): Promise<void> {
  const step = Date.parse(instant) - ctx.clock.now().getTime();
  if (step < 0) throw new Error(`the clock is past ${instant} already`);
  ctx.clock.advance(step);
  await logInAll();
}

const stateOf = async (username: string): Promise<TimeLoggingState> => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api-internal/time_logging', headers: bearer(tokens[username]!) });
  expect(response.statusCode).toBe(200);
  return response.json();
};
const post = (username: string, payload: object) => ctx.app.inject({ method: 'POST', url: '/api-internal/time_logging', headers: bearer(tokens[username]!), payload });
async function change(username: string, payload: object): Promise<TimeLoggingAnswer> {
  const response = await post(username, payload);
  if (response.statusCode !== 200) throw new Error(`time_logging answered ${response.statusCode}: ${response.body}`);
  return response.json();
}
const refusal = async (username: string, payload: object) => {
  const response = await post(username, payload);
  return { status: response.statusCode, message: response.json<{ message: string }>().message };
};

const spent = (state: TimeLoggingState, id: string) => state.activities.find((activity) => activity.id === id)!;
const runningLogs = () => ctx.app.db.kysely.selectFrom('time_log').select('activity').where('user_id', '=', ids.agent!).where('stopped_at', 'is', null).execute();
const logsOf = (username: string) => ctx.app.db.kysely.selectFrom('time_log').selectAll().where('user_id', '=', ids[username]!).orderBy('id').execute();

interface Sheet {
  identifier: number;
  version: number;
  values: Record<string, unknown>;
  collection: { lines: { data: { values: Record<string, unknown> }[] } };
}
const timesheetOf = async (username: string, id: number): Promise<Sheet> => (await clients[username]!.load('timesheet', id)).json<Sheet>();
const linesOf = (sheet: Sheet) => sheet.collection.lines.data.map(({ values }) => ({ day: values.day, start: values.start, end: values.end, project: values.project }));
/** The timesheets of an employee, by month. */
const sheetsOf = async (employee: number) =>
  (await ctx.db.selectFrom('timesheet').select(['id', 'month']).where('employee_id', '=', employee).orderBy('id').execute()).map((row) => ({ id: Number(row.id), month: String(row.month) }));

describe('the link between an employee and an account', () => {
  it('is an active user of the organisation, one employee per account, set by an administrator', async () => {
    const employee = { contract: 'cdi', hire_date: '2020-01-06', last_name: 'Second', first_name: 'Compte' };
    const taken = await clients.admin!.save('employee', { identifier: null, values: { ...employee, user_id: String(ids.agent) } });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ errors: [{ path: 'user_id', text: messages.form.uniqueTaken }] });
    const foreign = await clients.admin!.save('employee', { identifier: null, values: { ...employee, user_id: String(ids['agent.lilas']) } });
    expect(foreign.json()).toMatchObject({ errors: [{ path: 'user_id', text: messages.form.invalidChoice }] });
    // Someone else's value is ignored, as any field they may not write.
    const byAgent = await create(clients.agent!, 'employee', { ...employee, user_id: String(ids.partenaire) });
    expect(byAgent.values.user_id).toBeNull();
  });
});

describe('the activities', () => {
  it('are none for a user linked to no employee, who cannot start one either', async () => {
    for (const username of ['admin', 'partenaire']) {
      expect(await stateOf(username)).toEqual({ activities: [], running: null, server_now: ctx.clock.now().toISOString(), notice: null });
    }
    expect(await refusal('admin', { status: 'reception' })).toEqual({ status: 403, message: text.notLinked });
  });

  it('are the declared ones for a linked user, their choices asked for the projects', async () => {
    const state = await stateOf('agent');
    expect(state).toEqual({
      activities: [
        {
          id: 'project',
          name: 'Projets',
          active: false,
          spend_time: 0,
          choice_title: 'Sur quel projet travaillez-vous ?',
          choices: [
            { label: 'Dématérialisation des dossiers', value: 'paperless', spend_time: 0, active: false },
            { label: 'Rénovation des locaux', value: 'renovation', spend_time: 0, active: false },
            { label: 'Formation interne', value: 'training', spend_time: 0, active: false },
          ],
        },
        { id: 'reception', name: 'Accueil du public', active: false, spend_time: 0 },
        { id: 'administration', name: 'Administration générale', active: false, spend_time: 0 },
      ],
      running: null,
      server_now: ctx.clock.now().toISOString(),
      notice: null,
    });
  });

  it('start and stop, today’s time counting the running log up to now', async () => {
    await moveTo('2026-11-23T08:00:00.000Z');
    const started = await change('agent', { status: 'reception', workstation: '  Accueil-PC2 ' });
    expect(started.running).toEqual({ activity: 'reception', value: null, started_at: '2026-11-23T08:00:00.000Z' });
    expect(spent(started, 'reception')).toMatchObject({ active: true, spend_time: 0 });
    ctx.clock.advance(90_000);
    const running = await stateOf('agent');
    expect(running.server_now).toBe('2026-11-23T08:01:30.000Z');
    expect(spent(running, 'reception')).toMatchObject({ active: true, spend_time: 90 });
    ctx.clock.advance(30_500);
    const stopped = await change('agent', { stop: true });
    expect(stopped).toMatchObject({ running: null, notice: null, carry_notice: null });
    expect(spent(stopped, 'reception')).toMatchObject({ active: false, spend_time: 120 });
    const [log] = await logsOf('agent');
    expect(log).toMatchObject({ activity: 'reception', choice: null, workstation: 'Accueil-PC2', started_at: '2026-11-23T08:00:00.000Z', stopped_at: '2026-11-23T08:02:00.500Z' });
    // Stopping again changes nothing.
    expect((await change('agent', { stop: true, status: 'reception' })).running).toBeNull();
    expect(await logsOf('agent')).toHaveLength(1);
  });

  it('starting another stops the one running; a choice counts for its activity too', async () => {
    await moveTo('2026-11-23T09:00:00.000Z');
    await change('agent', { status: 'reception' });
    ctx.clock.advance(10 * MINUTE);
    const switched = await change('agent', { status: 'project', value: 'training', user: ids.agent });
    expect(switched.running).toEqual({ activity: 'project', value: 'training', started_at: '2026-11-23T09:10:00.000Z' });
    expect(spent(switched, 'reception')).toMatchObject({ active: false, spend_time: 120 + 600 });
    ctx.clock.advance(5 * MINUTE);
    const state = await stateOf('agent');
    expect(spent(state, 'project')).toMatchObject({ active: true, spend_time: 300 });
    expect(spent(state, 'project').choices!.map((choice) => [choice.value, choice.spend_time, choice.active])).toEqual([
      ['paperless', 0, false],
      ['renovation', 0, false],
      ['training', 300, true],
    ]);
    await change('agent', { stop: true });
    expect(await ctx.app.db.kysely.selectFrom('time_log').select('id').where('stopped_at', 'is', null).execute()).toEqual([]);
  });

  it('need a choice when they offer some, one of theirs, and none otherwise', async () => {
    expect(await refusal('agent', { status: 'project' })).toEqual({ status: 400, message: formatMessage(text.choiceRequired, { name: 'Projets' }) });
    expect(await refusal('agent', { status: 'project', value: 'reception' })).toEqual({
      status: 400,
      message: formatMessage(text.unknownChoice, { value: 'reception', name: 'Projets' }),
    });
    expect(await refusal('agent', { status: 'reception', value: 'training' })).toEqual({ status: 400, message: formatMessage(text.noChoices, { name: 'Accueil du public' }) });
    expect(await refusal('agent', { status: 'cafe' })).toEqual({ status: 400, message: formatMessage(text.unknownActivity, { status: 'cafe' }) });
    expect(await refusal('agent', {})).toEqual({ status: 400, message: text.statusRequired });
    expect(await refusal('agent', { stop: false, workstation: 'PC' })).toEqual({ status: 400, message: text.statusRequired });
    expect((await stateOf('agent')).running).toBeNull();
  });

  it('refuse malformed bodies in French', async () => {
    for (const payload of [{ status: 12 }, { status: 'reception', extra: 1 }, { status: '' }, { stop: 'yes' }, { status: 'reception', user: 'agent' }, { status: 'reception', workstation: 'x'.repeat(101) }]) {
      const response = await post('agent', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(messages.http.badRequest);
    }
    expect((await post('agent', { status: 'reception', workstation: 'PC\u0000' })).json()).toEqual({
      message: messages.form.invalidCharacters,
      errors: [{ path: 'workstation', text: messages.form.invalidCharacters }],
    });
    const notJson = await ctx.app.inject({ method: 'POST', url: '/api-internal/time_logging', headers: { ...bearer(tokens.agent!), 'content-type': 'application/json' }, payload: '{"status":' });
    expect(notJson.statusCode).toBe(400);
    expect((await stateOf('agent')).running).toBeNull();
  });

  it('are never logged for someone else', async () => {
    expect(await refusal('admin', { status: 'reception', user: ids.agent })).toEqual({ status: 403, message: text.otherUser });
    expect(await refusal('agent', { stop: true, user: ids.admin })).toEqual({ status: 403, message: text.otherUser });
    expect((await stateOf('agent')).running).toBeNull();
  });

  it('of another organisation are never seen nor stopped', async () => {
    await moveTo('2026-11-23T10:00:00.000Z');
    await change('agent', { status: 'administration' });
    ctx.clock.advance(MINUTE);
    const lilas = await stateOf('agent.lilas');
    expect(lilas.running).toBeNull();
    expect(lilas.activities.every((activity) => activity.spend_time === 0 && !activity.active)).toBe(true);
    await change('agent.lilas', { stop: true });
    expect((await stateOf('agent')).running).toMatchObject({ activity: 'administration' });
    await change('agent.lilas', { status: 'reception' });
    expect((await stateOf('agent')).running).toMatchObject({ activity: 'administration' });
    await change('agent.lilas', { stop: true });
    await change('agent', { stop: true });
  });

  it('started at the same time from two tabs leave exactly one running log', async () => {
    await moveTo('2026-11-23T11:00:00.000Z');
    // Two tabs: the one that meets the other's log is tried again and stops it.
    const pair = await Promise.all([post('agent', { status: 'reception' }), post('agent', { status: 'project', value: 'paperless' })]);
    expect(pair.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await runningLogs()).toHaveLength(1);
    // Many at once: each is applied or, beaten again and again, refused; one log runs.
    const answers = await Promise.all(
      ['reception', 'administration', 'reception', 'administration', 'reception', 'administration'].map((status) => post('agent', { status })),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    for (const answer of answers.filter((candidate) => candidate.statusCode === 409)) expect(answer.json()).toEqual({ message: text.busy });
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    const running = await runningLogs();
    expect(running).toHaveLength(1);
    expect((await stateOf('agent')).running?.activity).toBe(running[0]!.activity);
    await change('agent', { stop: true });
  });
});

describe('the time of a stopped log', () => {
  let november: number;

  it('goes into the month’s timesheet as a line, created when there is none', async () => {
    const before = await sheetsOf(agentEmployee);
    // Everything so far lasted a few minutes on 2026-11-23, in Paris one hour ahead of UTC.
    expect(before.map((sheet) => sheet.month)).toEqual(['2026-11']);
    november = before[0]!.id;
    const sheet = await timesheetOf('agent', november);
    expect(linesOf(sheet).slice(0, 2)).toEqual([
      { day: '2026-11-23', start: '09:00', end: '09:03', project: 'reception' },
      { day: '2026-11-23', start: '10:00', end: '10:10', project: 'reception' },
    ]);
    expect(linesOf(sheet)[2]).toEqual({ day: '2026-11-23', start: '10:10', end: '10:15', project: 'training' });
    expect(sheet.values).toMatchObject({ employee_id: agentEmployee, month: '2026-11', validated: false });
  });

  it('is appended to the lines, with the total recomputed, the version bumped and a history entry in the user’s name', async () => {
    await moveTo('2026-11-24T07:15:40.000Z');
    const before = await timesheetOf('agent', november);
    await change('agent', { status: 'project', value: 'renovation' });
    ctx.clock.advance(90 * MINUTE + 5_000);
    await change('agent', { stop: true });
    const after = await timesheetOf('agent', november);
    expect(after.version).toBe(before.version + 1);
    expect(linesOf(after)).toEqual([...linesOf(before), { day: '2026-11-24', start: '08:15', end: '09:46', project: 'renovation' }]);
    // 08:15 to 09:46: 91 minutes, 1.52 hours.
    expect(after.values.total_hours).toBeCloseTo((before.values.total_hours as number) + 1.52, 5);
    const history = (await clients.agent!.history('timesheet', november)).json<HistoryPage>();
    expect(history.data[0]!.main).toMatchObject({ type: 'Modification', user: 'Camille Durand', username: 'agent' });
    expect(history.data[0]!.main.modification['Total des heures']).toBeDefined();
    expect(history.data[0]!.sub).toEqual([
      {
        type: 'Création',
        collectionLabel: 'Lignes',
        id: expect.any(Number),
        modification: {
          Jour: { old: null, new: '24/11/2026' },
          Début: { old: null, new: '08:15' },
          Fin: { old: null, new: '09:46' },
          Projet: { old: null, new: 'Rénovation des locaux' },
          Heures: { old: null, new: expect.stringMatching(/^1,52/) },
        },
      },
    ]);
    const [log] = (await logsOf('agent')).slice(-1);
    expect(log).toMatchObject({ carried_to: november, not_carried_month: null });
  });

  it('carries nothing under a minute', async () => {
    const before = await timesheetOf('agent', november);
    await change('agent', { status: 'reception' });
    ctx.clock.advance(59_000);
    await change('agent', { stop: true });
    expect((await timesheetOf('agent', november)).version).toBe(before.version);
    expect((await logsOf('agent')).at(-1)).toMatchObject({ carried_to: null, not_carried_month: null });
  });

  it('gives a line per day when the log runs past midnight, and today’s time counts from midnight', async () => {
    // 23:30 in Paris.
    await moveTo('2026-11-25T22:30:20.000Z');
    const before = await timesheetOf('agent', november);
    await change('agent', { status: 'administration' });
    await moveTo('2026-11-25T23:45:00.000Z');
    expect(spent(await stateOf('agent'), 'administration')).toMatchObject({ active: true, spend_time: 45 * 60 });
    await change('agent', { stop: true });
    const after = await timesheetOf('agent', november);
    expect(linesOf(after).slice(linesOf(before).length)).toEqual([
      { day: '2026-11-25', start: '23:30', end: '23:59', project: 'administration' },
      { day: '2026-11-26', start: '00:00', end: '00:45', project: 'administration' },
    ]);
    expect(after.version).toBe(before.version + 1);
  });

  it('goes into each month’s timesheet when the log runs into the next month', async () => {
    await moveTo('2026-11-30T22:50:00.000Z');
    await change('agent', { status: 'reception' });
    await moveTo('2026-11-30T23:20:00.000Z');
    await change('agent', { stop: true });
    const sheets = await sheetsOf(agentEmployee);
    expect(sheets.map((sheet) => sheet.month)).toEqual(['2026-11', '2026-12']);
    expect(linesOf(await timesheetOf('agent', november)).at(-1)).toEqual({ day: '2026-11-30', start: '23:50', end: '23:59', project: 'reception' });
    const december = await timesheetOf('agent', sheets[1]!.id);
    expect(linesOf(december)).toEqual([{ day: '2026-12-01', start: '00:00', end: '00:20', project: 'reception' }]);
    expect(december.values.total_hours).toBe(0.33);
    const history = (await clients.agent!.history('timesheet', sheets[1]!.id)).json<HistoryPage>();
    expect(history.data.map((entry) => [entry.main.type, entry.main.username])).toEqual([['Création', 'agent']]);
    expect(history.data[0]!.main.modification['Salarié']).toEqual({ old: null, new: { id: agentEmployee, label: 'DURAND Camille' } });
  });

  it('stays out of a validated timesheet, which is left unchanged, and the user is told', async () => {
    const january = await create(clients.admin!, 'timesheet', { employee_id: agentEmployee, month: '2027-01', validated: true });
    await moveTo('2027-01-11T08:00:00.000Z');
    await change('agent', { status: 'reception' });
    ctx.clock.advance(30 * MINUTE);
    const answer = await change('agent', { status: 'administration' });
    const told = formatMessage(text.notCarried, { month: 'janvier 2027' });
    expect(told).toBe('La feuille de temps de janvier 2027 est validée : ce temps n’y a pas été reporté.');
    expect(answer).toMatchObject({ carry_notice: told, notice: told });
    expect((await stateOf('agent')).notice).toBe(told);
    expect((await timesheetOf('admin', january.identifier)).version).toBe(january.version);
    expect(linesOf(await timesheetOf('admin', january.identifier))).toEqual([]);
    expect((await logsOf('agent')).at(-2)).toMatchObject({ activity: 'reception', carried_to: null, not_carried_month: '2027-01' });
    // The next stop, under a minute, has nothing to carry nor to tell.
    ctx.clock.advance(30_000);
    expect((await change('agent', { stop: true })).carry_notice).toBeNull();
  });
});

describe('the announcements', () => {
  it('tell the user’s other tabs, and nobody else, of a change; the timesheet’s open forms hear of its new version', async () => {
    const streams = await userStreams(ctx.app);
    const streamOf = (username: string) => streams.of(tokens[username]!);
    const heard: RealtimeEvent[] = [];
    const stop = ctx.app.events.subscribe(saintAubin, (event) => heard.push(event));
    try {
      const agent = await streamOf('agent');
      const admin = await streamOf('admin');
      await moveTo('2027-02-01T08:00:00.000Z');
      await change('agent', { status: 'reception' });
      expect(await agent.next()).toMatchObject({ type: 'TIME_LOGGING_UPDATED', to: 'agent' });
      ctx.clock.advance(2 * MINUTE);
      await change('agent', { stop: true });
      const saved = await agent.next();
      expect(saved).toMatchObject({ type: 'FORM_UPDATED', to: null, payload: { form: 'timesheet', username: 'agent', name: 'Camille Durand' } });
      expect(await agent.next()).toMatchObject({ type: 'TIME_LOGGING_UPDATED', to: 'agent' });
      // The administrator heard the timesheet saved, never the agent's time.
      expect(await admin.next()).toMatchObject({ type: 'FORM_UPDATED', payload: saved.payload });
      await create(clients.admin!, 'customer', { name: 'Après le suivi du temps', kind: 'company' });
      expect(await admin.next()).toMatchObject({ type: 'FORM_UPDATED', payload: { form: 'customer' } });
      expect(heard.filter((event) => event.type === 'TIME_LOGGING_UPDATED').map((event) => event.to)).toEqual(['agent', 'agent']);
      // A stop with nothing running changes nothing and tells nothing.
      await change('agent', { stop: true });
      expect(heard.filter((event) => event.type === 'TIME_LOGGING_UPDATED')).toHaveLength(2);
    } finally {
      stop();
      streams.closeAll();
    }
  });

  it('of the Lilas clinic stay there', async () => {
    const heard: RealtimeEvent[] = [];
    const stop = ctx.app.events.subscribe(saintAubin, (event) => heard.push(event));
    try {
      await change('agent.lilas', { status: 'reception' });
      ctx.clock.advance(2 * MINUTE);
      await change('agent.lilas', { stop: true });
      expect(heard).toEqual([]);
      const [sheet] = await sheetsOf(lilasEmployee);
      expect(linesOf(await timesheetOf('admin.lilas', sheet!.id))).toEqual([{ day: '2027-02-01', start: expect.any(String), end: expect.any(String), project: 'reception' }]);
      expect((await clients.admin!.load('timesheet', sheet!.id)).statusCode).toBe(404);
    } finally {
      stop();
    }
  });
});

const registry = (...definitions: ModuleDefinition[]) => () => new ModuleRegistry(definitions);

describe('the time-logging declaration', () => {
  const declaration = timesheetModule.timeLogging!;
  const withDeclaration = (changes: Partial<typeof declaration>) => ({ ...timesheetModule, timeLogging: { ...declaration, ...changes } });
  const employees = { ...employeeModule, collections: {}, layout: ui.vertical(...Object.keys(employeeModule.fields)), charts: {} };

  it('names the employees’ user field and fields of the right kinds', () => {
    expect(registry(employees, timesheetModule)).not.toThrow();
    expect(registry(employees, withDeclaration({ employees: { module: 'employee', user: 'photo' } }))).toThrow(/naming a user account/);
    expect(registry(employees, withDeclaration({ employee: 'month' }))).toThrow(/select_async field relating to "employee"/);
    expect(registry(employees, withDeclaration({ month: 'employee_id' }))).toThrow(/date_monthly/);
    expect(registry(employees, withDeclaration({ validated: 'month' }))).toThrow(/boolean/);
    expect(registry(employees, withDeclaration({ lines: { ...declaration.lines, start: 'day' } }))).toThrow(/time start and end/);
  });

  it('offers activities writing projects of the lines', () => {
    const [project, reception] = declaration.activities;
    expect(registry(employees, withDeclaration({ activities: [] }))).toThrow(/no activity/);
    expect(registry(employees, withDeclaration({ activities: [reception!, reception!] }))).toThrow(/not a free identifier/);
    expect(registry(employees, withDeclaration({ activities: [{ ...reception!, project: 'holidays' }] }))).toThrow(/"holidays" is not a project/);
    expect(registry(employees, withDeclaration({ activities: [{ ...project!, project: 'reception' }] }))).toThrow(/a project or choices, not both/);
    expect(registry(employees, withDeclaration({ activities: [{ ...project!, choiceTitle: undefined }] }))).toThrow(/choice title/);
  });

  it('is declared by one module at most, on a module no validation locks', () => {
    const other = { ...withDeclaration({}), name: 'other_sheet', table: 'other_sheet', collections: { lines: { ...timesheetModule.collections!.lines!, table: 'other_sheet_lines' } } } as ModuleDefinition;
    expect(registry(employees, timesheetModule, other)).toThrow(/already declared by "timesheet"/);
    const validated = { ...timesheetModule, validation: { steps: [{ type: 'VALIDATION' as const, label: 'Chef', validators: async () => [] }] } };
    expect(registry(employees, validated)).toThrow(/no validation/);
  });
});
