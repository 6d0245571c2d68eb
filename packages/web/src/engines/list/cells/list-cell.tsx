import { type ColumnFormat, type ListColumn, formatMoney } from '@ossature/contract';
import type { ReactNode } from 'react';
import { ListImage } from './ListImage';

const numbers = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const two = (value: number) => String(value).padStart(2, '0');

/** A number of seconds as hh:mm:ss (SPEC §3 Column format 'time'). */
export function formatSeconds(total: number): string {
  const seconds = Math.round(Math.abs(total));
  const text = `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
  return total < 0 ? `-${text}` : text;
}

/** Text cut at the column's max_length, with '...' (SPEC §4). */
export const cutText = (text: string, max: number | undefined) => (max !== undefined && text.length > max ? `${text.slice(0, max)}...` : text);

/** How each column format shows a value: one registry for every list cell and footer figure. */
const renderers: Record<ColumnFormat, (value: unknown, column: ListColumn) => ReactNode> = {
  money: (value) => (typeof value === 'number' ? formatMoney(value) : ''),
  number: (value) => (typeof value === 'number' ? numbers.format(value) : ''),
  time: (value) => (typeof value === 'number' ? formatSeconds(value) : ''),
  image: (value, column) => (value === null || value === undefined || value === '' ? '' : <ListImage value={value} label={column.label} />),
  text: (value, column) => (value === null || value === undefined ? '' : cutText(String(value), column.max_length)),
};

export function cellContent(column: ListColumn, value: unknown): ReactNode {
  return renderers[column.format](value, column);
}

/** A column's figure (the list's, a group's, the selection's): a count is a number, whatever the column holds. */
export const aggregateContent = (column: ListColumn, value: number | null | undefined): ReactNode =>
  cellContent(column.aggregate === 'count' ? { ...column, format: 'number' } : column, value ?? null);

/** Numbers read right-aligned, as in a spreadsheet. */
export const alignOf = (column: ListColumn) => (column.format === 'money' || column.format === 'number' || column.format === 'time' ? 'right' : 'left');
