import { messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let agent: FormClient;
let employeeId: number;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1 });
  agent = formClient(ctx.app, await ctx.login('agent'));
  employeeId = (await create(agent, 'employee', { last_name: 'Horaire', first_name: 'Paul', contract: 'cdi', hire_date: '2018-01-08' })).identifier;
});
afterAll(() => ctx.close());

const db = () => dynamic(ctx.app.db.kysely);

type Line = { identifier: number | null; values: Record<string, unknown> };
const line = (day: string, start: string, end: string, project?: string): Line => ({ identifier: null, values: { day, start, end, ...(project ? { project } : {}) } });
/** Creates an October 2026 sheet of the test's employee; its saved lines come apart. */
async function sheet(lines: Line[], values: Record<string, unknown> = {}) {
  const saved = await create(agent, 'timesheet', { employee_id: employeeId, month: '2026-10', ...values }, { lines });
  return { ...saved, lines: saved.collection.lines!.data };
}

const storedLines = async (sheetId: number) =>
  (await db().selectFrom('timesheet_lines').select(['id', 'position', 'day', 'hours']).where('parent_id', '=', sheetId).orderBy('position').execute()) as {
    id: number;
    position: number;
    day: string;
    hours: number;
  }[];

describe('timesheet form', () => {
  it("computes each line's hours and the sheet's total when it is saved, whatever is sent for them", async () => {
    const saved = await sheet(
      [
        { identifier: null, values: { day: '2026-10-05', start: '08:00', end: '12:30', project: 'reception', hours: 1 } },
        line('2026-10-06', '13:45', '17:05'),
        line('2026-10-07', '07:30', '16:00', 'training'),
      ],
      { total_hours: 999 },
    );
    expect(saved.lines.map((row) => row.values.hours)).toEqual([4.5, 3.33, 8.5]);
    expect(saved.values.total_hours).toBe(16.33);
    expect(await storedLines(saved.identifier)).toMatchObject([{ hours: 4.5 }, { hours: 3.33 }, { hours: 8.5 }]);
    const stored = (await db().selectFrom('timesheet').select('total_hours').where('id', '=', saved.identifier).executeTakeFirstOrThrow()) as { total_hours: number };
    expect(Number(stored.total_hours)).toBe(16.33);

    const shorter = await agent.save('timesheet', {
      identifier: saved.identifier,
      version: saved.version,
      values: {},
      collection: { lines: [{ identifier: saved.lines[0]!.identifier, values: { end: '11:00' } }] },
    });
    expect(shorter.statusCode).toBe(200);
    expect(shorter.json().collection.lines.data.map((row: Line) => row.values.hours)).toEqual([3]);
    expect(shorter.json().values.total_hours).toBe(3);
  });

  it('recomputes the hours and the total on screen when a line changes, writing nothing', async () => {
    const before = await db().selectFrom('timesheet_lines').select('id').execute();
    const response = await agent.onchange('timesheet', 'lines.end', {
      values: { employee_id: employeeId, month: '2026-10' },
      collection: { lines: [line('2026-10-05', '08:00', '10:20'), line('2026-10-06', '09:00', '12:00'), line('2026-10-07', '09:00', '')] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().properties).toEqual({ total_hours: { value: 5.33 } });
    // Only the computed values come back: what the user typed is theirs and may have changed since.
    expect(response.json().collection.lines.map((row: Line) => row.values)).toEqual([{ hours: 2.33 }, { hours: 3 }, { hours: null }]);
    expect(await db().selectFrom('timesheet_lines').select('id').execute()).toEqual(before);
  });

  it("refuses a line outside the sheet's month or without times, naming the line, and saves none of the sheet", async () => {
    const before = await db().selectFrom('timesheet').select('id').execute();
    const response = await agent.save('timesheet', {
      identifier: null,
      values: { employee_id: employeeId, month: '2026-10' },
      collection: { lines: [line('2026-10-30', '08:00', '12:00'), line('2026-11-02', '08:00', '12:00'), { identifier: null, values: { day: '2026-10-29' } }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'lines.1.day', text: 'Jour : doit être dans le mois de la feuille' },
      { path: 'lines.2.start', text: messages.form.required },
      { path: 'lines.2.end', text: messages.form.required },
    ]);
    expect(await db().selectFrom('timesheet').select('id').execute()).toEqual(before);

    const form = (await agent.load('timesheet')).json();
    expect(form.properties.lines.collection_form).toMatchObject({ element: 'TableDenseCollection', ordered: true, columns: ['day', 'start', 'end', 'project', 'hours'] });
    expect(form.properties.lines.collection_form.properties.day.constraint).toBe('doit être dans le mois de la feuille');
    // The employee opens in a new window only (SPEC §3 linkNewTab).
    expect(form.properties.employee_id).toMatchObject({ link: 'employee', linkNewTab: true });
  });

  it('renumbers the lines when they are reordered, and reloads them in the new order', async () => {
    const saved = await sheet([line('2026-10-01', '08:00', '12:00'), line('2026-10-02', '08:00', '13:00'), line('2026-10-05', '08:00', '14:00')]);
    const [first, second, third] = saved.lines.map((row) => row.identifier);

    const reordered = await agent.save('timesheet', {
      identifier: saved.identifier,
      version: saved.version,
      values: {},
      collection: { lines: [third, first, second].map((identifier) => ({ identifier, values: {} })) },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().collection.lines.data.map((row: Line) => row.identifier)).toEqual([third, first, second]);
    expect(reordered.json().version).toBe(saved.version + 1);

    const reloaded = (await agent.load('timesheet', saved.identifier)).json();
    expect(reloaded.collection.lines.data.map((row: Line) => [row.identifier, row.values.day])).toEqual([
      [third, '2026-10-05'],
      [first, '2026-10-01'],
      [second, '2026-10-02'],
    ]);
    expect((await agent.collection('timesheet', saved.identifier, 'lines')).json().data.map((row: Line) => row.identifier)).toEqual([third, first, second]);
    expect((await storedLines(saved.identifier)).map((row) => [Number(row.id), Number(row.position)])).toEqual([
      [third, 0],
      [first, 1],
      [second, 2],
    ]);

    const trimmed = await agent.save('timesheet', {
      identifier: saved.identifier,
      version: reloaded.version,
      values: {},
      collection: { lines: [{ identifier: second!, values: {} }, line('2026-10-06', '09:00', '11:00')] },
    });
    expect(trimmed.statusCode).toBe(200);
    const kept = await storedLines(saved.identifier);
    expect(kept.map((row) => [Number(row.position), row.day])).toEqual([
      [0, '2026-10-02'],
      [1, '2026-10-06'],
    ]);
    expect(Number(kept[0]!.id)).toBe(second);
    expect(trimmed.json().values.total_hours).toBe(7);
  });

  it('lets only administrators validate a sheet', async () => {
    const saved = await sheet([line('2026-10-12', '08:00', '16:00')]);
    const asAgent = (await agent.load('timesheet', saved.identifier)).json();
    expect(asAgent.properties.validated.read_only).toBe(true);
    const ignored = await agent.save('timesheet', { identifier: saved.identifier, version: asAgent.version, values: { validated: true, month: '2026-10' } });
    expect(ignored.statusCode).toBe(200);
    expect(ignored.json().values.validated).toBe(false);

    const admin = formClient(ctx.app, await ctx.login('admin'));
    const asAdmin = (await admin.load('timesheet', saved.identifier)).json();
    expect(asAdmin.properties.validated.read_only).toBe(false);
    const validated = await admin.save('timesheet', { identifier: saved.identifier, version: asAdmin.version, values: { validated: true } });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().values.validated).toBe(true);
  });
});
