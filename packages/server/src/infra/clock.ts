/** The time source. Tests replace it to move through token expiry and rate-limit windows without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Timestamps are stored as ISO-8601 UTC text on both databases: sortable, comparable, and identical everywhere. */
export const isoNow = (clock: Clock): string => clock.now().toISOString();

export const isoAfter = (clock: Clock, milliseconds: number): string =>
  new Date(clock.now().getTime() + milliseconds).toISOString();
