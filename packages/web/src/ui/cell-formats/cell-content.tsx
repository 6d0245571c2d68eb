import type { ColumnFormat } from '@ossature/contract';
import type { ReactNode } from 'react';
import { CellImage } from './CellImage';
import { type CellFormatOptions, formatCell, isCut } from './cell-formats';

/**
 * A value as a cell shows it in its format: an image as itself (`label` is its text alternative), any other value as
 * `formatCell` writes it. A cut text keeps the whole of it as its title, so that hovering the cell reads it all.
 */
export function cellNode(format: ColumnFormat, value: unknown, options: CellFormatOptions & { label: string }): ReactNode {
  if (format === 'image') return value === null || value === undefined || value === '' ? '' : <CellImage value={value} label={options.label} />;
  const text = formatCell(format, value, options);
  const whole = String(value ?? '');
  if (format === 'text' && isCut(whole, options.maxLength)) return <span title={whole}>{text}</span>;
  return text;
}
