import type { RegisteredListColumn, RegisteredModule } from '../../../metadata/registered-module.js';
import { type PageLabels, cellValue } from '../list-cells.js';
import type { ExportCell, ExportCellType } from './export-document.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;
const withSeconds = (text: string) => (text.length === 16 || text.length === 5 ? `${text}:00` : text);

/**
 * A stored value as a typed cell: numbers and money stay numbers, dates and times become spreadsheet dates and
 * times, everything else the French text the list shows (options by label, Oui/Non, related records' names).
 */
export function exportCell(column: RegisteredListColumn, value: unknown, labels: PageLabels): ExportCell {
  if (value === null || value === undefined || value === '') return null;
  switch (column.hook.type) {
    case 'number':
      return { type: 'number', value: Number(value) };
    case 'money':
      return { type: 'money', value: Number(value) };
    case 'year':
      return { type: 'number', value: Number(value) };
    case 'date':
      if (typeof value === 'string' && DATE.test(value)) return { type: 'date', value };
      break;
    case 'datetime':
      if (typeof value === 'string' && DATETIME.test(value)) return { type: 'datetime', value: withSeconds(value) };
      break;
    case 'time':
      if (typeof value === 'string' && TIME.test(value)) return { type: 'time', value: withSeconds(value) };
      break;
  }
  const shown = cellValue(column, value, labels);
  return shown === null || shown === undefined || shown === '' ? null : { type: 'text', value: String(shown) };
}

/** A group's or the footer's figure of a column: money in euros with the money format, counts as plain numbers. */
export function figureCell(module: RegisteredModule, name: string, value: number | null | undefined): ExportCell {
  if (value === null || value === undefined) return null;
  const column = module.list.columns.find((candidate) => candidate.name === name)!;
  return column.hook.type === 'money' && column.declaration.aggregate !== 'count' ? { type: 'money', value } : { type: 'number', value };
}

/** The type of a column's row cells, as exportCell makes them. */
export function columnCellType(column: RegisteredListColumn): ExportCellType {
  switch (column.hook.type) {
    case 'number':
    case 'year':
      return 'number';
    case 'money':
    case 'date':
    case 'datetime':
    case 'time':
      return column.hook.type;
    default:
      return 'text';
  }
}
