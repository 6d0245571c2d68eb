import { type CalendarEvent, type PlanningData, messages } from '@ossature/contract';
import { Box, Link, Stack, Typography, useTheme } from '@mui/material';
import type { KeyboardEvent } from 'react';
import { weeksOf } from '../../../ui/calendar-weeks';
import { addDays, eventsOn } from '../state/planning-layout';
import { dayNotes, dayShade } from './DayHeader';
import { DropCell } from './DropCell';
import { DayCard } from './DayCard';
import { moreEvents } from './EventCard';

const text = messages.planning;
/** Cards shown in a month cell; the rest behind '+n autres', which opens the day. */
const SHOWN = 3;
/** Arrows move between the days of the grid as they do in a date picker: a day left or right, a week up or down. */
const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

function moveBetweenDays(event: KeyboardEvent<HTMLElement>) {
  const step = STEPS[event.key];
  const date = (event.target as HTMLElement).dataset.day;
  if (!step || !date) return;
  const target = event.currentTarget.querySelector<HTMLElement>(`[data-day="${addDays(date, step)}"]`);
  if (!target) return;
  event.preventDefault();
  target.focus();
}

interface MonthViewProps {
  planning: PlanningData;
  draggable: boolean;
  resizable: boolean;
  onOpen(event: CalendarEvent, anchor: HTMLElement): void;
  onDay(date: string): void;
}

/** The month scale: weeks Monday to Sunday (SPEC §9), each day with its first cards and how many more. */
export function MonthView({ planning, draggable, resizable, onOpen, onDay }: MonthViewProps) {
  const weeks = weeksOf(planning.days);
  const theme = useTheme();
  return (
    <Box onKeyDown={moveBetweenDays} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', borderTop: 1, borderLeft: 1, borderColor: 'divider' }}>
      {text.weekdays.map((weekday) => (
        <Typography key={weekday} variant="caption" component="div" sx={{ textAlign: 'center', fontWeight: 600, py: 0.5, borderRight: 1, borderBottom: 1, borderColor: 'divider' }}>
          {weekday}
        </Typography>
      ))}
      {weeks.flat().map((day, index) => {
        if (!day) return <Box key={`pad-${index}`} sx={{ bgcolor: 'action.hover', borderRight: 1, borderBottom: 1, borderColor: 'divider' }} />;
        const events = eventsOn(planning.data, day.date);
        const notes = dayNotes(day);
        return (
          <DropCell
            key={day.date}
            id={`day:${day.date}`}
            date={day.date}
            style={{ minHeight: 110, padding: 4, borderRight: `1px solid ${theme.palette.divider}`, borderBottom: `1px solid ${theme.palette.divider}`, background: dayShade(day)(theme) }}
          >
            <Link
              component="button"
              type="button"
              variant="caption"
              underline="hover"
              aria-label={`${day.day_of_week} ${day.day_number} ${day.month_name}`}
              aria-current={day.isToday ? 'date' : undefined}
              data-day={day.date}
              onClick={() => onDay(day.date)}
              sx={{ fontWeight: day.isToday ? 700 : 400, color: day.isToday ? 'primary.main' : 'text.secondary' }}
            >
              {day.day_number}
            </Link>
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
