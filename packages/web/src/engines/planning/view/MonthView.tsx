import { type CalendarEvent, type PlanningData, messages } from '@ossature/contract';
import { Box, Link, Stack, Typography, useTheme } from '@mui/material';
import { useMemo, useRef } from 'react';
import { weeksOf } from '../../../ui/calendar-weeks';
import { eventsOn } from '../state/planning-layout';
import { DayButton } from './DayButton';
import { dayNotes, dayShade } from './DayHeader';
import { DropCell } from './DropCell';
import { DayCard } from './DayCard';
import { moreEvents } from './EventCard';
import { useDayKeys } from './use-day-keys';

const text = messages.planning;
/** Cards shown in a month cell; the rest behind '+n autres', which opens the day. */
const SHOWN = 3;

interface MonthViewProps {
  planning: PlanningData;
  draggable: boolean;
  resizable: boolean;
  onOpen(event: CalendarEvent, anchor: HTMLElement): void;
  /** Opens a day (Enter or a click on its date, '+n autres'). */
  onDay(date: string): void;
  /** Shows the month holding a day the arrows went to past this one's edges. */
  onLeave(date: string): void;
}

/** The month scale: weeks Monday to Sunday (SPEC §9), each day with its first cards and how many more. */
export function MonthView({ planning, draggable, resizable, onOpen, onDay, onLeave }: MonthViewProps) {
  const weeks = weeksOf(planning.days);
  const theme = useTheme();
  // The arrows move between the days as in a date picker: a day left or right, a week up or down.
  const daysRoot = useRef<HTMLDivElement>(null);
  const dayKeys = useDayKeys(daysRoot, planning.days, true, onLeave);
  // Each day's events, worked out once per answer: an arrow key moving the focus draws the month again, and each of
  // its 35 days would go through the month's thousands of events anew.
  const eventsByDay = useMemo(() => new Map(planning.days.map((day) => [day.date, eventsOn(planning.data, day.date)])), [planning.days, planning.data]);
  return (
    <Box ref={daysRoot} onKeyDown={dayKeys.onKeyDown} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', borderTop: 1, borderLeft: 1, borderColor: 'divider' }}>
      {text.weekdays.map((weekday) => (
        <Typography key={weekday} variant="caption" component="div" sx={{ textAlign: 'center', fontWeight: 600, py: 0.5, borderRight: 1, borderBottom: 1, borderColor: 'divider' }}>
          {weekday}
        </Typography>
      ))}
      {weeks.flat().map((day, index) => {
        if (!day) return <Box key={`pad-${index}`} sx={{ bgcolor: 'action.hover', borderRight: 1, borderBottom: 1, borderColor: 'divider' }} />;
        const events = eventsByDay.get(day.date) ?? [];
        const notes = dayNotes(day);
        return (
          <DropCell
            key={day.date}
            id={`day:${day.date}`}
            date={day.date}
            style={{ minHeight: 110, padding: 4, borderRight: `1px solid ${theme.palette.divider}`, borderBottom: `1px solid ${theme.palette.divider}`, background: dayShade(day)(theme) }}
          >
            <DayButton day={day} tabIndex={dayKeys.tabIndexOf(day.date)} onOpen={onDay} onFocus={dayKeys.onFocus} shown="number" />
            {notes.map((note) => (
              <Typography key={note} variant="caption" component="div" sx={{ fontSize: 10, lineHeight: 1.2, color: 'text.secondary' }}>
                {note}
              </Typography>
            ))}
            <Stack spacing={0.25} sx={{ mt: 0.25 }}>
              {events.slice(0, SHOWN).map((event) => (
                <DayCard key={event.object_id} event={event} date={day.date} place={`month-${day.date}`} draggable={draggable} resizable={resizable} compact onOpen={onOpen} />
              ))}
              {events.length > SHOWN && (
                <Link component="button" type="button" variant="caption" onClick={() => onDay(day.date)} sx={{ textAlign: 'left' }}>
                  {moreEvents(events.length - SHOWN)}
                </Link>
              )}
            </Stack>
          </DropCell>
        );
      })}
    </Box>
  );
}
