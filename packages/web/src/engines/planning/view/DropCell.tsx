import { useDroppable } from '@dnd-kit/core';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

interface DropCellProps {
  /** Unique among the screen's cells. */
  id: string;
  date: string;
  /** On an hour grid: the hour a card dropped here starts at. */
  hour?: number;
  label?: string;
  /** Drawn, but nothing can be dropped on it. */
  disabled?: boolean;
  sx?: SxProps<Theme>;
  children?: ReactNode;
}

/** A day (or an hour of a day) an event can be dropped on; it is highlighted while a card is over it. */
export function DropCell({ id, date, hour, label, disabled = false, sx, children }: DropCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { date, hour }, disabled });
  return (
    <Box ref={setNodeRef} aria-label={label} sx={[{ outline: isOver ? '2px dashed' : 'none', outlineColor: 'primary.main', outlineOffset: -2 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}
