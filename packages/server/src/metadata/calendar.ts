/**
 * Calendar arithmetic shared by the modules, on dates as date fields store them (`yyyy-MM-dd`) and on months
 * (`yyyy-MM`). Computed on the text in UTC, so that no server time zone moves a date to the day before.
 */
const DAY = 86_400_000;

const toDate = (date: string) => new Date(`${date}T00:00:00Z`);

export const isoDate = (instant: Date) => instant.toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => isoDate(new Date(toDate(date).getTime() + days * DAY));

/** 1 for Monday … 7 for Sunday. */
export const isoWeekday = (date: string) => ((toDate(date).getUTCDay() + 6) % 7) + 1;

export const isWeekend = (date: string) => isoWeekday(date) >= 6;

/** Mondays to Fridays from `start` to `end`, both included; 0 when `end` is before `start`. */
export function workingDaysBetween(start: string, end: string): number {
  const total = Math.round((toDate(end).getTime() - toDate(start).getTime()) / DAY) + 1;
  if (total <= 0) return 0;
  const first = isoWeekday(start);
  let count = Math.floor(total / 7) * 5;
  for (let offset = 0; offset < total % 7; offset += 1) {
    if (((first - 1 + offset) % 7) + 1 <= 5) count += 1;
  }
  return count;
}

/** The month `count` months after (or before, when negative) `month`. */
export function addMonths(month: string, count: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + count;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** Every date of a month, in order. */
export function monthDates(month: string): string[] {
  const dates: string[] = [];
  for (let date = `${month}-01`; date.startsWith(month); date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** ISO 8601 week number: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekNumber(date: string): number {
  const thursday = toDate(addDays(date, 4 - isoWeekday(date)));
  const firstOfYear = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - firstOfYear) / DAY / 7) + 1;
}

const parisParts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The date a user in France reads on the calendar at that instant (the app's users are French). */
export function parisDate(instant: Date): string {
  const parts = Object.fromEntries(parisParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock time in Paris at that instant, as datetime fields store it: 'yyyy-MM-dd HH:mm:ss'. */
export function parisDateTime(instant: Date): string {
  const parts = Object.fromEntries(parisClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const asUtc = (wallClock: string) => Date.parse(`${wallClock.replace(' ', 'T')}Z`);

/**
 * The instant a Paris wall-clock time ('yyyy-MM-dd HH:mm:ss', or a date: its midnight) stands for, as ISO-8601 UTC:
 * what a screen computes an age from. The offset is Paris's at that time (one hour in winter, two in summer).
 */
export function parisInstant(wallClock: string): string {
  const time = asUtc(wallClock.length === 10 ? `${wallClock} 00:00:00` : wallClock);
  const offsetAt = (instant: number) => asUtc(parisDateTime(new Date(instant))) - instant;
  return new Date(time - offsetAt(time - offsetAt(time))).toISOString();
}

const weekdayName = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', weekday: 'long' });
const monthName = new Intl.DateTimeFormat('fr-FR', { timeZone: 'UTC', month: 'long' });

/** 'lundi', 'mardi'… */
export const frenchWeekday = (date: string) => weekdayName.format(toDate(date));

/** 'janvier', 'février'… */
export const frenchMonth = (date: string) => monthName.format(toDate(date));

/** The Monday of the date's week (weeks run Monday to Sunday, SPEC §9). */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/** The days from `first` to `last`, both included. */
export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
}
