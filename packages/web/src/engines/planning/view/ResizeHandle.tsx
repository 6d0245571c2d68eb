import { type CalendarEvent, formatMessage, messages } from '@ossature/contract';
import { useDraggable } from '@dnd-kit/core';
import { Box } from '@mui/material';
import type { CSSProperties } from 'react';

const text = messages.planning;

/**
 * The grip at an event's end, beside its card (not inside it: a button within a button is no button to assistive
 * technologies). Dragged — by the pointer, or Space, the arrows and Space — to another day or hour, it moves the
 * event's end only.
 */
export function ResizeHandle({ event, place, vertical = false, style }: { event: CalendarEvent; place: string; vertical?: boolean; style?: CSSProperties }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `resize|${place}|${event.object_id}`, data: { event, resize: true } });
  return (
    <Box
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={formatMessage(text.resize, { title: event.title })}
      style={style}
      sx={{
        flex: 'none',
        width: vertical ? undefined : 8,
        height: vertical ? 8 : undefined,
        cursor: vertical ? 'ns-resize' : 'ew-resize',
        borderRadius: 1,
        bgcolor: isDragging ? 'primary.main' : 'action.selected',
        opacity: isDragging ? 1 : 0.6,
        '&:hover, &:focus-visible': { opacity: 1, bgcolor: 'primary.main' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    />
  );
}
