import { afterEach, describe, expect, it } from 'vitest';
import { barPercent, clockText, runningSeconds, secondsSinceAnswer } from '../src/shell/activity/activity-time';
import { currentWorkstation } from '../src/shell/activity/workstation';

describe('the activity times', () => {
  it('read as clocks: hh:mm:ss in the top bar, h:mm:ss for a day', () => {
    expect(clockText(0, true)).toBe('00:00:00');
    expect(clockText(3725.9, true)).toBe('01:02:05');
    expect(clockText(3725, false)).toBe('1:02:05');
    expect(clockText(36_000 + 59, false)).toBe('10:00:59');
    expect(clockText(-3, false)).toBe('0:00:00');
  });

  it('fill their bar against a day of 28,800 s, from 5 % to 100 % (SPEC §9)', () => {
    expect(barPercent(0)).toBe(5);
    expect(barPercent(720)).toBe(5);
    expect(barPercent(14_400)).toBe(50);
    expect(barPercent(28_800)).toBe(100);
    expect(barPercent(40_000)).toBe(100);
  });

  it('tick on the server’s clock, whatever the browser’s says', () => {
    // The browser's clock is an hour behind: only the time gone since the answer counts from it.
    const receivedAt = Date.parse('2026-11-24T08:00:00Z');
    const since = secondsSinceAnswer(receivedAt + 2500, receivedAt);
    expect(since).toBe(2.5);
    expect(runningSeconds('2026-11-24T08:58:00Z', '2026-11-24T09:00:00Z', since)).toBe(122.5);
    // A clock read before the answer came counts nothing.
    expect(secondsSinceAnswer(receivedAt - 900, receivedAt)).toBe(0);
  });
});

describe('the workstation', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState({}, '', '/');
  });

  it('is the one in session storage, set once from ?workstation= on the app’s address', () => {
    expect(currentWorkstation()).toBeUndefined();
    sessionStorage.setItem('workstation', '  Accueil-1 ');
    expect(currentWorkstation()).toBe('Accueil-1');
    window.history.replaceState({}, '', '/front/?workstation=Guichet%202');
    expect(currentWorkstation()).toBe('Guichet 2');
    window.history.replaceState({}, '', '/front/list/timesheet');
    expect(currentWorkstation()).toBe('Guichet 2');
    sessionStorage.setItem('workstation', 'x'.repeat(150));
    expect(currentWorkstation()).toHaveLength(100);
  });
});
