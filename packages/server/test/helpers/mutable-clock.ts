import type { Clock } from '../../src/infra/clock.js';

/** A clock the test moves by hand, to cross token lifetimes and throttling windows without waiting. */
export class MutableClock implements Clock {
  private current: number;

  constructor(start = Date.parse('2026-11-22T09:00:00.000Z')) {
    this.current = start;
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
