import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { formatMessage, messages } from '@ossature/contract';
import type { Caller, RecordDeps } from '../../../records/record-access.js';
import { resolveListQuery } from '../list-query.js';
import { countRows } from '../page-sql.js';
import { parisWallClock } from '../wall-clock.js';
import { columnCellType } from './export-cells.js';
import type { ExportDocument, ExportFormat, ExportLine } from './export-document.js';
import { type ExportOutput, exportFormats } from './export-formats.js';
import { exportLineCount, exportLines, exportedColumns } from './export-lines.js';
import type { ExportLink } from './export-links.js';
import { exportSummary } from './export-summary.js';

/** An export ready to be written: its format, file name, what heads it, and its lines to come. */
export interface PreparedExport {
  format: ExportFormat;
  output: ExportOutput;
  /** The file's name as the browser saves it: the title and the day, e.g. 'Factures 2026-11-25.xlsx'. */
  filename: string;
  document: ExportDocument;
  /** How many rows the query matches (group lines and the total not counted), for progress. */
  rowCount(): Promise<number>;
  lines(): AsyncGenerator<ExportLine[]>;
}

function generatedAt(now: Date): string {
  const wall = parisWallClock(now);
  return formatMessage(messages.listExport.generatedAt, { date: `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)}`, time: wall.slice(11, 16) });
}

/** A title as a file name, with the day (in Paris) the export was made: what file systems refuse becomes a space. */
export const exportFileName = (title: string, made: Date, extension: string) =>
  `${title.replace(/[\\/:*?"<>|\p{Cc}]/gu, ' ').replace(/\s+/g, ' ').trim() || 'export'} ${parisWallClock(made).slice(0, 10)}.${extension}`;

/**
 * Reads an export's query again, as the user is now (their rights may have changed since they asked). Every format
 * writes all the rows the query matches, with bounded memory, going on in a new sheet past a sheet's rows.
 */
export async function prepareExport(deps: RecordDeps, caller: Caller, link: ExportLink): Promise<PreparedExport> {
  const query = await resolveListQuery(deps, caller, link.listName, '1', '0', link.params, link.query);
  const { module, request, scope } = query;
  const format = exportFormats[link.output];
  const columns = exportedColumns(module, request);
  // Counted once at most: a print's page total and a background export's progress both need the rows matching.
  let counted: Promise<number> | null = null;
  const rowCount = () => (counted ??= countRows(deps.db, module.table, scope.where, null).then((answer) => answer.count));
  const now = deps.clock.now();
  return {
    format,
    output: link.output,
    filename: exportFileName(link.title, now, format.extension),
    document: {
      title: link.title,
      columns: columns.map((column) => ({ name: column.name, label: column.declaration.label ?? column.field.label, type: columnCellType(column) })),
      summary: exportSummary(module, request),
      generatedAt: generatedAt(now),
      ...(format.countsLines ? { lineCount: await exportLineCount(deps, query, columns, rowCount) } : {}),
    },
    rowCount,
    lines: () => exportLines(deps, caller, query, columns),
  };
}

/**
 * Writes an export into `out`: rows go from the database cursor through the format's writer, batch by batch, as fast
 * as `out` takes them. `progress` hears of each batch (rows so far) and may stop the export by throwing.
 */
export async function writeExport(prepared: PreparedExport, out: Writable, encoding: ExportLink['encoding'], progress?: (rows: number) => Promise<void>): Promise<void> {
  const writer = prepared.format.open(out, prepared.document, { encoding });
  let rows = 0;
  for await (const lines of prepared.lines()) {
    // SQLite's cursor reads without ever leaving the event loop: the pipes between a writer and `out` (zip, pdf)
    // move data on later ticks, so each batch gives them a turn, and `out` shows how full it really is.
    await setImmediate();
    await writer.write(lines);
    rows += lines.filter((line) => line.kind === 'row').length;
    await progress?.(rows);
  }
  await writer.end();
}
