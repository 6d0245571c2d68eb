import { describe, expect, it } from 'vitest';
import { durationWindow, periodWindows } from '../../src/engines/list/time-windows.js';
import { parisWallClock, shiftWallClock } from '../../src/engines/list/wall-clock.js';

/** Tuesday 24 November 2026, 20:30 in Paris (UTC+1 in winter). */
const now = new Date('2026-11-24T19:30:00Z');

describe('wall-clock time in Paris', () => {
  it('follows the French time zone in winter and in summer', () => {
    expect(parisWallClock(now)).toBe('2026-11-24 20:30:00');
    expect(parisWallClock(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15 00:30:00');
  });

  it('moves by months keeping the day, clamped to the end of a shorter month', () => {
    expect(shiftWallClock('2026-01-31 00:00:00', 1, 'months')).toBe('2026-02-28 00:00:00');
    expect(shiftWallClock('2024-02-29 10:00:00', -1, 'years')).toBe('2023-02-28 10:00:00');
    expect(shiftWallClock('2026-12-31 23:59:59', 1, 'seconds')).toBe('2027-01-01 00:00:00');
  });
});

const window = (period: keyof typeof periodWindows) => periodWindows[period](now);

describe('the periods of a filter', () => {
  it('roll back from now for the last hour and the last day', () => {
    expect(window('last_hour')).toEqual({ from: '2026-11-24 19:30:00', to: '2026-11-24 20:30:00' });
    expect(window('last_day')).toEqual({ from: '2026-11-23 20:30:00', to: '2026-11-24 20:30:00' });
  });

  it('are whole calendar days, weeks from Monday, months and years', () => {
    expect(window('today')).toEqual({ from: '2026-11-24 00:00:00', to: '2026-11-24 23:59:59' });
    expect(window('yesterday')).toEqual({ from: '2026-11-23 00:00:00', to: '2026-11-23 23:59:59' });
    expect(window('last_week')).toEqual({ from: '2026-11-16 00:00:00', to: '2026-11-22 23:59:59' });
    expect(window('this_month')).toEqual({ from: '2026-11-01 00:00:00', to: '2026-11-30 23:59:59' });
    expect(window('last_month')).toEqual({ from: '2026-10-01 00:00:00', to: '2026-10-31 23:59:59' });
    expect(window('this_year')).toEqual({ from: '2026-01-01 00:00:00', to: '2026-12-31 23:59:59' });
    expect(window('last_year')).toEqual({ from: '2025-01-01 00:00:00', to: '2025-12-31 23:59:59' });
  });

  it('reach back from today, today included, for the past thirty days and the last year', () => {
    expect(window('past_thirty_days')).toEqual({ from: '2026-10-25 00:00:00', to: '2026-11-24 23:59:59' });
    expect(window('since_one_year')).toEqual({ from: '2025-11-24 00:00:00', to: '2026-11-24 23:59:59' });
  });

  it('take the week of a Sunday evening as the one that began on the Monday before', () => {
    expect(periodWindows.last_week(new Date('2026-11-29T20:00:00Z'))).toEqual({ from: '2026-11-16 00:00:00', to: '2026-11-22 23:59:59' });
  });
});

describe('the durations of a filter', () => {
  it('count whole days, months or years from today, in the past or ahead', () => {
    expect(durationWindow({ option: 'since_more', amount: 3, unit: 'days' }, now)).toEqual({ from: null, to: '2026-11-20 23:59:59' });
    expect(durationWindow({ option: 'since_less', amount: 3, unit: 'days' }, now)).toEqual({ from: '2026-11-21 00:00:00', to: '2026-11-24 23:59:59' });
    expect(durationWindow({ option: 'in_more_than', amount: 2, unit: 'months' }, now)).toEqual({ from: '2027-01-25 00:00:00', to: null });
    expect(durationWindow({ option: 'in_less_than', amount: 1, unit: 'years' }, now)).toEqual({ from: '2026-11-24 00:00:00', to: '2027-11-24 23:59:59' });
  });
});
