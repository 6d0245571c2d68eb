import type { PlanningScale } from '@ossature/contract';
import { addDays, addMonths, monthDates, mondayOf } from '../../metadata/calendar.js';

/** The days a planning shows for a scale around a date, and where the previous and next spans begin. */
export interface PlanningSpan {
  first: string;
  last: string;
  previous: string;
  next: string;
}

/**
 * A day; a week from Monday to Sunday; a calendar month (its grid pads the weeks on screen, the data stays within the
 * month); the grouped mode reads a month too, one line per item.
 */
export function planningSpan(scale: PlanningScale, date: string): PlanningSpan {
  if (scale === 'day') return { first: date, last: date, previous: addDays(date, -1), next: addDays(date, 1) };
  if (scale === 'week') {
    const monday = mondayOf(date);
    return { first: monday, last: addDays(monday, 6), previous: addDays(monday, -7), next: addDays(monday, 7) };
  }
  const month = date.slice(0, 7);
  const dates = monthDates(month);
  return { first: dates[0]!, last: dates.at(-1)!, previous: `${addMonths(month, -1)}-01`, next: `${addMonths(month, 1)}-01` };
}
