import { useDroppable } from '@dnd-kit/core';
import { useTheme } from '@mui/material';
import { type CSSProperties, type ReactNode, createContext, useContext } from 'react';

/** What a double click on a free cell does: create an event there (given when the user may create). */
export type CreateAt = (at: { date: string; hour?: number; item?: number }) => void;
export const CreateAtContext = createContext<CreateAt | null>(null);

interface DropCellProps {
  /** Unique among the screen's cells. */
  id: string;
  date: string;
  /** On an hour grid: the hour a card dropped here starts at. */
  hour?: number;
  /** Drawn, but nothing can be dropped on it. */
  disabled?: boolean;
  /** The item whose line it is on (the grouped mode). */
  item?: number;
  style?: CSSProperties;
  children?: ReactNode;
}

/**
 * A day (or an hour of a day) an event can be dropped on; it is highlighted while a card is over it. A plain element
 * with inline style: a grid holds hundreds of them, and styled components cost each a style computation.
 */
export function DropCell({ id, date, hour, item, disabled = false, style, children }: DropCellProps) {
  const { setNodeRef, isOver } = useDroppable({ id, data: { date, hour }, disabled });
  const theme = useTheme();
  const create = useContext(CreateAtContext);
  return (
    <div
      ref={setNodeRef}
      data-date={date}
      data-hour={hour}
      // On the cell itself, not on a card in it.
      onDoubleClick={(click) => {
        if (create && click.target === click.currentTarget) create({ date, hour, item });
      }}
      style={{ ...style, outline: isOver ? `2px dashed ${theme.palette.primary.main}` : 'none', outlineOffset: -2 }}
    >
      {children}
    </div>
  );
}
