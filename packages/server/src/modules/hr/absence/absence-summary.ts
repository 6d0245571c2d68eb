import { formatDate } from '@ossature/contract';
import type { PlanningInformationsContext } from '../../../metadata/planning-declaration.js';
import { addDays, frenchMonth, isWeekend } from '../../../metadata/calendar.js';
import { REFUSED } from '../absence-options.js';

const dayCount = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 'Novembre 2026' for a span within one month, else 'Du 30/11/2026 au 06/12/2026'. */
function spanTitle(first: string, last: string): string {
  if (first.slice(0, 7) === last.slice(0, 7)) {
    const name = frenchMonth(first);
    return `${name.charAt(0).toUpperCase()}${name.slice(1)} ${first.slice(0, 4)}`;
  }
  return `Du ${formatDate('date', first)} au ${formatDate('date', last)}`;
}

/**
 * An employee's planning line: 'Novembre 2026 : 2,5 jours ouvrés d'absence' — working days absent in the span (a day
 * counts once even when two absences share it; a half day counts 0.5), refused requests left out; French agreement:
 * singular below 2.
 */
export async function absenceSummary({ db, clientId, item, first, last }: PlanningInformationsContext): Promise<string> {
  const absences =
    item === null
      ? []
      : ((await db
          .selectFrom('absence')
          .select(['start_date', 'end_date', 'half_day'])
          .where('client_id', '=', clientId)
          .where('employee_id', '=', item)
          .where('start_date', '<=', last)
          .where('end_date', '>=', first)
          .where('status', '!=', REFUSED)
          .execute()) as { start_date: string; end_date: string; half_day: number }[]);
  const isHalfDay = (absence: (typeof absences)[number]) => Number(absence.half_day) === 1 && absence.start_date === absence.end_date;
  let absent = 0;
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const current = absences.filter((absence) => absence.start_date <= date && date <= absence.end_date);
    if (!isWeekend(date) && current.length > 0) absent += current.every(isHalfDay) ? 0.5 : 1;
  }
  const title = spanTitle(first, last);
  if (absent === 0) return `${title} : aucune absence`;
  return `${title} : ${dayCount.format(absent)} ${absent < 2 ? "jour ouvré d'absence" : "jours ouvrés d'absence"}`;
}
