import type { CalendarEvent } from '@ossature/contract';
import { Box } from '@mui/material';
import { EventCard } from './EventCard';
import { ResizeHandle } from './ResizeHandle';

interface DayCardProps {
  event: CalendarEvent;
  date: string;
  place: string;
  draggable: boolean;
  resizable: boolean;
  compact?: boolean;
  onOpen(event: CalendarEvent, anchor: HTMLElement): void;
}

/** A whole-day card in a day's cell, with the grip that moves its end on the event's last day. */
export function DayCard({ event, date, place, draggable, resizable, compact, onOpen }: DayCardProps) {
  const card = <EventCard event={event} place={place} draggable={draggable} compact={compact} onOpen={onOpen} />;
  if (!resizable || event.end_date !== date) return card;
  return (
    <Box sx={{ display: 'flex', gap: 0.25, alignItems: 'stretch' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>{card}</Box>
      <ResizeHandle event={event} place={place} />
    </Box>
  );
}
