import type { Random } from '../../../demo/random.js';
import type { ModuleSeed, SeedContext, SeedRecord } from '../../../demo/seed-context.js';
import { REFUSED } from '../absence-options.js';
import { addDays, addMonths, isoDate, isoWeekday, monthDates } from '../../../metadata/calendar.js';
import { employmentPeriods } from '../employment-periods.js';
import { projects } from './timesheet-module.js';

const SHEETS = 80;
/** Sheets cover the months before the current one. */
const MONTHS_BACK = 4;
const [FEWEST_LINES, MOST_LINES] = [10, 20];

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The days each employee is absent (refused requests aside), as `id:date` keys. */
async function absentDays(context: SeedContext): Promise<Set<string>> {
  const rows = (await context.db
    .selectFrom('absence')
    .select(['employee_id', 'start_date', 'end_date'])
    .where('client_id', '=', context.clientId)
    .where('status', '!=', REFUSED)
    .execute()) as { employee_id: number; start_date: string; end_date: string }[];
  const days = new Set<string>();
  for (const row of rows) {
    for (let date = row.start_date; date <= row.end_date; date = addDays(date, 1)) days.add(`${Number(row.employee_id)}:${date}`);
  }
  return days;
}

/** `count` distinct items in their original order. */
function sample<T>(random: Random, items: T[], count: number): T[] {
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(random.int(0, items.length - 1));
  return [...chosen].toSorted((a, b) => a - b).map((index) => items[index]!);
}

/**
 * About 80 monthly sheets per tenant over the last four months, at most one per employee and month, each with 10 to
 * 20 days of work: on the employee's working days, while employed, never on a day of absence. The last month is
 * partly validated, earlier ones mostly.
 */
export const timesheetSeed: ModuleSeed = {
  module: 'timesheet',
  async run(context) {
    const random = context.random('timesheet');
    const current = isoDate(context.now).slice(0, 7);
    const months = Array.from({ length: MONTHS_BACK }, (_unused, index) => addMonths(current, -(index + 1)));
    const periods = await employmentPeriods(context);
    const absent = await absentDays(context);
    const done = new Set<string>();
    const records: SeedRecord[] = [];
    const wanted = SHEETS * context.size;
    for (let attempt = 0; records.length < wanted && attempt < wanted * 20; attempt += 1) {
      const period = random.pick(periods);
      const month = random.pick(months);
      const key = `${period.employeeId}:${month}`;
      if (done.has(key)) continue;
      const workable = monthDates(month).filter(
        (date) =>
          period.weekdays.has(isoWeekday(date)) &&
          date >= period.from &&
          (period.until === null || date <= period.until) &&
          !absent.has(`${period.employeeId}:${date}`),
      );
      if (workable.length < FEWEST_LINES) continue;
      done.add(key);
      const days = sample(random, workable, random.int(FEWEST_LINES, Math.min(MOST_LINES, workable.length)));
      records.push({
        values: {
          employee_id: period.employeeId,
          month,
          validated: random.chance(month === months[0] ? 0.4 : 0.9),
        },
        collections: {
          lines: days.map((day) => {
            const start = 450 + 15 * random.int(0, 8);
            return {
              day,
              start: clock(start),
              end: clock(start + 360 + 15 * random.int(0, 12)),
              project: random.pick(projects).value,
            };
          }),
        },
      });
    }
    await context.insert('timesheet', records);
  },
};
