import type { ListColumn } from '@ossature/contract';
import type { ReactNode } from 'react';
import { cellNode } from '../../../ui/cell-formats/cell-content';
import { alignsRight } from '../../../ui/cell-formats/cell-formats';

/**
 * A list cell in its column's format, cut at the column's max_length. The formats are shared with the form's
 * collections (`ui/cell-formats/`), so that a value reads the same in a list and in a collection.
 */
export const cellContent = (column: ListColumn, value: unknown): ReactNode => cellNode(column.format, value, { maxLength: column.max_length, label: column.label });

/** A column's figure (the list's, a group's, the selection's): a count is a number, whatever the column holds. */
export const aggregateContent = (column: ListColumn, value: number | null | undefined): ReactNode =>
  cellContent(column.aggregate === 'count' ? { ...column, format: 'number' } : column, value ?? null);

export const alignOf = (column: ListColumn) => (alignsRight(column.format) ? 'right' : 'left');
