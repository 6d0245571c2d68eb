import { addDays, datesBetween, frenchMonth, parisDate, parisDateTime, parisInstant } from '../../metadata/calendar.js';

const MINUTE = 60_000;

/** A log's stretch of one day, as a timesheet line holds it: the day, and start and end as 'HH:MM' in Paris. */
export interface DayLine {
  day: string;
  start: string;
  end: string;
}

/** The Paris day of an instant, from its midnight to the next (23 or 25 hours when the clocks change). */
export function parisDay(instant: Date): { date: string; start: number; end: number } {
  const date = parisDate(instant);
  return { date, start: Date.parse(parisInstant(date)), end: Date.parse(parisInstant(addDays(date, 1))) };
}

const clockOf = (instant: number) => parisDateTime(new Date(instant)).slice(11, 16);

/**
 * The timesheet lines of a log: one per Paris day it covers (split at midnight), its start rounded down and its end
 * rounded up to the minute. A day's line ends at 23:59 at the latest (a time field holds no 24:00); a stretch that
 * rounds to nothing (the last seconds before midnight) makes no line, nor does a log shorter than a minute.
 */
export function dayLines(startedAt: Date, stoppedAt: Date): DayLine[] {
  const [from, to] = [startedAt.getTime(), stoppedAt.getTime()];
  if (to - from < MINUTE) return [];
  const lines: DayLine[] = [];
  for (const day of datesBetween(parisDate(startedAt), parisDate(stoppedAt))) {
    const midnight = Date.parse(parisInstant(addDays(day, 1)));
    const start = clockOf(Math.max(from, Date.parse(parisInstant(day))));
    const endInstant = Math.ceil(Math.min(to, midnight) / MINUTE) * MINUTE;
    const end = endInstant >= midnight ? '23:59' : clockOf(endInstant);
    if (end > start) lines.push({ day, start, end });
  }
  return lines;
}

/** Milliseconds of a log within [from, to): a running log counts up to `now`. */
export function overlap(log: { started_at: string; stopped_at: string | null }, from: number, to: number, now: number): number {
  const end = Math.min(log.stopped_at === null ? now : Date.parse(log.stopped_at), to);
  return Math.max(0, end - Math.max(Date.parse(log.started_at), from));
}

/** 'novembre 2026' for '2026-11'. */
export const monthInWords = (month: string) => `${frenchMonth(`${month}-01`)} ${month.slice(0, 4)}`;
