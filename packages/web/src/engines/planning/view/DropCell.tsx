import { useDroppable } from '@dnd-kit/core';
import { useTheme } from '@mui/material';
import type { CSSProperties, ReactNode } from 'react';

interface DropCellProps {
  /** Unique among the screen's cells. */
  id: string;
  date: string;
  /** On an hour grid: the hour a card dropped here starts at. */
  hour?: number;
  label?: string;
  /** Drawn, but nothing can be dropped on it. */
  disabled?: boolean;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * A day (or an hour of a day) an event can be dropped on; it is highlighted while a card is over it. A plain element
 * with inline style: a grid holds hundreds of them, and styled components cost each a style computation.
 */
export function DropCell({ id, date, hour, label, disabled = false, style, children }: DropCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { date, hour }, disabled });
  const theme = useTheme();
  return (
    <div ref={setNodeRef} aria-label={label} style={{ ...style, outline: isOver ? `2px dashed ${theme.palette.primary.main}` : 'none', outlineOffset: -2 }}>
      {children}
    </div>
  );
}
