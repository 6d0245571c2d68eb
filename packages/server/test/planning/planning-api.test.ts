import { type PlanningData, encodeParams, formatMessage, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_EVENTS } from '../../src/engines/planning/planning-events.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { applicationModules } from '../../src/modules/index.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

const text = messages.planning;
let ctx: TestContext;
let agent: FormClient;
let agentToken: string;
let irene: number;
let bruno: number;

beforeAll(async () => {
  ctx = await createTestApp();
  agentToken = await ctx.login('agent');
  agent = formClient(ctx.app, agentToken);
  irene = (await create(agent, 'employee', { last_name: 'Absalon', first_name: 'Irène', contract: 'cdi', hire_date: '2012-02-01' })).identifier;
  bruno = (await create(agent, 'employee', { last_name: 'Bernard', first_name: 'Bruno', contract: 'cdi', hire_date: '2014-06-01' })).identifier;
  // Across the week of Monday 14 May 2035 (Pentecost Monday), one before it, one after it, one refused.
  await create(agent, 'absence', { employee_id: irene, type: 'paid_leave', status: 'approved', start_date: '2035-05-10', end_date: '2035-05-15', comment: 'Pont de mai' });
  await create(agent, 'absence', { employee_id: bruno, type: 'sick', status: 'approved', start_date: '2035-05-18', end_date: '2035-05-18' });
  await create(agent, 'absence', { employee_id: bruno, type: 'rtt', status: 'requested', start_date: '2035-05-20', end_date: '2035-05-22' });
  await create(agent, 'absence', { employee_id: irene, type: 'training', status: 'refused', start_date: '2035-05-16', end_date: '2035-05-16' });
  await create(agent, 'absence', { employee_id: irene, type: 'rtt', status: 'approved', start_date: '2035-05-04', end_date: '2035-05-04' });
  await create(agent, 'absence', { employee_id: irene, type: 'rtt', status: 'approved', start_date: '2035-05-21', end_date: '2035-05-21' });
});
afterAll(() => ctx.close());

const call = (token: string, name: string, params?: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api-internal/planning/${name}${params ? `/${encodeURIComponent(encodeParams(params))}` : ''}`, headers: bearer(token) });

async function planning(name: string, params: Record<string, string>, token = agentToken): Promise<PlanningData> {
  const response = await call(token, name, params);
  if (response.statusCode !== 200) throw new Error(`planning ${name} answered ${response.statusCode}: ${response.body}`);
  return response.json<PlanningData>();
}

/** The public holidays of March and December 2035 as the agent's organisation sees them. */
const marchAndDecemberHolidays = async () =>
  [...(await planning('absences', { start: '2035-03-01', scale: 'month' })).days, ...(await planning('absences', { start: '2035-12-01', scale: 'month' })).days].filter((day) => day.holliday);

describe('GET /api-internal/planning/{id}/{param}', () => {
  it('answers a week from Monday to Sunday with the events sharing a day with it, refused absences left out', async () => {
    const week = await planning('absences', { start: '2035-05-16', scale: 'week' });
    expect(week.from).toBe('2035-05-14');
    expect(week.days.map((day) => [day.date, day.day_of_week, day.day_number, day.weekend])).toEqual([
      ['2035-05-14', 'lundi', 14, false],
      ['2035-05-15', 'mardi', 15, false],
      ['2035-05-16', 'mercredi', 16, false],
      ['2035-05-17', 'jeudi', 17, false],
      ['2035-05-18', 'vendredi', 18, false],
      ['2035-05-19', 'samedi', 19, true],
      ['2035-05-20', 'dimanche', 20, true],
    ]);
    expect(week.days[0]).toMatchObject({ month_name: 'mai', week_number: 20, isToday: false });
    expect(week.data.map((event) => [event.title, event.date, event.end_date])).toEqual([
      ['Congés payés', '2035-05-10', '2035-05-15'],
      ['Maladie', '2035-05-18', '2035-05-18'],
      ['RTT', '2035-05-20', '2035-05-22'],
    ]);
    expect(week.configuration).toMatchObject({
      name: 'absences',
      title: 'Planning des absences',
      scale: 'week',
      start: '2035-05-14',
      end: '2035-05-20',
      previous: '2035-05-07',
      next: '2035-05-21',
      item_label: 'Salarié',
      form: 'absence',
      timed: false,
      can_create: true,
      can_update: true,
      // Deleting is for administrators (default rights).
      can_delete: false,
    });
  });

  it('describes each event as SPEC §3 Calendar event: full days, its status colour, the employee, its form and version', async () => {
    const [leave] = (await planning('absences', { start: '2035-05-14', scale: 'day' })).data;
    expect(leave).toMatchObject({
      startTime: null,
      endTime: null,
      title: 'Congés payés',
      subtitle: 'Validée',
      content: 'Pont de mai',
      color: '#5cb85c',
      icon: 'beach_access',
      employees: [{ first_name: 'Irène', surname: 'ABSALON' }],
      form: 'absence',
      form_title: 'Absence',
      object_linked: 'ABSALON Irène',
      object_name: 'absence',
      item: irene,
      version: 1,
    });
    expect(leave!.form_id).toBe(leave!.object_id);
  });

  it('marks public holidays, Easter Monday and Pentecost Monday computed for the year, and today', async () => {
    const march = await planning('absences', { start: '2035-03-10', scale: 'month' });
    expect(march.days.filter((day) => day.holliday).map((day) => [day.date, day.holliday_label])).toEqual([['2035-03-26', 'Lundi de Pâques']]);
    const may = await planning('absences', { start: '2035-05-31', scale: 'month' });
    expect(may.days.filter((day) => day.holliday).map((day) => [day.date, day.holliday_label])).toEqual([
      ['2035-05-01', 'Fête du travail'],
      ['2035-05-03', 'Ascension'],
      ['2035-05-08', 'Fête de la Victoire 1945'],
      ['2035-05-14', 'Lundi de Pentecôte'],
    ]);
    // The test clock reads 22 November 2026 in Paris.
    const today = await planning('absences', {});
    expect(today.configuration.scale).toBe('week');
    expect(today.days.filter((day) => day.isToday).map((day) => day.date)).toEqual(['2026-11-22']);
  });

  it('adds Good Friday and St Stephen’s Day for an organisation in Alsace-Moselle', async () => {
    const saintAubin = await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow();
    expect((await marchAndDecemberHolidays()).map((day) => day.date)).toEqual(['2035-03-26', '2035-12-25']);
    await ctx.app.db.kysely.insertInto('client_setting').values({ client_id: saintAubin.id, key: 'public_holidays_region', value: 'alsace_moselle' }).execute();
    try {
      expect((await marchAndDecemberHolidays()).map((day) => [day.date, day.holliday_label])).toEqual([
        ['2035-03-23', 'Vendredi saint'],
        ['2035-03-26', 'Lundi de Pâques'],
        ['2035-12-25', 'Noël'],
        ['2035-12-26', 'Lendemain de Noël'],
      ]);
    } finally {
      await ctx.app.db.kysely.deleteFrom('client_setting').where('client_id', '=', saintAubin.id).where('key', '=', 'public_holidays_region').execute();
    }
  });

  it('shows the organisation’s closing days with their labels and reasons, and only its own', async () => {
    await create(agent, 'closing_day', { label: 'Fermeture de fin d’année', reason: 'annual', start_date: '2035-12-24', end_date: '2036-01-02' });
    await create(agent, 'closing_day', { label: 'Inventaire', reason: 'inventory', start_date: '2035-12-28', end_date: '2035-12-28' });
    const lilas = formClient(ctx.app, await ctx.login('admin.lilas'));
    expect((await lilas.save('closing_day', { identifier: null, values: { label: 'Ailleurs', reason: 'other', start_date: '2035-12-27', end_date: '2035-12-27' } })).statusCode).toBe(404);

    const week = await planning('absences', { start: '2035-12-27', scale: 'week' });
    expect(week.days.map((day) => [day.date, day.closing, day.closing_label, day.closing_reasons])).toEqual([
      ['2035-12-24', true, 'Fermeture de fin d’année', ['Fermeture annuelle']],
      ['2035-12-25', true, 'Fermeture de fin d’année', ['Fermeture annuelle']],
      ['2035-12-26', true, 'Fermeture de fin d’année', ['Fermeture annuelle']],
      ['2035-12-27', true, 'Fermeture de fin d’année', ['Fermeture annuelle']],
      ['2035-12-28', true, 'Fermeture de fin d’année · Inventaire', ['Fermeture annuelle', 'Inventaire']],
      ['2035-12-29', true, 'Fermeture de fin d’année', ['Fermeture annuelle']],
      ['2035-12-30', true, 'Fermeture de fin d’année', ['Fermeture annuelle']],
    ]);
    const lilasWeek = await planning('absences', { start: '2035-12-27', scale: 'week' }, await ctx.login('agent.lilas'));
    expect(lilasWeek.days.some((day) => day.closing)).toBe(false);
  });

  it('answers a month within the month, a day alone, and where the previous and next spans begin', async () => {
    const may = await planning('absences', { start: '2035-05-31', scale: 'month' });
    expect([may.from, may.days.length, may.configuration.previous, may.configuration.next]).toEqual(['2035-05-01', 31, '2035-04-01', '2035-06-01']);
    expect(may.data.map((event) => event.date)).toEqual(['2035-05-04', '2035-05-10', '2035-05-18', '2035-05-20', '2035-05-21']);
    const day = await planning('absences', { start: '2035-05-18', scale: 'day' });
    expect([day.days.length, day.configuration.previous, day.configuration.next, day.data.map((event) => event.title)]).toEqual([1, '2035-05-17', '2035-05-19', ['Maladie']]);
  });

  it('keeps, past the limit, the events begun before the span first (by start, then id), then the earliest begun in it, and says so', async () => {
    const clientId = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
    const employee = (await create(agent, 'employee', { last_name: 'Chargée', first_name: 'Zoé', contract: 'cdi', hire_date: '2012-02-01' })).identifier;
    const at = new Date().toISOString();
    const absence = (start_date: string, end_date: string, comment: string | null = null) => ({
      client_id: clientId,
      version: 1,
      created_at: at,
      created_by: 1,
      updated_at: at,
      updated_by: 1,
      employee_id: employee,
      type: 'rtt',
      status: 'approved',
      start_date,
      end_date,
      comment,
    });
    // As many one-day absences as the limit in March 2037, the days taken in turn (ids do not follow the days)...
    const inMarch = Array.from({ length: MAX_EVENTS }, (_unused, index) => {
      const day = `2037-03-${String((index % 31) + 1).padStart(2, '0')}`;
      return absence(day, day);
    });
    for (let start = 0; start < inMarch.length; start += 500) await ctx.db.insertInto('absence').values(inMarch.slice(start, start + 500)).execute();
    // ...then, with the highest ids, absences begun in February: three still running in March, one over before it.
    await ctx.db
      .insertInto('absence')
      .values([
        absence('2037-02-27', '2037-03-01', 'jusqu’au 1er mars'),
        absence('2037-02-20', '2037-04-10', 'depuis le 20 février'),
        absence('2037-02-27', '2037-03-05', 'jusqu’au 5 mars'),
        absence('2037-02-10', '2037-02-28', 'finie en février'),
      ])
      .execute();
    const seeded = (await ctx.db.selectFrom('absence').select(['id', 'start_date']).where('employee_id', '=', employee).execute()) as { id: number; start_date: string }[];
    const begunInMarch = seeded
      .filter((row) => row.start_date >= '2037-03-01')
      .toSorted((a, b) => a.start_date.localeCompare(b.start_date) || a.id - b.id)
      .map((row) => row.id);

    const march = await planning('absences', { start: '2037-03-01', scale: 'month' });
    expect(march.data).toHaveLength(MAX_EVENTS);
    expect(march.data.slice(0, 3).map((event) => [event.date, event.end_date, event.content])).toEqual([
      ['2037-02-20', '2037-04-10', 'depuis le 20 février'],
      ['2037-02-27', '2037-03-01', 'jusqu’au 1er mars'],
      ['2037-02-27', '2037-03-05', 'jusqu’au 5 mars'],
    ]);
    // Those begun in the span follow by day, then id, and the last three of them (31 March's newest) are left out.
    expect(march.data.slice(3).map((event) => event.form_id)).toEqual(begunInMarch.slice(0, MAX_EVENTS - 3));
    expect(march.error).toBe(formatMessage(text.tooManyEvents, { count: (20_000).toLocaleString('fr-FR') }));
  });

  it('groups by item: the items of the span’s events by name, and one item’s events alone on request', async () => {
    const grouped = await planning('absences', { start: '2035-05-01', scale: 'item' });
    expect(grouped.items).toEqual([
      { id: irene, label: 'ABSALON Irène' },
      { id: bruno, label: 'BERNARD Bruno' },
    ]);
    const hers = await planning('absences', { start: '2035-05-01', scale: 'month', item: String(irene) });
    expect(hers.data.every((event) => event.item === irene)).toBe(true);
    expect(hers.data).toHaveLength(3);
  });

  it('narrows by the declared filters and says which are applied', async () => {
    const filtered = await planning('absences', { start: '2035-05-01', scale: 'month', type: 'rtt', status: '' });
    expect(filtered.data.map((event) => event.date)).toEqual(['2035-05-04', '2035-05-20', '2035-05-21']);
    expect(filtered.configuration.filter_values).toEqual({ type: 'rtt' });
    expect(filtered.configuration.filters.map((filter) => [filter.name, filter.label, filter.options.length])).toEqual([
      ['type', "Type d'absence", 5],
      ['status', 'Statut', 3],
    ]);
  });

  it('answers a malformed request with a French 400', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ start: '2035-02-30' }, text.invalidStart],
      [{ start: 'demain' }, text.invalidStart],
      [{ scale: 'year' }, text.invalidScale],
      [{ type: 'holiday' }, 'Le filtre « type » du planning est invalide.'],
      [{ comment: 'x' }, text.invalidRequest],
      [{ item: '-1' }, text.invalidRequest],
    ];
    for (const [params, message] of cases) {
      const response = await call(agentToken, 'absences', params);
      expect({ params, status: response.statusCode, message: response.json().message }).toEqual({ params, status: 400, message });
    }
    const broken = await ctx.app.inject({ method: 'GET', url: '/api-internal/planning/absences/%%%', headers: bearer(agentToken) });
    expect(broken.statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api-internal/planning/Absences', headers: bearer(agentToken) })).statusCode).toBe(400);
  });

  it('keeps each organisation to its own events, and answers 404 for a planning the caller may not read', async () => {
    const lilas = formClient(ctx.app, await ctx.login('agent.lilas'));
    const theirs = (await create(lilas, 'employee', { last_name: 'Caron', first_name: 'Lise', contract: 'cdi', hire_date: '2015-01-05' })).identifier;
    await create(lilas, 'absence', { employee_id: theirs, type: 'sick', status: 'approved', start_date: '2035-05-15', end_date: '2035-05-15' });

    const ours = await planning('absences', { start: '2035-05-15', scale: 'day' });
    expect(ours.data.map((event) => event.object_linked)).toEqual(['ABSALON Irène']);
    const theirsSeen = await planning('absences', { start: '2035-05-15', scale: 'day' }, await ctx.login('agent.lilas'));
    expect(theirsSeen.data.map((event) => event.object_linked)).toEqual(['CARON Lise']);
    // Another organisation's item shows nothing rather than its events.
    expect((await planning('absences', { start: '2035-05-15', scale: 'day', item: String(theirs) })).data).toEqual([]);

    const notFound = { message: text.planningNotFound };
    // Clinique des Lilas has no fleet; the partner has no absences; nobody has an unknown planning.
    expect([(await call(await ctx.login('agent.lilas'), 'maintenances')).statusCode, (await call(await ctx.login('agent.lilas'), 'maintenances')).json()]).toEqual([404, notFound]);
    expect((await call(await ctx.login('partenaire'), 'absences')).statusCode).toBe(404);
    expect((await call(agentToken, 'nothing_here')).json()).toEqual(notFound);
    expect((await ctx.app.inject({ method: 'GET', url: '/api-internal/planning/absences' })).statusCode).toBe(401);
  });

  it('places timed events at their hours, lasting the declared duration without an end field', async () => {
    const vehicle = (await create(agent, 'vehicle', { plate: 'AB-123-CD', brand: 'Renault', model: 'Kangoo' })).identifier;
    await create(agent, 'maintenance', { vehicle, date: '2035-05-15 08:30:00', kind: 'service', garage: 'Garage du Centre' });
    const week = await planning('maintenances', { start: '2035-05-15' });
    expect(week.configuration.timed).toBe(true);
    expect(week.data).toHaveLength(1);
    expect(week.data[0]).toMatchObject({ date: '2035-05-15', end_date: '2035-05-15', startTime: 8.5, endTime: 10.5, title: 'Révision', color: '#1565c0', item: vehicle });
    expect(week.data[0]!.subtitle).toContain('AB-123-CD');

    // Two hours from 23:30 end at 01:30 the next day.
    await create(agent, 'maintenance', { vehicle, date: '2035-05-16 23:30:00', kind: 'brakes' });
    const late = (await planning('maintenances', { start: '2035-05-16', scale: 'day' })).data.find((event) => event.title === 'Freins')!;
    expect(late).toMatchObject({ date: '2035-05-16', end_date: '2035-05-17', startTime: 23.5, endTime: 1.5 });
  });

  it('tells the screen whether full-day events fold: the requests planning shows every request, the team planning folds a busy day', async () => {
    const team = await planning('absences', { start: '2035-05-20', scale: 'week' });
    const requests = await planning('absence_requests', { start: '2035-05-20', scale: 'week' });
    expect([team.configuration.skipGrouping, requests.configuration.skipGrouping]).toEqual([false, true]);
    // Only the requests waiting for a decision: Bruno's RTT, not Irène's validated one of the same week.
    expect(requests.data.map((event) => [event.title, event.subtitle, event.date])).toEqual([['RTT', 'Demandée', '2035-05-20']]);
  });

  it('refuses skipGrouping on a planning of timed events, which are never folded', () => {
    const maintenance = applicationModules.find((module) => module.name === 'maintenance')!;
    const [declared] = maintenance.plannings!;
    const withSkipGrouping = () =>
      new ModuleRegistry([...applicationModules.filter((module) => module !== maintenance), { ...maintenance, plannings: [{ ...declared!, skipGrouping: true }] }]);
    expect(withSkipGrouping).toThrow('skipGrouping concerns full-day events: start must be a date field');
  });

  it('offers each planning in the menu after its module, to those who may read it', async () => {
    const menu = (await ctx.app.inject({ method: 'GET', url: '/api-internal/navigation/main', headers: bearer(agentToken) })).json() as { name: string; children?: { name: string; path: string }[] }[];
    const hr = menu.find((entry) => entry.name === 'rh')!.children!.map((entry) => [entry.name, entry.path]);
    expect(hr.slice(hr.findIndex(([name]) => name === 'absence'), hr.findIndex(([name]) => name === 'absence') + 3)).toEqual([
      ['absence', '/list/absence'],
      ['planning-absences', '/planning/absences'],
      ['planning-absence_requests', '/planning/absence_requests'],
    ]);
  });
});

const reload = (token: string, body: object) => ctx.app.inject({ method: 'POST', url: '/proxy/form/planning/employee', headers: bearer(token), payload: body });
const action = (identifier: number | null, direction: 'previous' | 'next' | null, start: string) => ({ action: 'planning_action_on_change', identifier, direction, scale: 'month', start });

describe('the Planning element of a form (planning_action_on_change)', () => {
  it('moves an employee’s planning to the next month and back, with the month’s absences and summary', async () => {
    const next = await reload(agentToken, action(irene, 'next', '2035-04-17'));
    expect(next.statusCode).toBe(200);
    const may = next.json();
    expect(may.planning_scale).toBe('month');
    expect(may.planning_days).toHaveLength(31);
    expect(may.planning_days[0].date).toBe('2035-05-01');
    // The leave from Thursday 10 to Tuesday 15 May (4 working days), the RTTs of Friday 4 and Monday 21: 6 (the
    // summary counts days from Monday to Friday, Pentecost Monday included).
    expect(may.planning_days.find((day: { date: string }) => day.date === '2035-05-14').events.map((event: { title: string }) => event.title)).toEqual(['Congés payés']);
    expect(may.planning_informations_label).toBe("Mai 2035 : 6 jours ouvrés d'absence");
    expect(may.planning_days_extra_data).toMatchObject({ planning: 'absences', previous: '2035-04-01', next: '2035-06-01' });
    expect(may.planning_add_full_day_events).toBe(true);

    const april = (await reload(agentToken, action(irene, 'previous', '2035-05-01'))).json();
    expect([april.planning_days[0].date, april.planning_informations_label]).toEqual(['2035-04-01', 'Avril 2035 : aucune absence']);
  });

  it('shows a new employee’s month without events, and refuses another organisation’s employee and bad input', async () => {
    const blank = (await reload(agentToken, action(null, null, '2035-05-10'))).json();
    expect(blank.planning_days.flatMap((day: { events: unknown[] }) => day.events)).toEqual([]);
    expect(blank.planning_informations_label).toBe('Mai 2035 : aucune absence');
    expect((await reload(await ctx.login('agent.lilas'), action(irene, 'next', '2035-04-17'))).statusCode).toBe(404);
    expect((await reload(agentToken, action(irene, 'next', '2035-02-30'))).statusCode).toBe(400);
    expect((await reload(agentToken, { ...action(irene, 'next', '2035-04-17'), direction: 'up' })).statusCode).toBe(400);
    expect((await reload(agentToken, { identifier: irene })).statusCode).toBe(400);
  });
});
