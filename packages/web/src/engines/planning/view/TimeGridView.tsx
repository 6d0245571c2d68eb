import { type CalendarEvent, type PlanningData, formatMessage, messages } from '@ossature/contract';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Stack, Typography, useTheme } from '@mui/material';
import { Fragment, useLayoutEffect, useRef } from 'react';
import { eventsOn, isFullDay, placeTimedEvents } from '../state/planning-layout';
import { DayHeader, dayShade } from './DayHeader';
import { DropCell } from './DropCell';
import { DayCard } from './DayCard';
import { EventCard } from './EventCard';
import { ResizeHandle } from './ResizeHandle';
import { useDayKeys } from './use-day-keys';

const text = messages.planning;
/** SPEC §9: 24 hour rows of 40 px; full-day events fold into an accordion from 4, unless the planning skips grouping. */
const HOUR = 40;
const HOURS = Array.from({ length: 24 }, (_unused, hour) => hour);
const GROUP_FROM = 4;

interface TimeGridViewProps {
  planning: PlanningData;
  draggable: boolean;
  resizable: boolean;
  onOpen(event: CalendarEvent, anchor: HTMLElement): void;
  /** Opens a day (Enter or a click on its date). */
  onDay(date: string): void;
  /** Shows the span holding a day the arrows went to past this one's edges. */
  onLeave(date: string): void;
}

/** The day and week scales: a row of full-day events above 24 hours, scrolled to 4 h (week) or 5 h (day) (SPEC §9). */
export function TimeGridView({ planning, draggable, resizable, onOpen, onDay, onLeave }: TimeGridViewProps) {
  const { days, data, configuration, day_part } = planning;
  const scroller = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const firstHour = configuration.scale === 'day' ? 5 : 4;
  const daysRoot = useRef<HTMLDivElement>(null);
  const dayKeys = useDayKeys(daysRoot, days, false, onLeave);
  // On opening and on changing scale; moving to the next span keeps the hour the user scrolled to.
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = firstHour * HOUR;
  }, [firstHour]);
  const columns = `56px repeat(${days.length}, minmax(0, 1fr))`;
  const fullDay = data.filter(isFullDay);
  const timed = data.filter((event) => !isFullDay(event));
  return (
    <Box>
      {/* The same gutter as the hour grid's scroll bar, so that the days' columns line up with the hours'. */}
      <Box
        ref={daysRoot}
        onKeyDown={dayKeys.onKeyDown}
        sx={{ display: 'grid', gridTemplateColumns: columns, borderBottom: 1, borderColor: 'divider', overflowY: 'hidden', scrollbarGutter: 'stable' }}
      >
        <Box />
        {days.map((day) => (
          <DayHeader key={day.date} day={day} long={days.length === 1} tabIndex={dayKeys.tabIndexOf(day.date)} onOpen={onDay} onFocus={dayKeys.onFocus} />
        ))}
        {/* Timed plannings have no full-day events: no row for them. */}
        {!configuration.timed && (
          <Typography variant="caption" color="text.secondary" sx={{ alignSelf: 'center', fontSize: 10, px: 0.5 }}>
            {text.fullDay}
          </Typography>
        )}
        {!configuration.timed && days.map((day) => {
          const events = eventsOn(fullDay, day.date);
          const cards = events.map((event) => (
            <DayCard key={event.object_id} event={event} date={day.date} place={`all-${day.date}`} draggable={draggable} resizable={resizable} onOpen={onOpen} />
          ));
          return (
            <DropCell
              key={day.date}
              id={`day:${day.date}`}
              date={day.date}
              style={{ minHeight: 32, padding: 2, borderLeft: `1px solid ${theme.palette.divider}`, background: dayShade(day)(theme) }}
            >
              {events.length >= GROUP_FROM && !configuration.skipGrouping ? (
                // Folded cards are not drawn until opened: a busy week holds thousands.
                <Accordion disableGutters elevation={0} slotProps={{ transition: { unmountOnExit: true } }} sx={{ bgcolor: 'transparent' }}>
                  <AccordionSummary expandIcon={<ExpandMore />} sx={{ minHeight: 28, px: 0.5, '& .MuiAccordionSummary-content': { my: 0 } }}>
                    <Typography variant="caption">{formatMessage(text.fullDayEvents, { count: events.length })}</Typography>
                  </AccordionSummary>
                  <AccordionDetails sx={{ p: 0 }}>
                    <Stack spacing={0.25}>{cards}</Stack>
                  </AccordionDetails>
                </Accordion>
              ) : (
                <Stack spacing={0.25}>{cards}</Stack>
              )}
            </DropCell>
          );
        })}
      </Box>
      {/* Focusable, so that the keyboard scrolls the hours too (axe scrollable-region-focusable). */}
      <Box ref={scroller} data-planning-scroll tabIndex={0} role="region" aria-label={text.hours} sx={{ height: '60vh', overflowY: 'auto', scrollbarGutter: 'stable' }} data-testid="planning-hours">
        <Box sx={{ display: 'grid', gridTemplateColumns: columns, position: 'relative' }}>
          <Box>
            {HOURS.map((hour) => (
              <Typography key={hour} variant="caption" color="text.secondary" component="div" sx={{ height: HOUR, textAlign: 'right', pr: 0.5, fontSize: 10, lineHeight: 1 }}>
                {formatMessage(text.hour, { hour: String(hour).padStart(2, '0') })}
              </Typography>
            ))}
          </Box>
          {days.map((day) => (
            <Box key={day.date} sx={{ position: 'relative', borderLeft: 1, borderColor: 'divider', bgcolor: dayShade(day) }}>
              {HOURS.map((hour) => (
                <DropCell
                  key={hour}
                  id={`slot:${day.date}:${hour}`}
                  date={day.date}
                  hour={hour}
                  // Whole-day events land on days, not hours.
                  disabled={!configuration.timed}
                  style={{
                    height: HOUR,
                    borderTop: `1px solid ${theme.palette.divider}`,
                    // Outside working hours the grid is drawn darker (day_part).
                    background: hour < day_part.start || hour >= day_part.end ? theme.palette.action.hover : undefined,
                  }}
                />
              ))}
              {placeTimedEvents(eventsOn(timed, day.date), day.date).map(({ event, from, to, column, columns: shared }) => {
                const across = { left: `calc(${(column / shared) * 100}% + 2px)`, width: `calc(${100 / shared}% - 4px)` };
                return (
                  <Fragment key={event.object_id}>
                    <EventCard
                      event={event}
                      place={`time-${day.date}`}
                      draggable={draggable}
                      onOpen={onOpen}
                      compact={to - from < 1}
                      style={{ position: 'absolute', top: from * HOUR, height: (to - from) * HOUR - 2, ...across }}
                    />
                    {resizable && event.end_date === day.date && (
                      <ResizeHandle event={event} place={`time-${day.date}`} vertical style={{ position: 'absolute', top: to * HOUR - 8, ...across }} />
                    )}
                  </Fragment>
                );
              })}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
