import { type PreflightIssue, encodeParams, formatDate } from '@ossature/contract';
import type { FormValidationContext } from '../../../metadata/module-definition.js';
import { REFUSED, absenceTypes, optionOf } from '../absence-options.js';

/** At most this many overlapping absences are named; one is enough to make the user look. */
const SHOWN = 5;

const period = (start: string, end: string) =>
  start === end ? `le ${formatDate('date', start)}` : `du ${formatDate('date', start)} au ${formatDate('date', end)}`;

/**
 * The employee's other absences that share at least one day with this one, each with a link: shown above the form as
 * soon as the employee and dates say so, and asked about again as preflight warnings — the user may still confirm (a
 * half day of training during a day of leave happens). Refused absences do not count, on either side.
 */
export async function overlapWarnings(context: FormValidationContext): Promise<PreflightIssue[]> {
  const { employee_id: employeeId, start_date: start, end_date: end, status } = context.record.values;
  if (typeof employeeId !== 'number' || typeof start !== 'string' || typeof end !== 'string' || status === REFUSED) return [];
  const { identifier } = context;
  const rows = (await context.db
    .selectFrom('absence')
    .select(['id', 'type', 'start_date', 'end_date'])
    .where('client_id', '=', context.clientId)
    .where('employee_id', '=', employeeId)
    .where('start_date', '<=', end)
    .where('end_date', '>=', start)
    .where('status', '!=', REFUSED)
    .$if(identifier !== null, (query) => query.where('id', '!=', identifier))
    .orderBy('start_date')
    .orderBy('id')
    .limit(SHOWN)
    .execute()) as { id: number; type: string; start_date: string; end_date: string }[];
  return rows.map((row) => ({
    text: `Ce salarié a déjà une absence ${period(row.start_date, row.end_date)} (${optionOf(absenceTypes, row.type)?.label ?? row.type}).`,
    link: `/front/form/absence/${encodeURIComponent(encodeParams({ id: Number(row.id) }))}`,
  }));
}
