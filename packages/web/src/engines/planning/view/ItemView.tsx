import { type CalendarEvent, type PlanningData, messages } from '@ossature/contract';
import { Box, Typography, useTheme } from '@mui/material';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useId, useMemo, useRef } from 'react';
import { mondayIndex } from '../../../ui/calendar-weeks';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { barsOf } from '../state/planning-layout';
import { DayButton } from './DayButton';
import { dayNotes, dayShade } from './DayHeader';
import { DropCell } from './DropCell';
import { EventCard } from './EventCard';
import { ResizeHandle } from './ResizeHandle';
import { useDayKeys } from './use-day-keys';

const text = messages.planning;
const LANE = 26;

interface ItemViewProps {
  planning: PlanningData;
  draggable: boolean;
  resizable: boolean;
  onOpen(event: CalendarEvent, anchor: HTMLElement): void;
  /** Opens a day (Enter or a click on its date). */
  onDay(date: string): void;
  /** Shows the month holding a day the arrows went to past this one's edges. */
  onLeave(date: string): void;
}

/**
 * The grouped-by-item mode: one line per item (employee, vehicle) over the month's days, each event a bar across its
 * days. Moving a bar changes its days, never its item.
 */
export function ItemView({ planning, draggable, resizable, onOpen, onDay, onLeave }: ItemViewProps) {
  const { days, items, data, configuration } = planning;
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const columns = `minmax(140px, 200px) repeat(${days.length}, minmax(24px, 1fr))`;
  // Each item's bars, from one pass over the events (hundreds of items, thousands of events).
  const lines = useMemo(() => {
    const byItem = new Map<number, CalendarEvent[]>();
    for (const event of data) {
      if (event.item === null) continue;
      const events = byItem.get(event.item);
      if (events) events.push(event);
      else byItem.set(event.item, [event]);
    }
    return items.map((item) => ({ item, ...barsOf(byItem.get(item.id) ?? [], dates) }));
  }, [items, data, dates]);
  const scroller = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const daysRoot = useRef<HTMLDivElement>(null);
  const dayKeys = useDayKeys(daysRoot, days, false, onLeave);
  const daysId = useId();
  // Only the lines in view are drawn, with their drop cells: 500 employees × 31 days would be 15,500 drop targets.
  // oxlint-disable-next-line react/incompatible-library -- no React Compiler memoizes this app; the virtualizer is re-read each render.
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => lines[index]!.lanes * LANE + 1,
    // A line whose lanes change (a move, another month) is a new item to the virtualizer: its height is estimated again.
    getItemKey: (index) => `${lines[index]!.item.id}:${lines[index]!.lanes}`,
    overscan: 2,
  });
  return (
    <Box ref={scroller} tabIndex={0} role="region" aria-label={configuration.title} sx={{ overflow: 'auto', maxHeight: '65vh' }}>
      <Box
        ref={daysRoot}
        onKeyDown={dayKeys.onKeyDown}
        sx={{ display: 'grid', gridTemplateColumns: columns, minWidth: 900, position: 'sticky', top: 0, zIndex: 2, bgcolor: 'background.paper' }}
      >
        <Typography variant="caption" component="div" sx={{ fontWeight: 600, p: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          {configuration.item_label}
        </Typography>
        {days.map((day) => {
          const notes = dayNotes(day);
          const notesId = `${daysId}-${day.date}`;
          return (
            <Box
              key={day.date}
              title={[`${day.day_of_week} ${day.day_number} ${day.month_name}`, ...notes].join(' — ')}
              sx={{ textAlign: 'center', borderBottom: 1, borderLeft: 1, borderColor: 'divider', bgcolor: dayShade(day), fontSize: 10, lineHeight: 1.3, py: 0.25 }}
            >
              {/* The button says the whole day: the initial is for the eye. */}
              <div aria-hidden>{text.weekdaysShort[mondayIndex(day.date)]}</div>
              <DayButton
                day={day}
                tabIndex={dayKeys.tabIndexOf(day.date)}
                onOpen={onDay}
                onFocus={dayKeys.onFocus}
                shown="number"
                describedBy={notes.length > 0 ? notesId : undefined}
              />
              {/* Too narrow to be shown under the date (the hover text shows it): said with the day's button instead. */}
              {notes.length > 0 && (
                <span id={notesId} style={visuallyHidden}>
                  {notes.join(' — ')}
                </span>
              )}
            </Box>
          );
        })}
      </Box>
      {items.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          {text.noEvents}
        </Typography>
      )}
      <Box sx={{ position: 'relative', height: virtualizer.getTotalSize(), minWidth: 900 }}>
        {virtualizer.getVirtualItems().map((row) => {
          const { item, bars, lanes } = lines[row.index]!;
          return (
            <Box
              key={item.id}
              role="group"
              aria-label={item.label}
              sx={{ display: 'grid', gridTemplateColumns: columns, position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${row.start}px)`, borderBottom: 1, borderColor: 'divider' }}
            >
              <Typography variant="body2" sx={{ p: 0.5, gridRow: `1 / span ${lanes}`, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={item.label}>
                {item.label}
              </Typography>
              {days.map((day, index) => (
                <DropCell
                  key={day.date}
                  id={`item:${item.id}:${day.date}`}
                  date={day.date}
                  item={item.id}
                  style={{ gridColumn: index + 2, gridRow: `1 / span ${lanes}`, minHeight: lanes * LANE, borderLeft: `1px solid ${theme.palette.divider}`, background: dayShade(day)(theme) }}
                />
              ))}
              {bars.map(({ event, from, to, lane }) => (
                <Fragment key={event.object_id}>
                  <EventCard
                    event={event}
                    place={`item-${item.id}`}
                    draggable={draggable}
                    compact
                    onItemLine
                    onOpen={onOpen}
                    // Room on the right for the grip of the event's end.
                    style={{ gridColumn: `${from + 2} / ${to + 3}`, gridRow: lane + 1, margin: resizable ? '2px 10px 2px 1px' : '2px 1px', height: LANE - 4, zIndex: 1 }}
                  />
                  {resizable && event.end_date === dates[to] && (
                    <ResizeHandle event={event} place={`item-${item.id}`} style={{ gridColumn: to + 2, gridRow: lane + 1, justifySelf: 'end', margin: '2px 1px', height: LANE - 4, zIndex: 1 }} />
                  )}
                </Fragment>
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
