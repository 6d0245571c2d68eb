import type { CalendarEvent } from '@ossature/contract';
import { type DateArray, type EventAttributes, createEvents } from 'ics';
import { addDays } from '../../../metadata/calendar.js';

const dateParts = (date: string) => date.split('-').map(Number) as [number, number, number];

function timeParts(date: string, hours: number): DateArray {
  const minutes = Math.round(hours * 60);
  // 24 h is midnight of the next day.
  const day = minutes >= 1440 ? addDays(date, 1) : date;
  return [...dateParts(day), Math.floor((minutes % 1440) / 60), minutes % 60];
}

/**
 * The span's events as an iCalendar file (RFC 5545, written by the ics library) that calendar programs import:
 * whole days as dates (the end the day after the last, as the format wants), timed events in the local time of
 * the organisation, each with a UID stable across exports so that importing again updates rather than duplicates.
 */
export function icsFile(calendarName: string, events: CalendarEvent[]): string {
  const attributes = events.map((event): EventAttributes => {
    const description = [event.subtitle, event.object_linked, event.content].filter(Boolean).join('\n');
    const common = { uid: `${event.object_name}-${event.object_id}@ossature`, title: event.title, ...(description ? { description } : {}) };
    if (event.startTime === null) return { ...common, start: dateParts(event.date), end: dateParts(addDays(event.end_date, 1)) };
    return {
      ...common,
      start: timeParts(event.date, event.startTime),
      startInputType: 'local',
      startOutputType: 'local',
      end: timeParts(event.end_date, event.endTime ?? 24),
      endInputType: 'local',
      endOutputType: 'local',
    };
  });
  const { error, value } = createEvents(attributes, { productId: 'ossature', calName: calendarName });
  if (error || !value) throw error ?? new Error('iCalendar file not written');
  return value;
}
