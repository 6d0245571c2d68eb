import { formatDate } from '@ossature/contract';
import { sql } from 'kysely';
import type { ChartDefinition } from '../../../metadata/module-definition.js';
import { REFUSED } from '../absence-options.js';
import { addMonths, parisDate } from '../../../metadata/calendar.js';

const MONTHS = 12;

/**
 * Working days of absence per month over the last twelve months, the current one included, summed in SQL; an absence
 * counts in the month it starts in. Refused absences are left out. Labels read 'MM/yyyy'.
 */
export const absencesByMonth: ChartDefinition = {
  reads: ['absence'],
  async compute(db, clientId, identifier, now) {
    const last = parisDate(now).slice(0, 7);
    const months = Array.from({ length: MONTHS }, (_unused, index) => addMonths(last, index - (MONTHS - 1)));
    const startMonth = sql<string>`substr(${sql.ref('start_date')}, 1, 7)`;
    const rows =
      identifier === null
        ? []
        : await db
            .selectFrom('absence')
            .select([startMonth.as('month'), sql<number>`sum(${sql.ref('days')})`.as('days')])
            .where('client_id', '=', clientId)
            .where('employee_id', '=', identifier)
            .where('status', '!=', REFUSED)
            .where('start_date', '>=', `${months[0]}-01`)
            .where('start_date', '<', `${addMonths(last, 1)}-01`)
            .groupBy(startMonth)
            .execute();
    const byMonth = new Map(rows.map((row) => [String(row.month), Math.round(Number(row.days ?? 0) * 10) / 10]));
    return {
      kind: 'bar',
      labels: months.map((month) => formatDate('date_monthly', month)),
      series: [{ name: "Jours d'absence", data: months.map((month) => byMonth.get(month) ?? 0) }],
    };
  },
};
