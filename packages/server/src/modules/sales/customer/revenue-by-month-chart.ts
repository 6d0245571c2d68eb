import { fromCents } from '@ossature/contract';
import { sql } from 'kysely';
import type { ChartDefinition } from '../../../metadata/module-definition.js';
import { addMonths, parisDate } from '../../../metadata/calendar.js';
import { REVENUE_STATUSES } from '../invoice-statuses.js';

const MONTHS = 12;
const monthLabel = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A customer's revenue (sent and paid invoices, VAT included) per month over the last 12 months, the current one
 * included; months without invoices show 0. Summed in SQL: totals are integer cents, months the first 7 characters
 * of the 'yyyy-MM-dd' issue date on both databases.
 */
export const revenueByMonthChart: ChartDefinition = {
  reads: ['invoice'],
  async compute(db, clientId, identifier, now) {
    const current = parisDate(now).slice(0, 7);
    const months = Array.from({ length: MONTHS }, (_, index) => addMonths(current, index - MONTHS + 1));
    const revenue = new Map<string, number>();
    if (identifier !== null) {
      const month = sql<string>`substr(issue_date, 1, 7)`;
      const rows = await db
        .selectFrom('invoice')
        .select([month.as('month'), sql<number | string>`sum(total_incl_vat)`.as('cents')])
        .where('client_id', '=', clientId)
        .where('customer', '=', identifier)
        .where('status', 'in', REVENUE_STATUSES)
        .where('issue_date', '>=', `${months[0]}-01`)
        .where('issue_date', '<', `${addMonths(current, 1)}-01`)
        .groupBy(month)
        .execute();
      for (const row of rows) revenue.set(String(row.month), fromCents(Number(row.cents)));
    }
    return {
      kind: 'bar',
      labels: months.map((month) => monthLabel.format(new Date(`${month}-01T00:00:00Z`))),
      series: [{ name: "Chiffre d'affaires TTC", data: months.map((month) => revenue.get(month) ?? 0) }],
    };
  },
};
