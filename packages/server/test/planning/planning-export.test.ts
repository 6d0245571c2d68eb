import { encodeParams, formatMessage, messages } from '@ossature/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { OFFICE_TIMEOUT, openInCalc } from '../helpers/office.js';
import { MAX_EVENTS } from '../../src/engines/planning/planning-events.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

const text = messages.planning;
let ctx: TestContext;
let token: string;
let agent: FormClient;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await ctx.login('agent');
  agent = formClient(ctx.app, token);
  const employee = (await create(agent, 'employee', { last_name: 'Exportine', first_name: 'Léa', contract: 'cdi', hire_date: '2012-02-01' })).identifier;
  await create(agent, 'absence', { employee_id: employee, type: 'paid_leave', status: 'approved', start_date: '2035-05-10', end_date: '2035-05-15', comment: 'Séjour; "à la mer"' });
  await create(agent, 'absence', { employee_id: employee, type: 'rtt', status: 'requested', start_date: '2035-05-21', end_date: '2035-05-21', half_day: true });
  await create(agent, 'absence', { employee_id: employee, type: 'sick', status: 'approved', start_date: '2035-07-01', end_date: '2035-07-02' });
  const vehicle = (await create(agent, 'vehicle', { plate: 'EX-123-PA', brand: 'Renault', model: 'Zoé' })).identifier;
  await create(agent, 'maintenance', { vehicle, date: '2035-05-15 08:30:00', kind: 'tyres' });
});
afterAll(() => ctx.close());

const filterOf = (values: Record<string, string>) => encodeURIComponent(encodeParams(values));
const linkOf = (name: string, format: string, filter: string, session = token) =>
  ctx.app.inject({ method: 'POST', url: `/api-internal/planning/resource/${name}/${format}/${filter}`, headers: bearer(session) });

/** What the screen does: asks for the link, then opens it without the bearer header, as a new window does. */
async function download(name: string, format: string, values: Record<string, string>) {
  const link = await linkOf(name, format, filterOf(values));
  expect(link.statusCode).toBe(200);
  return ctx.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
}

describe('planning export buttons (/resource/ paths)', () => {
  it('lists the declared formats as export buttons of the planning', async () => {
    const planning = (await ctx.app.inject({ method: 'GET', url: '/api-internal/planning/absences', headers: bearer(token) })).json();
    expect(planning.configuration.exports).toEqual([
      { label: 'Exporter vers un agenda (.ics)', path: '/api-internal/planning/resource/absences/ics' },
      { label: 'Exporter en tableur (.csv)', path: '/api-internal/planning/resource/absences/csv' },
    ]);
  });

  it('writes the span’s events as an iCalendar file that a calendar program reads back', async () => {
    const file = await download('absences', 'ics', { start_date: '2035-05-01', end_date: '2035-05-31', status: '' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Planning%20des%20absences%20du%202035-05-01%20au%202035-05-31.ics");
    const calendar = new ICAL.Component(ICAL.parse(file.body));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    // Whole days end the day after their last (RFC 5545); July's absence is outside the span.
    expect(events.map((event) => [event.summary, event.startDate.toString(), event.endDate.toString(), event.startDate.isDate])).toEqual([
      ['Congés payés', '2035-05-10', '2035-05-16', true],
      ['RTT', '2035-05-21', '2035-05-22', true],
    ]);
    expect(events[0]!.description).toBe('Validée\nEXPORTINE Léa\nSéjour; "à la mer"');
    expect(events[1]!.description).toContain('Demandée · demi-journée');
    expect(events.map((event) => event.uid)).toEqual([expect.stringMatching(/^absence-\d+@ossature$/), expect.stringMatching(/^absence-\d+@ossature$/)]);
  });

  it('places timed events at their local hours', async () => {
    const file = await download('maintenances', 'ics', { start_date: '2035-05-14', end_date: '2035-05-20' });
    const [event] = new ICAL.Component(ICAL.parse(file.body)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    expect([event!.summary, event!.startDate.toString(), event!.endDate.toString()]).toEqual(['Pneus', '2035-05-15T08:30:00', '2035-05-15T10:30:00']);
  });

  it(
    'writes a French csv that Calc opens with its accents, one line per event, narrowed by the filters',
    async () => {
      const file = await download('absences', 'csv', { start_date: '2035-05-01', end_date: '2035-07-31', type: 'paid_leave' });
      expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
      const { export: sheet } = await openInCalc(file.rawPayload, 'csv', 'CSV:59,34,76,1,,1036');
      expect(sheet![0]).toEqual(['Début', 'Fin', 'Heure de début', 'Heure de fin', 'Titre', 'Détail', 'Élément', 'Personnes', 'Contenu']);
      expect(sheet!.slice(1).map((row) => row.slice(4))).toEqual([['Congés payés', 'Validée', 'EXPORTINE Léa', 'Léa EXPORTINE', 'Séjour; "à la mer"']]);
    },
    OFFICE_TIMEOUT,
  );

  it('opens a file only with a live ticket for that very file, as the user is now', async () => {
    const filter = filterOf({ start_date: '2035-05-01', end_date: '2035-05-31' });
    const { url } = (await linkOf('absences', 'ics', filter)).json<{ url: string }>();
    const ticket = new URL(url, 'http://localhost').searchParams.get('jwt')!;
    // Not for another file.
    const other = await ctx.app.inject({ method: 'GET', url: `/api-internal/planning/resource/absences/csv/${filter}?jwt=${ticket}` });
    expect([other.statusCode, other.json().message]).toEqual([401, text.exportTicketInvalid]);
    expect((await ctx.app.inject({ method: 'GET', url: `/api-internal/planning/resource/absences/ics/${filter}?jwt=1.2.${'a'.repeat(43)}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api-internal/planning/resource/absences/ics/${filter}` })).statusCode).toBe(400);
    // A minute later it is over.
    ctx.clock.advance(61_000);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    // And it dies with its session.
    const session = await ctx.login('agent');
    const fresh = (await linkOf('absences', 'ics', filter, session)).json<{ url: string }>().url;
    expect((await ctx.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api-internal/logout', headers: bearer(session) });
    expect((await ctx.app.inject({ method: 'GET', url: fresh })).statusCode).toBe(401);
  });

  it('refuses a bad filter, a span over a year, an undeclared format and another organisation’s planning', async () => {
    const cases: [string, string, number][] = [
      ['ics', filterOf({ start_date: '2035-05-01' }), 400],
      ['ics', filterOf({ start_date: '2035-05-31', end_date: '2035-05-01' }), 400],
      ['ics', filterOf({ start_date: '2035-01-01', end_date: '2036-01-02' }), 400],
      ['ics', filterOf({ start_date: '2035-05-01', end_date: '2035-05-31', type: 'holiday' }), 400],
      ['ics', filterOf({ start_date: '2035-05-01', end_date: '2035-05-31', comment: 'x' }), 400],
      ['pdf', filterOf({ start_date: '2035-05-01', end_date: '2035-05-31' }), 400],
    ];
    for (const [format, filter, status] of cases) expect({ format, filter, status: (await linkOf('absences', format, filter)).statusCode }).toEqual({ format, filter, status });
    expect((await linkOf('absences', 'ics', filterOf({ start_date: '2035-01-01', end_date: '2035-12-31' }))).statusCode).toBe(200);
    expect((await linkOf('maintenances', 'csv', filterOf({ start_date: '2035-05-01', end_date: '2035-05-31' }))).statusCode).toBe(404);
    expect((await linkOf('maintenances', 'ics', filterOf({ start_date: '2035-05-01', end_date: '2035-05-31' }), await ctx.login('agent.lilas'))).statusCode).toBe(404);
  });

  it('refuses a file of more events than a planning draws, rather than writing the first ones only', async () => {
    const clientId = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
    const employee = (await create(agent, 'employee', { last_name: 'Nombreuse', first_name: 'Ève', contract: 'cdi', hire_date: '2012-02-01' })).identifier;
    const at = new Date().toISOString();
    const rows = Array.from({ length: MAX_EVENTS + 1 }, (_unused, index) => {
      const day = new Date(Date.UTC(2036, 0, 1) + (index % 366) * 86_400_000).toISOString().slice(0, 10);
      return { client_id: clientId, version: 1, created_at: at, created_by: 1, updated_at: at, updated_by: 1, employee_id: employee, type: 'rtt', status: 'approved', start_date: day, end_date: day };
    });
    for (let start = 0; start < rows.length; start += 500) await ctx.db.insertInto('absence').values(rows.slice(start, start + 500)).execute();

    const year = await download('absences', 'ics', { start_date: '2036-01-01', end_date: '2036-12-31' });
    // '20 000', with the narrow no-break space French puts between thousands.
    expect([year.statusCode, year.json().message]).toEqual([413, formatMessage(text.exportTooLarge, { count: (20_000).toLocaleString('fr-FR') })]);
    const month = await download('absences', 'csv', { start_date: '2036-02-01', end_date: '2036-02-29' });
    expect(month.statusCode).toBe(200);
    // The header and one line for each of the month's 29 days, 55 or 56 events each.
    expect(month.body.trim().split('\r\n').length - 1).toBeGreaterThan(1500);
  });
});
