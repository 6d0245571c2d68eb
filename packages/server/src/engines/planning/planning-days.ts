import type { PlanningDay } from '@ossature/contract';
import { datesBetween, frenchMonth, frenchWeekday, isWeekend, isoWeekNumber } from '../../metadata/calendar.js';
import type { Closing } from './closing-days.js';

/** SPEC §3 'Day' for each date of the span: its French names, week, weekend, public holiday and closing. */
export function planningDays(first: string, last: string, today: string, holidays: Map<string, string>, closings: Map<string, Closing>): PlanningDay[] {
  return datesBetween(first, last).map((date) => {
    const closing = closings.get(date);
    return {
      date,
      day_of_week: frenchWeekday(date),
      day_number: Number(date.slice(8)),
      month_name: frenchMonth(date),
      week_number: isoWeekNumber(date),
      weekend: isWeekend(date),
      holliday: holidays.has(date),
      holliday_label: holidays.get(date) ?? null,
      closing: closing !== undefined,
      closing_label: closing ? closing.labels.join(' · ') : null,
      closing_reasons: closing?.reasons ?? [],
      isToday: date === today,
    };
  });
}
