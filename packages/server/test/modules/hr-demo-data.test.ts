import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { absenceDays } from '../../src/modules/hr/absence/absence-module.js';
import { addDays } from '../../src/metadata/calendar.js';
import { lineHours } from '../../src/modules/hr/timesheet/timesheet-module.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let first: TestContext;
let second: TestContext;
beforeAll(async () => {
  first = await createTestApp({ seedSize: 1 });
  second = await createTestApp({ seedSize: 1 });
});
afterAll(() => Promise.all([first.close(), second.close()]));

const HR_TABLES = ['employee', 'employee_career', 'absence', 'timesheet', 'timesheet_lines'];
/** The test clock's date. */
const TODAY = '2026-11-22';

type Row = Record<string, unknown>;
const rows = async (ctx: TestContext, table: string) => (await dynamic(ctx.app.db.kysely).selectFrom(table).selectAll().orderBy('id').execute()) as Row[];
function countBy(list: Row[], key: string): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const row of list) counts[Number(row[key])] = (counts[Number(row[key])] ?? 0) + 1;
  return counts;
}

describe('HR demo data', () => {
  it('links each staff account but the super administrator to an employee of its name, for its time logged', async () => {
    const users = await first.app.db.kysely.selectFrom('app_user').select(['id', 'username']).execute();
    const linked = (await rows(first, 'employee'))
      .filter((row) => row.user_id !== null)
      .map((row) => [users.find((user) => String(user.id) === row.user_id)?.username, `${String(row.last_name)} ${String(row.first_name)}`]);
    expect(linked).toEqual([
      ['admin', 'LEROY Antoine'],
      ['agent', 'DURAND Camille'],
      ['admin.lilas', 'MOREAU Hélène'],
      ['agent.lilas', 'PETIT Julien'],
    ]);
  });

  it('gives each organisation 150 employees (and one per staff account), 300 absences and 80 timesheets, identical at every reset', async () => {
    const [saintAubin, lilas] = await Promise.all(
      ['saint-aubin', 'lilas'].map(async (code) => (await first.app.db.kysely.selectFrom('client').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id),
    );
    expect(countBy(await rows(first, 'employee'), 'client_id')).toEqual({ [saintAubin!]: 152, [lilas!]: 152 });
    expect(countBy(await rows(first, 'absence'), 'client_id')).toEqual({ [saintAubin!]: 300, [lilas!]: 300 });
    expect(countBy(await rows(first, 'timesheet'), 'client_id')).toEqual({ [saintAubin!]: 80, [lilas!]: 80 });
    for (const table of HR_TABLES) expect(await rows(second, table)).toEqual(await rows(first, table));
  });

  it('keeps the demo coherent: managers, careers, absences within employment and apart, timesheets on days worked', async () => {
    const [employees, careers, absences, sheets, lines] = await Promise.all([
      rows(first, 'employee'),
      rows(first, 'employee_career'),
      rows(first, 'absence'),
      rows(first, 'timesheet'),
      rows(first, 'timesheet_lines'),
    ]);
    const employee = new Map(employees.map((row) => [Number(row.id), row]));
    const problems: string[] = [];
    const check = (holds: boolean, problem: string) => {
      if (!holds) problems.push(problem);
    };

    for (const row of employees) {
      const manager = employee.get(Number(row.manager_id));
      check(row.manager_id === null || (manager?.client_id === row.client_id && manager?.manager_id === null), `employee ${row.id}: manager ${row.manager_id}`);
      const career = careers.filter((entry) => entry.parent_id === row.id);
      check(career.length >= 1 && career.length <= 3 && career[0]?.event === 'Embauche' && career[0].date === row.hire_date, `employee ${row.id}: career`);
      check(row.contract_end === null || String(row.contract_end) > String(row.hire_date), `employee ${row.id}: contract ends before hiring`);
      check(row.contract_end === null || String(row.contract_end) >= TODAY || row.active === 0, `employee ${row.id}: left but active`);
    }

    const absentDays = new Set<string>();
    for (const row of absences) {
      const { hire_date: hired, contract_end: ended } = employee.get(Number(row.employee_id))!;
      const [start, end] = [String(row.start_date), String(row.end_date)];
      check(start >= String(hired) && (ended === null || end <= String(ended)), `absence ${row.id}: outside employment`);
      check(Number(row.days) === absenceDays(start, end, row.half_day === 1), `absence ${row.id}: ${row.days} days`);
      const overlapping = absences.filter((other) => other !== row && other.employee_id === row.employee_id && String(other.start_date) <= end && start <= String(other.end_date));
      check(overlapping.length === 0, `absence ${row.id}: overlaps ${overlapping.map((other) => other.id).join(', ')}`);
      if (row.status === 'refused') continue;
      for (let day = start; day <= end; day = addDays(day, 1)) absentDays.add(`${Number(row.employee_id)}:${day}`);
    }

    for (const row of sheets) {
      const own = lines.filter((entry) => entry.parent_id === row.id);
      check(own.length >= 10 && own.length <= 20, `timesheet ${row.id}: ${own.length} lines`);
      for (const entry of own) {
        check(String(entry.day).startsWith(`${String(row.month)}-`), `line ${entry.id}: outside the month`);
        check(!absentDays.has(`${Number(row.employee_id)}:${String(entry.day)}`), `line ${entry.id}: on a day of absence`);
        check(Number(entry.hours) === lineHours(entry.start, entry.end), `line ${entry.id}: ${entry.hours} hours`);
      }
      const total = Math.round(own.reduce((sum, entry) => sum + Number(entry.hours), 0) * 100) / 100;
      check(Number(row.total_hours) === total, `timesheet ${row.id}: total ${row.total_hours}, lines ${total}`);
    }

    expect(problems).toEqual([]);
    expect(employees.filter((row) => row.manager_id === null && row.user_id === null)).toHaveLength(20);
    expect(new Set(sheets.map((row) => `${Number(row.employee_id)}:${String(row.month)}`)).size).toBe(sheets.length);
  });
});
