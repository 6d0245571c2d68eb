import type { BiffBuffer } from './biff-buffer.js';
import type { ExportCell } from './export-document.js';
import { dayFraction, serialDate } from './spreadsheet-dates.js';
import { CELL_XF, WORKSHEET, bof, eof } from './xls-globals.js';
import type { SharedStrings } from './xls-shared-strings.js';

const COLINFO = 0x007d;
const DIMENSIONS = 0x0200;
const NUMBER = 0x0203;
const LABELSST = 0x00fd;
const WINDOW2 = 0x023e;

/** An xls sheet has 256 columns (A to IV): a list's further columns, if it had any, would not fit. */
export const XLS_COLUMNS = 256;
/** 18 characters, in 1/256 of a character's width. */
const COLUMN_WIDTH = 18 * 256;

/** DIMENSIONS' data: rows 0 to `rows` − 1, columns 0 to `columns` − 1 (the ends are exclusive). */
export function dimensions(rows: number, columns: number): Buffer {
  const data = Buffer.alloc(14);
  data.writeUInt32LE(rows, 4);
  data.writeUInt16LE(columns, 10);
  return data;
}

/**
 * A sheet's first records: BOF, its columns' width, and DIMENSIONS, whose row count is known only when the sheet
 * ends: its data is written over then, at the position returned (from the start of `out`'s pending bytes).
 */
export function sheetHead(out: BiffBuffer, columns: number): number {
  bof(out, WORKSHEET);
  if (columns > 0) out.record(COLINFO, 12).u16(0).u16(columns - 1).u16(COLUMN_WIDTH).u16(CELL_XF.text).u16(0).u16(0);
  out.record(DIMENSIONS, 14);
  const position = out.length;
  out.bytes(dimensions(0, columns));
  return position;
}

function cellNumber(cell: Exclude<NonNullable<ExportCell>, { type: 'text' }>): number {
  switch (cell.type) {
    case 'number':
    case 'money':
      return cell.value;
    case 'date':
    case 'datetime':
      return serialDate(cell.value);
    case 'time':
      return dayFraction(cell.value);
  }
}

/**
 * A row's cells, without a ROW record (readers take the cells as they come): a text is a LABELSST into the shared
 * strings — a text cell, never a formula —, anything else a NUMBER with its type's format (dates and times as serial
 * numbers). An empty cell, or a figure that is not a number, is left out.
 */
export function writeRow(out: BiffBuffer, strings: SharedStrings, row: number, cells: readonly ExportCell[], columns: number): void {
  for (let column = 0; column < columns; column += 1) {
    const cell = cells[column];
    if (!cell) continue;
    if (cell.type === 'text') {
      out.record(LABELSST, 10).u16(row).u16(column).u16(CELL_XF.text).u32(strings.index(cell.value));
      continue;
    }
    const value = cellNumber(cell);
    if (Number.isFinite(value)) out.record(NUMBER, 14).u16(row).u16(column).u16(CELL_XF[cell.type]).f64(value);
  }
}

/**
 * A sheet's last records: its window (grid lines, headers and zeros shown; the first sheet selected and active), EOF.
 */
export function sheetTail(out: BiffBuffer, first: boolean): void {
  out
    .record(WINDOW2, 18)
    .u16(first ? 0x06b6 : 0x00b6)
    .u16(0)
    .u16(0)
    .u16(0x40)
    .u16(0)
    .u16(0)
    .u16(0)
    .u32(0);
  eof(out);
}
