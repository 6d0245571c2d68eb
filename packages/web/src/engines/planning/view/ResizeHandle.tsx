import { type CalendarEvent, formatMessage, messages } from '@ossature/contract';
import { useDraggable } from '@dnd-kit/core';
import { styled } from '@mui/material';
import type { CSSProperties } from 'react';

const text = messages.planning;

/** One class for every grip (a month by employee holds hundreds): the pointer cursor and the highlight on use. */
const Grip = styled('div')(({ theme }) => ({
  flex: 'none',
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.action.selected,
  opacity: 0.6,
  '&:hover, &:focus-visible, &[data-dragging="true"]': { opacity: 1, background: theme.palette.primary.main },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}` },
}));

/**
 * The grip at an event's end, beside its card (not inside it: a button within a button is no button to assistive
 * technologies). Dragged — by the pointer, or Space, the arrows and Space — to another day or hour, it moves the
 * event's end only.
 */
export function ResizeHandle({ event, place, vertical = false, style }: { event: CalendarEvent; place: string; vertical?: boolean; style?: CSSProperties }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `resize|${place}|${event.object_id}`,
    data: { event, resize: true },
    attributes: { roleDescription: text.draggableEnd },
  });
  return (
    <Grip
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={formatMessage(text.resize, { title: event.title })}
      data-dragging={isDragging}
      style={{ ...(vertical ? { height: 8, cursor: 'ns-resize' } : { width: 8, cursor: 'ew-resize' }), ...style }}
    />
  );
}
