import { BiffBuffer } from './biff-buffer.js';
import { compoundHeader, compoundLayout, compoundTrailer } from './compound-file.js';
import { type ExportCell, type ExportFormat, type ExportLine, drained, finished } from './export-document.js';
import { copyInto, scratchFiles } from './scratch-files.js';
import { sheetNames } from './sheet-names.js';
import { type WrittenSheet, workbookGlobals } from './xls-globals.js';
import { SharedStrings } from './xls-shared-strings.js';
import { XLS_COLUMNS, dimensions, sheetHead, sheetTail, writeRow } from './xls-sheet.js';

/** An xls (BIFF8) sheet holds 65,536 rows; the export goes on in a new sheet past that. */
export const XLS_ROWS_PER_SHEET = 65_536;
/** The xls writer's scratch directories' prefix under the system's temp (scratch-files.ts). */
export const XLS_SCRATCH = 'ossature-xls-';

/**
 * xls (Excel 97–2003, BIFF8), streamed with bounded memory: no maintained library writes BIFF8 as a stream, so the
 * records are written here. An xls file is a compound file (OLE2) whose header gives the size and place of what
 * follows, and its workbook stream starts with globals that give each sheet's position and hold the shared strings —
 * none of which is known before the last row. So each batch of rows goes, as records, to two scratch files (the sheets'
 * cells; the shared string table, xls-shared-strings.ts); at the end the compound file's header and the globals are
 * written, then both files are copied in, then the FAT, DIFAT and directory sectors (compound-file.ts), all on `out`'s
 * backpressure. Cells are typed — numbers, money with the € format, dates and times as serial numbers with French
 * formats — and a text is a text cell, never a formula. Past 65,536 rows a sheet ends and 'Title (2)' begins with the
 * header again. The scratch files go when the export ends, fails or is cancelled (`out` closes).
 */
export const xlsFormat: ExportFormat = {
  contentType: 'application/vnd.ms-excel',
  extension: 'xls',
  disposition: 'attachment',
  open(out, document, options) {
    const scratch = scratchFiles(XLS_SCRATCH, ['sheets', 'strings'] as const);
    // Awaited by write and end; this keeps a failure to create them from also being reported as unhandled.
    scratch.catch(() => undefined);
    let removed: Promise<void> | null = null;
    const remove = () => (removed ??= scratch.then((files) => files.remove(), () => undefined));
    out.once('close', () => void remove());

    const names = sheetNames(document.title);
    const perSheet = Math.min(options.rowsPerSheet ?? XLS_ROWS_PER_SHEET, XLS_ROWS_PER_SHEET);
    const columns = Math.min(document.columns.length, XLS_COLUMNS);
    const header: ExportCell[] = document.columns.map((column) => ({ type: 'text', value: column.label }));
    const strings = new SharedStrings();
    const pending = new BiffBuffer();
    const sheets: WrittenSheet[] = [];
    let sheetsSize = 0;
    let stringsSize = 0;
    /** Ended sheets' DIMENSIONS, written over in the sheets' file once their bytes are there. */
    let patches: { position: number; data: Buffer }[] = [];
    let dimensionsAt = 0;
    let row = 0;
    // Listened to from the start, though nothing reaches `out` before the end: an output failing meanwhile (its file
    // not opened) would otherwise be an error nobody listens to, which ends the process.
    const done = finished(out);

    const openSheet = () => {
      sheets.push({ name: names.next().value!, offset: sheetsSize + pending.length });
      dimensionsAt = sheetsSize + sheetHead(pending, columns);
      writeRow(pending, strings, 0, header, columns);
      row = 1;
    };
    const closeSheet = () => {
      patches.push({ position: dimensionsAt, data: dimensions(row, columns) });
      sheetTail(pending, sheets.length === 1);
    };
    const flush = async () => {
      const { files } = await scratch;
      const cells = pending.take();
      const table = strings.take();
      const at = { cells: sheetsSize, table: stringsSize };
      sheetsSize += cells.length;
      stringsSize += table.length;
      await Promise.all([files.sheets.write(cells, 0, cells.length, at.cells), files.strings.write(table, 0, table.length, at.table)]);
      for (const patch of patches) await files.sheets.write(patch.data, 0, patch.data.length, patch.position);
      patches = [];
    };
    openSheet();

    return {
      async write(lines: readonly ExportLine[]) {
        // Nothing reaches `out` before the end: a reader gone away is seen here, and stops the export.
        if (out.destroyed) throw new Error('export output closed');
        for (const line of lines) {
          if (row >= perSheet) {
            closeSheet();
            openSheet();
          }
          writeRow(pending, strings, row, line.cells, columns);
          row += 1;
        }
        await flush();
      },
      async end() {
        try {
          closeSheet();
          await flush();
          const { files } = await scratch;
          const table = strings.finish();
          await files.strings.write(table.rest, 0, table.rest.length, stringsSize);
          await files.strings.write(table.counts, 0, table.counts.length, 4);
          const globals = workbookGlobals(sheets, strings, table.size);
          const layout = compoundLayout(globals.before.length + table.size + globals.after.length + sheetsSize);
          const send = (bytes: Buffer) => drained(out, out.write(bytes));
          await send(compoundHeader(layout));
          await send(globals.before);
          await copyInto(out, files.strings, table.size);
          await send(globals.after);
          await copyInto(out, files.sheets, sheetsSize);
          await send(Buffer.alloc(layout.padding));
          for (const sector of compoundTrailer(layout, 'Workbook')) await send(sector);
          // Gone before the reader sees the end: a server stopped right after the download leaves nothing behind.
          await remove();
          out.end();
          await done;
        } finally {
          await remove();
        }
      },
    };
  },
};
