import type { Duration, Period } from '@ossature/contract';
import { parisWallClock, shiftWallClock, startOfDay, startOfMonth, startOfWeek, startOfYear } from './wall-clock.js';

/**
 * A span of wall-clock time, both ends included, to the second ('yyyy-MM-dd HH:mm:ss'); null is unbounded. A stored
 * value of any precision (a year, a month, a date, a datetime) is in the window when it overlaps it, which comparing
 * the value with the ends cut to its own length says exactly, as text, with an index.
 */
export interface TimeWindow {
  from: string | null;
  to: string | null;
}

/** The window from `start` up to the second before `end`. */
const until = (start: string, end: string): TimeWindow => ({ from: start, to: shiftWallClock(end, -1, 'seconds') });

/**
 * The periods of SPEC §3, at `now`. Rolling ones end now (last hour, last day = the last 24 hours); calendar ones
 * are whole days, weeks (Monday to Sunday), months and years: `last_week`, `last_month` and `last_year` are the
 * previous calendar week, month and year, like `yesterday` is the previous day; `past_thirty_days` and
 * `since_one_year` reach back from today to that day, today included.
 */
export const periodWindows: Record<Period, (now: Date) => TimeWindow> = {
  last_hour: (now) => ({ from: parisWallClock(new Date(now.getTime() - 3_600_000)), to: parisWallClock(now) }),
  last_day: (now) => ({ from: parisWallClock(new Date(now.getTime() - 86_400_000)), to: parisWallClock(now) }),
  today: (now) => dayWindow(parisWallClock(now), 0),
  yesterday: (now) => dayWindow(parisWallClock(now), -1),
  last_week: (now) => {
    const monday = startOfWeek(parisWallClock(now));
    return until(shiftWallClock(monday, -7, 'days'), monday);
  },
  past_thirty_days: (now) => sinceToday(parisWallClock(now), 30, 'days'),
  this_month: (now) => {
    const first = startOfMonth(parisWallClock(now));
    return until(first, shiftWallClock(first, 1, 'months'));
  },
  last_month: (now) => {
    const first = startOfMonth(parisWallClock(now));
    return until(shiftWallClock(first, -1, 'months'), first);
  },
  this_year: (now) => {
    const first = startOfYear(parisWallClock(now));
    return until(first, shiftWallClock(first, 1, 'years'));
  },
  since_one_year: (now) => sinceToday(parisWallClock(now), 1, 'years'),
  last_year: (now) => {
    const first = startOfYear(parisWallClock(now));
    return until(shiftWallClock(first, -1, 'years'), first);
  },
};

function dayWindow(wallClock: string, offset: number): TimeWindow {
  const day = shiftWallClock(startOfDay(wallClock), offset, 'days');
  return until(day, shiftWallClock(day, 1, 'days'));
}

/** From `amount` units before today to the end of today. */
function sinceToday(wallClock: string, amount: number, unit: Duration['unit']): TimeWindow {
  const today = startOfDay(wallClock);
  return until(shiftWallClock(today, -amount, unit), shiftWallClock(today, 1, 'days'));
}

/**
 * The durations of SPEC §3, counted in whole days from today: 'since more than 3 days' is up to the day before
 * today − 3 days; 'since less than 3 days' from today − 3 days to today; 'in more than 3 days' from the day after
 * today + 3 days; 'in less than 3 days' from today to today + 3 days.
 */
export function durationWindow({ option, amount, unit }: Duration, now: Date): TimeWindow {
  const today = startOfDay(parisWallClock(now));
  const tomorrow = shiftWallClock(today, 1, 'days');
  const back = shiftWallClock(today, -amount, unit);
  const ahead = shiftWallClock(today, amount, unit);
  switch (option) {
    case 'since_more':
      return { from: null, to: shiftWallClock(back, -1, 'seconds') };
    case 'since_less':
      return until(back, tomorrow);
    case 'in_more_than':
      return { from: shiftWallClock(ahead, 1, 'days'), to: null };
    case 'in_less_than':
      return until(today, shiftWallClock(ahead, 1, 'days'));
  }
}
