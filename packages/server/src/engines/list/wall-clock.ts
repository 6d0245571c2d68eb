/**
 * Wall-clock time in France, as date and datetime fields store it: 'yyyy-MM-dd HH:mm:ss', compared as text. The app's
 * users are French, so "today" and "this month" are the ones read on a calendar in Paris, whatever the server's zone.
 */
export { parisDateTime as parisWallClock } from '../../metadata/calendar.js';

const asUtc = (wallClock: string) => new Date(`${wallClock.replace(' ', 'T')}Z`);
const fromUtc = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** Calendar arithmetic on a wall-clock text: days, or months and years keeping the day (clamped to the month's end). */
export function shiftWallClock(wallClock: string, amount: number, unit: 'seconds' | 'days' | 'months' | 'years'): string {
  const date = asUtc(wallClock);
  if (unit === 'seconds') return fromUtc(new Date(date.getTime() + amount * 1000));
  if (unit === 'days') return fromUtc(new Date(date.getTime() + amount * 86_400_000));
  const months = unit === 'years' ? amount * 12 : amount;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return fromUtc(date);
}

export const startOfDay = (wallClock: string) => `${wallClock.slice(0, 10)} 00:00:00`;
export const startOfMonth = (wallClock: string) => `${wallClock.slice(0, 7)}-01 00:00:00`;
export const startOfYear = (wallClock: string) => `${wallClock.slice(0, 4)}-01-01 00:00:00`;
/** Monday of the week (weeks start on Monday in France). */
export function startOfWeek(wallClock: string): string {
  const weekday = (asUtc(wallClock).getUTCDay() + 6) % 7;
  return startOfDay(shiftWallClock(wallClock, -weekday, 'days'));
}
