import { BiffBuffer, charBytes } from './biff-buffer.js';
import type { ExportCellType } from './export-document.js';
import type { SharedStrings } from './xls-shared-strings.js';

const BOF = 0x0809;
const EOF = 0x000a;
const CODEPAGE = 0x0042;
const WINDOW1 = 0x003d;
const DATEMODE = 0x0022;
const FONT = 0x0031;
const FORMAT = 0x041e;
const XF = 0x00e0;
const STYLE = 0x0293;
const BOUNDSHEET = 0x0085;

/** BOF's document types. */
const WORKBOOK_GLOBALS = 0x0005;
export const WORKSHEET = 0x0010;

/** A BOF record (BIFF8, build and year as Excel 97 writes them). */
export const bof = (out: BiffBuffer, type: number) => out.record(BOF, 16).u16(0x0600).u16(type).u16(0x0dbb).u16(0x07cc).u32(0).u32(6);
export const eof = (out: BiffBuffer) => out.record(EOF, 0);

/** Number formats of typed cells (ids from 164 are the workbook's own), as the xlsx and ods exports write them. */
const NUMBER_FORMATS = [
  { type: 'money', id: 164, code: '#,##0.00 "€"' },
  { type: 'date', id: 165, code: 'dd/mm/yyyy' },
  { type: 'datetime', id: 166, code: 'dd/mm/yyyy hh:mm:ss' },
  { type: 'time', id: 167, code: 'hh:mm:ss' },
] as const;

/**
 * Excel reads the first 15 XFs as the built-in cell styles and the 16th as the default cell format; the typed cells'
 * XFs follow, one per number format.
 */
const STYLE_XFS = 15;
const GENERAL_XF = STYLE_XFS;
/** The XF of a cell of each type: text and plain numbers in General, the others with their French format. */
export const CELL_XF: Record<ExportCellType, number> = {
  text: GENERAL_XF,
  number: GENERAL_XF,
  ...(Object.fromEntries(NUMBER_FORMATS.map((format, index) => [format.type, GENERAL_XF + 1 + index])) as Record<(typeof NUMBER_FORMATS)[number]['type'], number>),
};

/**
 * An XF record: font 0 (Arial 10), a number format, aligned at the bottom, no border, no fill. `used` flags the
 * attributes it sets (a style XF's flags say the opposite: which it leaves to the cell).
 */
function xf(out: BiffBuffer, format: number, style: boolean, used: number): void {
  out
    .record(XF, 20)
    .u16(0)
    .u16(format)
    // Locked; a style (parent 0xFFF) or a cell whose parent is the Normal style (XF 0).
    .u16(style ? 0xfff5 : 0x0001)
    .u8(0x20)
    .u8(0)
    .u8(0)
    .u8(used)
    .u32(0)
    .u32(0)
    // Fill colours: the system's window text and background, as Excel writes an XF without fill.
    .u16(0x20c0);
}

/**
 * Everything before the BOUNDSHEET records, the same for every workbook: Unicode text (CODEPAGE 1200), one window,
 * dates from 1900 (the serial numbers of spreadsheet-dates.ts), Arial 10 (four fonts: Excel skips index 4 and wants
 * the ones before it), the French number formats, the XFs and the Normal style.
 */
function head(): Buffer {
  const out = new BiffBuffer();
  bof(out, WORKBOOK_GLOBALS);
  out.record(CODEPAGE, 2).u16(1200);
  // Position and size in twips; tabs and scroll bars shown; the first sheet active and selected; tab bar at 60 %.
  out.record(WINDOW1, 18).u16(0).u16(0).u16(0x3000).u16(0x2000).u16(0x0038).u16(0).u16(0).u16(1).u16(600);
  out.record(DATEMODE, 2).u16(0);
  for (let font = 0; font < 4; font += 1) out.record(FONT, 14 + 2 + charBytes('Arial')).u16(200).u16(0).u16(0x7fff).u16(400).u16(0).u8(0).u8(0).u8(0).u8(0).text('Arial', 1);
  for (const format of NUMBER_FORMATS) out.record(FORMAT, 2 + 3 + charBytes(format.code)).u16(format.id).text(format.code, 2);
  for (let style = 0; style < STYLE_XFS; style += 1) xf(out, 0, true, style === 0 ? 0 : 0xf4);
  xf(out, 0, false, 0);
  // ATR_NUM: the cell's number format is its own.
  for (const format of NUMBER_FORMATS) xf(out, format.id, false, 0x04);
  // The Normal style (built-in 0) is XF 0.
  out.record(STYLE, 4).u16(0x8000).u8(0).u8(0xff);
  return out.take();
}

const HEAD = head();

const boundSheetSize = (name: string) => 4 + 4 + 2 + 2 + charBytes(name);

export interface WrittenSheet {
  name: string;
  /** Where its BOF is, from the first byte of the sheets. */
  offset: number;
}

/**
 * The workbook globals around the shared string table (`tableSize` bytes): `before` (up to the BOUNDSHEET records,
 * which give each sheet's position in the stream) and `after` (the table's EXTSST index and EOF). The sheets follow.
 */
export function workbookGlobals(sheets: readonly WrittenSheet[], strings: SharedStrings, tableSize: number): { before: Buffer; after: Buffer } {
  const beforeSize = HEAD.length + sheets.reduce((sum, sheet) => sum + boundSheetSize(sheet.name), 0);
  const globalsSize = beforeSize + tableSize + strings.extSstSize() + 4;
  const out = new BiffBuffer();
  out.bytes(HEAD);
  // Visible worksheets.
  for (const sheet of sheets) out.record(BOUNDSHEET, boundSheetSize(sheet.name) - 4).u32(globalsSize + sheet.offset).u8(0).u8(0).text(sheet.name, 1);
  const before = out.take();
  out.bytes(strings.extSst(beforeSize));
  eof(out);
  return { before, after: out.take() };
}
