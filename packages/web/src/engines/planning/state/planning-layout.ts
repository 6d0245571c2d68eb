import { type CalendarEvent, clockOfHours } from '@ossature/contract';

/** Pure calendar arithmetic of the planning screen: which events a day shows, where, and where a moved one lands. */

const DAY = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const addDays = (date: string, days: number) => new Date(toTime(date) + days * DAY).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((toTime(to) - toTime(from)) / DAY);

export const isFullDay = (event: CalendarEvent) => event.startTime === null;

/** The events sharing a day, in their order (the server's: by start). */
export const eventsOn = (events: CalendarEvent[], date: string) => events.filter((event) => event.date <= date && date <= event.end_date);

/** The hours a timed event covers on one of its days: from its start on the first day, to its end on the last. */
export function hoursOn(event: CalendarEvent, date: string): { from: number; to: number } {
  const from = date === event.date ? (event.startTime ?? 0) : 0;
  const to = date === event.end_date ? (event.endTime ?? 24) : 24;
  // An event of no length still shows as a quarter of an hour.
  return { from, to: Math.max(to, from + 0.25) };
}

export interface PlacedEvent {
  event: CalendarEvent;
  from: number;
  to: number;
  /** Which of the `columns` side-by-side places it takes: overlapping cards split the width evenly (SPEC §9). */
  column: number;
  columns: number;
}

/**
 * Timed events of a day laid side by side: events that overlap, directly or through others, form a cluster; each takes
 * the first column free at its start, and every card of a cluster gets the cluster's width share.
 */
export function placeTimedEvents(events: CalendarEvent[], date: string): PlacedEvent[] {
  const timed = events
    .map((event) => ({ event, ...hoursOn(event, date) }))
    .toSorted((a, b) => a.from - b.from || b.to - a.to || a.event.object_id - b.event.object_id);
  const placed: PlacedEvent[] = [];
  let cluster: PlacedEvent[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const columns = Math.max(1, ...cluster.map((entry) => entry.column + 1));
    for (const entry of cluster) entry.columns = columns;
    placed.push(...cluster);
    cluster = [];
  };
  for (const entry of timed) {
    if (entry.from >= clusterEnd) {
      closeCluster();
      clusterEnd = -1;
    }
    const busy = new Set(cluster.filter((other) => other.to > entry.from).map((other) => other.column));
    let column = 0;
    while (busy.has(column)) column += 1;
    cluster.push({ ...entry, column, columns: 1 });
    clusterEnd = Math.max(clusterEnd, entry.to);
  }
  closeCluster();
  return placed;
}

/**
 * The values that move an event to another day (and, on an hour grid, another hour), keeping its length: what the
 * form save receives. A full-day event moves its start and end dates; a timed one its start datetime, and its end
 * datetime when it has an end field.
 */
export function movedValues(
  event: CalendarEvent,
  fields: { start: string; end: string | null; timed: boolean },
  targetDate: string,
  targetHour?: number,
): Record<string, string> {
  const shift = daysBetween(event.date, targetDate);
  if (!fields.timed) {
    return { [fields.start]: targetDate, ...(fields.end ? { [fields.end]: addDays(event.end_date, shift) } : {}) };
  }
  const start = targetHour ?? event.startTime ?? 0;
  const values: Record<string, string> = { [fields.start]: `${targetDate} ${clockOfHours(start)}:00` };
  if (fields.end) {
    const length = daysBetween(event.date, event.end_date) * 24 + (event.endTime ?? 24) - (event.startTime ?? 0);
    const endHours = start + length;
    values[fields.end] = `${addDays(targetDate, Math.floor(endHours / 24))} ${clockOfHours(endHours % 24)}:00`;
  }
  return values;
}

/** Whether a move changes anything: dropping a card where it was saves nothing. */
export const isMove = (event: CalendarEvent, targetDate: string, targetHour?: number) =>
  targetDate !== event.date || (targetHour !== undefined && targetHour !== event.startTime);

export interface Bar {
  event: CalendarEvent;
  /** First and last index, among the span's days, of the days the bar covers. */
  from: number;
  to: number;
  lane: number;
}

/**
 * An item's events as bars over the span's days, each in the first lane free over its days: bars of one item never
 * overlap, and an item takes as many lanes as it has events at once.
 */
export function barsOf(events: CalendarEvent[], dates: string[]): { bars: Bar[]; lanes: number } {
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return { bars: [], lanes: 1 };
  const laneEnds: number[] = [];
  const bars = events
    .map((event) => ({ event, from: Math.max(0, daysBetween(first, event.date)), to: Math.min(dates.length - 1, daysBetween(first, event.end_date)) }))
    .filter((bar) => bar.from <= bar.to)
    .toSorted((a, b) => a.from - b.from || b.to - a.to)
    .map((bar) => {
      let lane = laneEnds.findIndex((end) => end < bar.from);
      if (lane === -1) lane = laneEnds.length;
      laneEnds[lane] = bar.to;
      return { ...bar, lane };
    });
  return { bars, lanes: Math.max(1, laneEnds.length) };
}

/**
 * The values that make an event end on another day (or, for a timed event, at the end of another hour), never before
 * it starts: what a resized card saves. Null when the event has no end field, or when nothing changes.
 */
export function resizedValues(
  event: CalendarEvent,
  fields: { end: string | null; timed: boolean },
  targetDate: string,
  targetHour?: number,
): Record<string, string> | null {
  if (!fields.end) return null;
  if (!fields.timed) {
    const end = targetDate < event.date ? event.date : targetDate;
    return end === event.end_date ? null : { [fields.end]: end };
  }
  // The end of the hour dropped on; at least a quarter of an hour after the start.
  const hour = (targetHour ?? Math.ceil(event.endTime ?? 24) - 1) + 1;
  const beforeStart = targetDate < event.date || (targetDate === event.date && hour <= (event.startTime ?? 0));
  const [date, hours] = beforeStart ? [event.date, (event.startTime ?? 0) + 0.25] : [targetDate, hour];
  if (date === event.end_date && hours === event.endTime) return null;
  return { [fields.end]: `${hours >= 24 ? addDays(date, 1) : date} ${clockOfHours(hours % 24)}:00` };
}

/**
 * The values a new event starts with when it is created on a cell: that day (whole days), that hour for an hour (an
 * hour long when it has an end field; 8 h on a day cell of a timed planning), and the item of the line it is on.
 */
export function createdValues(
  fields: { start: string; end: string | null; item: string; timed: boolean },
  at: { date: string; hour?: number; item?: number },
): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  if (fields.timed) {
    const hour = at.hour ?? 8;
    values[fields.start] = `${at.date} ${clockOfHours(hour)}:00`;
    if (fields.end) values[fields.end] = `${hour >= 23 ? addDays(at.date, 1) : at.date} ${clockOfHours((hour + 1) % 24)}:00`;
  } else {
    values[fields.start] = at.date;
    if (fields.end) values[fields.end] = at.date;
  }
  if (at.item !== undefined) values[fields.item] = at.item;
  return values;
}

/** The keys that move between days, as in a date picker: a day left or right, a week up or down on a month's grid. */
const DAY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
const WEEK_STEPS: Record<string, number> = { ArrowUp: -7, ArrowDown: 7 };

/**
 * The day a key leads to from `date`: Home and End the span's first and last; the arrows a day (a week up or down
 * where days lie in weeks), past the span's edges too — the screen then shows the neighbouring span. Null for any
 * other key.
 */
export function dayAfterKey(key: string, date: string, span: { first: string; last: string; weeks: boolean }): string | null {
  if (key === 'Home') return span.first;
  if (key === 'End') return span.last;
  const step = DAY_STEPS[key] ?? (span.weeks ? WEEK_STEPS[key] : undefined);
  return step === undefined ? null : addDays(date, step);
}
