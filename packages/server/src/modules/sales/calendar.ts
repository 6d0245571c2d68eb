/** The calendar of the sales documents: dates are 'yyyy-MM-dd' text, days are those of France. */

const parisDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date in France at an instant: an invoice issued at 00:30 in Paris is dated that day, not the day before (UTC). */
export function frenchDate(instant: Date): string {
  const parts = Object.fromEntries(parisDay.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DAY = 86_400_000;

/** A 'yyyy-MM-dd' date moved by a number of days. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** A 'yyyy-MM' month moved by a number of months. */
export function addMonths(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
