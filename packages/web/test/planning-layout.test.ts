import type { CalendarEvent, PlanningDay } from '@ossature/contract';
import { describe, expect, it } from 'vitest';
import { barsOf, createdValues, dayAfterKey, eventsOn, hoursOn, isMove, movedValues, placeTimedEvents, resizedValues } from '../src/engines/planning/state/planning-layout';
import { weeksOf } from '../src/ui/calendar-weeks';
import { planningParams } from '../src/engines/planning/state/planning-query';
import { decodeParams } from '@ossature/contract';

let nextId = 1;
const event = (values: Partial<CalendarEvent>): CalendarEvent => ({
  date: '2035-05-14',
  end_date: '2035-05-14',
  startTime: null,
  endTime: null,
  title: 'Événement',
  subtitle: '',
  content: '',
  color: '#0088c8',
  icon: 'event',
  employees: [],
  form: 'absence',
  form_id: nextId,
  form_title: 'Absence',
  object_linked: '',
  object_name: 'absence',
  object_id: nextId++,
  item: null,
  version: 1,
  ...values,
});

const day = (date: string): PlanningDay => ({
  date,
  day_of_week: '',
  day_number: Number(date.slice(8)),
  month_name: '',
  week_number: 0,
  weekend: false,
  holliday: false,
  holliday_label: null,
  closing: false,
  closing_label: null,
  closing_reasons: [],
  isToday: false,
});

describe('planning layout', () => {
  it('shows an event on every day from its first to its last', () => {
    const long = event({ date: '2035-05-10', end_date: '2035-05-15' });
    const other = event({ date: '2035-05-16', end_date: '2035-05-16' });
    expect(eventsOn([long, other], '2035-05-09')).toEqual([]);
    expect(eventsOn([long, other], '2035-05-15')).toEqual([long]);
    expect(eventsOn([long, other], '2035-05-16')).toEqual([other]);
  });

  it('lays a month out in weeks from Monday to Sunday, with empty cells around it', () => {
    // May 2035 begins on a Tuesday and ends on a Thursday.
    const may = Array.from({ length: 31 }, (_unused, index) => day(`2035-05-${String(index + 1).padStart(2, '0')}`));
    const weeks = weeksOf(may);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]!.map((cell) => cell?.day_number ?? null)).toEqual([null, 1, 2, 3, 4, 5, 6]);
    expect(weeks[4]!.map((cell) => cell?.day_number ?? null)).toEqual([28, 29, 30, 31, null, null, null]);
  });

  it('cuts a timed event spanning days at midnight, and gives an event of no length a quarter of an hour', () => {
    const night = event({ date: '2035-05-14', end_date: '2035-05-16', startTime: 22, endTime: 6 });
    expect([hoursOn(night, '2035-05-14'), hoursOn(night, '2035-05-15'), hoursOn(night, '2035-05-16')]).toEqual([
      { from: 22, to: 24 },
      { from: 0, to: 24 },
      { from: 0, to: 6 },
    ]);
    expect(hoursOn(event({ startTime: 9, endTime: 9 }), '2035-05-14')).toEqual({ from: 9, to: 9.25 });
  });

  it('splits the width evenly between overlapping events, and gives a lone event the whole width', () => {
    const a = event({ startTime: 8, endTime: 10 });
    const b = event({ startTime: 9, endTime: 11 });
    const c = event({ startTime: 10.5, endTime: 12 });
    const alone = event({ startTime: 14, endTime: 15 });
    const placed = placeTimedEvents([a, b, c, alone], '2035-05-14').map((entry) => [entry.event.object_id, entry.column, entry.columns]);
    // a and b overlap; c starts after a ends, so it takes a's column; the cluster is two wide.
    expect(placed).toEqual([
      [a.object_id, 0, 2],
      [b.object_id, 1, 2],
      [c.object_id, 0, 2],
      [alone.object_id, 0, 1],
    ]);
  });

  it('moves a full-day event to another day keeping its length, and a timed one to another hour', () => {
    const leave = event({ date: '2035-05-10', end_date: '2035-05-15' });
    expect(movedValues(leave, { start: 'start_date', end: 'end_date', timed: false }, '2035-05-20')).toEqual({ start_date: '2035-05-20', end_date: '2035-05-25' });
    expect(movedValues(leave, { start: 'start_date', end: 'end_date', timed: false }, '2035-05-20', 9)).toEqual({ start_date: '2035-05-20', end_date: '2035-05-25' });
    const service = event({ startTime: 8.5, endTime: 10.5 });
    expect(movedValues(service, { start: 'date', end: null, timed: true }, '2035-05-16', 14)).toEqual({ date: '2035-05-16 14:00:00' });
    expect(movedValues(service, { start: 'date', end: null, timed: true }, '2035-05-16')).toEqual({ date: '2035-05-16 08:30:00' });
    const meeting = event({ startTime: 23, endTime: 1, end_date: '2035-05-15' });
    expect(movedValues(meeting, { start: 'begins', end: 'ends', timed: true }, '2035-05-20', 22)).toEqual({ begins: '2035-05-20 22:00:00', ends: '2035-05-21 00:00:00' });
  });

  it('moves an event’s end to the day (or the end of the hour) it is dragged to, never before its start', () => {
    const leave = event({ date: '2035-05-10', end_date: '2035-05-15' });
    const days = { end: 'end_date', timed: false };
    expect(resizedValues(leave, days, '2035-05-18')).toEqual({ end_date: '2035-05-18' });
    expect(resizedValues(leave, days, '2035-05-08')).toEqual({ end_date: '2035-05-10' });
    expect(resizedValues(leave, days, '2035-05-15')).toBeNull();
    expect(resizedValues(leave, { end: null, timed: false }, '2035-05-18')).toBeNull();
    const meeting = event({ date: '2035-05-14', end_date: '2035-05-14', startTime: 9, endTime: 10 });
    const hours = { end: 'ends', timed: true };
    expect(resizedValues(meeting, hours, '2035-05-14', 11)).toEqual({ ends: '2035-05-14 12:00:00' });
    expect(resizedValues(meeting, hours, '2035-05-14', 23)).toEqual({ ends: '2035-05-15 00:00:00' });
    expect(resizedValues(meeting, hours, '2035-05-14', 7)).toEqual({ ends: '2035-05-14 09:15:00' });
    expect(resizedValues(meeting, hours, '2035-05-14', 9)).toBeNull();
  });

  it('starts an event created on a cell on that day, at that hour, on that item’s line', () => {
    expect(createdValues({ start: 'start_date', end: 'end_date', item: 'employee_id', timed: false }, { date: '2035-05-14', item: 7 })).toEqual({
      start_date: '2035-05-14',
      end_date: '2035-05-14',
      employee_id: 7,
    });
    expect(createdValues({ start: 'begins', end: 'ends', item: 'room', timed: true }, { date: '2035-05-14', hour: 23 })).toEqual({ begins: '2035-05-14 23:00:00', ends: '2035-05-15 00:00:00' });
    expect(createdValues({ start: 'date', end: null, item: 'vehicle', timed: true }, { date: '2035-05-14' })).toEqual({ date: '2035-05-14 08:00:00' });
  });

  it('moves the focus a day with the side arrows, a week up or down on a month, to the span’s ends with Home and End, and past its edges', () => {
    const week = { first: '2035-05-14', last: '2035-05-20', weeks: false };
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End'].map((key) => dayAfterKey(key, '2035-05-16', week))).toEqual(['2035-05-15', '2035-05-17', '2035-05-14', '2035-05-20']);
    // Past the week's edges: the day of the neighbouring week; up and down are the hours' scroll, not days.
    expect([dayAfterKey('ArrowRight', '2035-05-20', week), dayAfterKey('ArrowLeft', '2035-05-14', week)]).toEqual(['2035-05-21', '2035-05-13']);
    expect([dayAfterKey('ArrowDown', '2035-05-16', week), dayAfterKey('Enter', '2035-05-16', week)]).toEqual([null, null]);
    const month = { first: '2035-05-01', last: '2035-05-31', weeks: true };
    expect(['ArrowUp', 'ArrowDown'].map((key) => dayAfterKey(key, '2035-05-30', month))).toEqual(['2035-05-23', '2035-06-06']);
  });

  it('sees no move in a card put back where it was', () => {
    expect(isMove(event({ date: '2035-05-14' }), '2035-05-14')).toBe(false);
    expect(isMove(event({ date: '2035-05-14', startTime: 9 }), '2035-05-14', 9)).toBe(false);
    expect(isMove(event({ date: '2035-05-14', startTime: 9 }), '2035-05-14', 10)).toBe(true);
  });

  it('stacks an item’s overlapping events in lanes and cuts bars at the span’s edges', () => {
    const dates = Array.from({ length: 7 }, (_unused, index) => `2035-05-${String(14 + index).padStart(2, '0')}`);
    const before = event({ date: '2035-05-10', end_date: '2035-05-15' });
    const during = event({ date: '2035-05-15', end_date: '2035-05-16' });
    const after = event({ date: '2035-05-17', end_date: '2035-05-25' });
    const { bars, lanes } = barsOf([before, during, after], dates);
    expect(lanes).toBe(2);
    expect(bars.map((bar) => [bar.event.object_id, bar.from, bar.to, bar.lane])).toEqual([
      [before.object_id, 0, 1, 0],
      [during.object_id, 1, 2, 1],
      [after.object_id, 3, 6, 0],
    ]);
  });

  it('asks for the scale, the day and the filters set, and nothing else', () => {
    expect(Object.fromEntries(decodeParams(planningParams({ scale: 'week', start: null, filters: {} })))).toEqual({ scale: 'week' });
    expect(Object.fromEntries(decodeParams(planningParams({ scale: 'month', start: '2035-05-01', filters: { type: 'rtt', status: '' } })))).toEqual({
      scale: 'month',
      start: '2035-05-01',
      type: 'rtt',
    });
  });
});
