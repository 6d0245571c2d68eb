import type { Writable } from 'node:stream';
import type { EXPORT_ENCODINGS } from '@ossature/contract';

/**
 * One cell of an exported or printed list, typed: spreadsheets get real numbers, dates and times (with French
 * formats), text formats get the French text of `cellText`. Dates and times keep their stored form (ISO, wall
 * clock): a spreadsheet date has no time zone, and none is invented here.
 */
export type ExportCell =
  | { type: 'text'; value: string }
  | { type: 'number'; value: number }
  /** Euros. */
  | { type: 'money'; value: number }
  /** yyyy-MM-dd */
  | { type: 'date'; value: string }
  /** yyyy-MM-dd HH:mm:ss */
  | { type: 'datetime'; value: string }
  /** HH:mm:ss */
  | { type: 'time'; value: string }
  | null;

/**
 * A line of the document, its cells aligned with the columns. A group line heads its rows: its label (with count
 * and percentage) in the first column that holds no figure, the group's figures in theirs. The total line is the
 * list's footer.
 */
export interface ExportLine {
  kind: 'row' | 'group' | 'total';
  /** A group's depth (0 for the outer groups); 0 for rows and the total. */
  level: number;
  cells: ExportCell[];
}

export interface ExportColumn {
  name: string;
  label: string;
  /** What its rows' cells hold (a group's label may still stand in it): a spreadsheet formats the whole column so. */
  type: ExportCellType;
}

export type ExportCellType = NonNullable<ExportCell>['type'];

/** What every format writes before the lines. */
export interface ExportDocument {
  title: string;
  columns: ExportColumn[];
  /** The query in French, one line each: search, filters, groups, sort. Empty for the whole list. */
  summary: string[];
  /** 'Édité le 25/11/2026 à 10:30' */
  generatedAt: string;
  /** How many lines the document holds (rows, group lines, the total), when its format asks (`countsLines`). */
  lineCount?: number;
}

export interface ExportOptions {
  /** csv only: the text encoding ('UTF-8' unless the organisation lets users choose ISO-8859-1). */
  encoding: ExportEncoding;
  /** Lines per sheet, header included; each format has its own (tests make it small to see sheets roll over). */
  rowsPerSheet?: number;
}

export type ExportEncoding = (typeof EXPORT_ENCODINGS)[number];

/**
 * A document being written to `out`. `write` resolves once the lines are handed over and `out` can take more (its
 * backpressure is respected, so memory stays bounded whatever the number of rows); `end` once `out` is finished.
 */
export interface ExportWriter {
  write(lines: readonly ExportLine[]): Promise<void>;
  end(): Promise<void>;
}

export interface ExportFormat {
  contentType: string;
  extension: string;
  /** A PDF opens in the window; a spreadsheet is downloaded. */
  disposition: 'inline' | 'attachment';
  /** Whether the writer needs the document's line count before the first line (a print's page total). */
  countsLines?: boolean;
  open(out: Writable, document: ExportDocument, options: ExportOptions): ExportWriter;
}

const numberFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 10, useGrouping: false });
const moneyFormat = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });

/**
 * Most figures are whole numbers and amounts in whole cents, whose French text is plain arithmetic: Intl's formatter
 * costs a microsecond a cell, which a million-row export pays once per figure. Anything else goes through it.
 */
const SAFE = 1e15;
const numberText = (value: number) => (Number.isInteger(value) && Math.abs(value) < SAFE ? String(value) : numberFormat.format(value));
function moneyText(value: number): string {
  const cents = Math.round(value * 100);
  if (Math.abs(value * 100 - cents) > 1e-6 || Math.abs(cents) >= SAFE) return moneyFormat.format(value);
  const whole = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(whole / 100)},${String(whole % 100).padStart(2, '0')}`;
}

const frenchDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * A cell as French text, for the formats that hold text only (csv, pdf): 1234,5 — 1234,50 (money, without the sign,
 * so that a French spreadsheet reads it as a number) — 25/11/2026 — 25/11/2026 08:30:00 — 08:30:00.
 */
export function cellText(cell: ExportCell): string {
  if (cell === null) return '';
  switch (cell.type) {
    case 'text':
      return cell.value;
    case 'number':
      return numberText(cell.value);
    case 'money':
      return moneyText(cell.value);
    case 'date':
      return frenchDate(cell.value);
    case 'datetime':
      return `${frenchDate(cell.value)} ${cell.value.slice(11, 19)}`;
    case 'time':
      return cell.value;
  }
}

/**
 * Waits until `out` drains, if it asked to (write returned false). A reader gone away (the download cancelled, the
 * window closed) closes `out`: the wait fails then, so the export stops and lets go of its database cursor.
 */
export function drained(out: Writable, ready: boolean): Promise<void> {
  if (ready) return Promise.resolve();
  if (out.destroyed) return Promise.reject(new Error('export output closed'));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('error', onError);
      out.off('close', onClose);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onError = (error: Error) => settle(error);
    const onClose = () => settle(new Error('export output closed'));
    out.once('drain', onDrain);
    out.once('error', onError);
    out.once('close', onClose);
  });
}

/**
 * Waits until `out` has flushed everything written to it. A writer is opened with this wait and awaits it at its end;
 * one abandoned before (a background export cancelled or taken over: its file stream destroyed with writes pending,
 * which then fails) never does, and its failure must not go unhandled: that would end the process.
 */
export function finished(out: Writable): Promise<void> {
  const done = new Promise<void>((resolve, reject) => {
    out.once('finish', resolve);
    out.once('error', reject);
  });
  done.catch(() => undefined);
  return done;
}
