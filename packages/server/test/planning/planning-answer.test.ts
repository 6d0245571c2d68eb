import { PlanningData, encodeParams } from '@ossature/contract';
import Fastify from 'fastify';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planningData } from '../../src/engines/planning/planning-data.js';
import { calendarEvents } from '../../src/engines/planning/planning-events.js';
import { actingCaller } from '../../src/records/acting-caller.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let agent: FormClient;
let agentToken: string;
let agentId: number;
let zoe: number;
let irene: number;

/** Quotes, a backslash, accents, an emoji, a line break and a control character: what the JSON text must escape right. */
const AWKWARD = 'Il a dit "oui" \\ c’est été 🎉\nfin\u0001';

beforeAll(async () => {
  ctx = await createTestApp();
  agentToken = await ctx.login('agent');
  agent = formClient(ctx.app, agentToken);
  agentId = Number((await ctx.app.db.kysely.selectFrom('app_user').select('id').where('username', '=', 'agent').executeTakeFirstOrThrow()).id);
  zoe = (await create(agent, 'employee', { last_name: 'O"Neil 🎉', first_name: 'Zoë\\', contract: 'cdi', hire_date: '2012-02-01' })).identifier;
  irene = (await create(agent, 'employee', { last_name: 'Absalon', first_name: 'Irène', contract: 'cdi', hire_date: '2014-06-01' })).identifier;
  await create(agent, 'absence', { employee_id: zoe, type: 'paid_leave', status: 'approved', start_date: '2035-05-10', end_date: '2035-05-15', comment: AWKWARD });
  await create(agent, 'absence', { employee_id: irene, type: 'rtt', status: 'requested', start_date: '2035-05-16', end_date: '2035-05-16', half_day: true });
  await create(agent, 'absence', { employee_id: irene, type: 'sick', status: 'approved', start_date: '2035-05-30', end_date: '2035-06-02' });
  // An event whose item is gone (no person, no object_linked): written past the form, which requires one.
  const orphan = (await create(agent, 'absence', { employee_id: irene, type: 'training', status: 'approved', start_date: '2035-05-17', end_date: '2035-05-17' })).identifier;
  await ctx.db.updateTable('absence').set({ employee_id: null }).where('id', '=', orphan).execute();
  // Longer than the room first made for an event: the answer's buffer grows.
  const long = (await create(agent, 'absence', { employee_id: irene, type: 'rtt', status: 'approved', start_date: '2035-07-02', end_date: '2035-07-02' })).identifier;
  await ctx.db.updateTable('absence').set({ comment: `${AWKWARD} ${'Ça dure… '.repeat(400)}` }).where('id', '=', long).execute();
  const vehicle = (await create(agent, 'vehicle', { plate: 'AB-123-CD', brand: 'Renault', model: 'Kangoo "Z.E."' })).identifier;
  await create(agent, 'maintenance', { vehicle, date: '2035-05-15 08:20:00', kind: 'service', garage: 'Garage du Centre' });
  await create(agent, 'maintenance', { vehicle, date: '2035-05-16 23:30:00', kind: 'brakes', notes: AWKWARD });
});
afterAll(() => ctx.close());

/** The answer as the route's response schema serialized it before the events were written straight into its text. */
async function schemaSerialized(name: string, params: Record<string, string>): Promise<{ body: string; parsed: unknown }> {
  const caller = (await actingCaller(ctx.db, agentId))!;
  const { answer, events } = await planningData(ctx.app.records, caller, name, encodeParams(params));
  const serializer = Fastify();
  serializer.get('/', { schema: { response: { 200: PlanningData } } }, async () => ({ data: calendarEvents(events), ...answer }));
  try {
    const response = await serializer.inject({ method: 'GET', url: '/' });
    return { body: response.body, parsed: response.json() };
  } finally {
    await serializer.close();
  }
}

describe('the planning answer written directly', () => {
  const spans: [string, Record<string, string>][] = [
    ['absences', { start: '2035-05-01', scale: 'month' }],
    ['absences', { start: '2035-05-16', scale: 'week' }],
    ['absences', { start: '2035-05-16', scale: 'day' }],
    ['absences', { start: '2035-05-01', scale: 'item' }],
    ['absences', { start: '2035-05-01', scale: 'month', type: 'rtt' }],
    ['absences', { start: '2035-05-01', scale: 'month', item: '' }],
    ['absences', { start: '2035-07-02', scale: 'day' }],
    ['maintenances', { start: '2035-05-15', scale: 'week' }],
    ['maintenances', { start: '2035-06-01', scale: 'month' }],
  ];

  it('is, for every kind of span, what the response schema gave: same values, same order, valid against the contract', async () => {
    for (const [name, params] of spans) {
      if (params.item === '') params.item = String(zoe);
      const response = await ctx.app.inject({ method: 'GET', url: `/api-internal/planning/${name}/${encodeURIComponent(encodeParams(params))}`, headers: bearer(agentToken) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      const expected = await schemaSerialized(name, params);
      const answer: unknown = response.json();
      expect({ name, params, answer }).toEqual({ name, params, answer: expected.parsed });
      // The keys in the schema's order too: the same text once parsed and written again.
      expect(JSON.stringify(answer)).toBe(JSON.stringify(expected.parsed));
      expect(Value.Check(PlanningData, answer)).toBe(true);
    }
  });

  it('keeps awkward texts, half days, timed events and an event without item as they are', async () => {
    const month = (await ctx.app.inject({ method: 'GET', url: `/api-internal/planning/absences/${encodeURIComponent(encodeParams({ start: '2035-05-01', scale: 'month' }))}`, headers: bearer(agentToken) })).json<PlanningData>();
    expect(month.data.map((event) => [event.date, event.title, event.subtitle, event.content, event.employees, event.object_linked, event.item])).toEqual([
      ['2035-05-10', 'Congés payés', 'Validée', AWKWARD, [{ first_name: 'Zoë\\', surname: 'O"NEIL 🎉' }], 'O"NEIL 🎉 Zoë\\', zoe],
      ['2035-05-16', 'RTT', 'Demandée · demi-journée', '', [{ first_name: 'Irène', surname: 'ABSALON' }], 'ABSALON Irène', irene],
      ['2035-05-17', 'Formation', 'Validée', '', [], '', null],
      ['2035-05-30', 'Maladie', 'Validée', '', [{ first_name: 'Irène', surname: 'ABSALON' }], 'ABSALON Irène', irene],
    ]);
    const week = (await ctx.app.inject({ method: 'GET', url: `/api-internal/planning/maintenances/${encodeURIComponent(encodeParams({ start: '2035-05-15', scale: 'week' }))}`, headers: bearer(agentToken) })).json<PlanningData>();
    expect(week.data.map((event) => [event.date, event.end_date, event.startTime, event.endTime, event.subtitle, event.content])).toEqual([
      ['2035-05-15', '2035-05-15', 8 + 20 / 60, 10 + 20 / 60, 'AB-123-CD – Renault Kangoo "Z.E."', ''],
      ['2035-05-16', '2035-05-17', 23.5, 1.5, 'AB-123-CD – Renault Kangoo "Z.E."', AWKWARD],
    ]);
  });
});
