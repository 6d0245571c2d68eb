import type { Writable } from 'node:stream';
import * as XLSX from '@e965/xlsx';
import { type ExportCell, type ExportDocument, type ExportFormat, type ExportLine, finished } from './export-document.js';
import { sheetNames } from './sheet-names.js';
import { dayFraction, serialDate } from './spreadsheet-dates.js';

/** An xls (BIFF8) sheet holds 65,536 rows; the export goes on in a new sheet past that. */
export const XLS_ROWS_PER_SHEET = 65_536;
/**
 * No library writes BIFF8 as a stream: the workbook is built in memory, then written. Its size is bounded before it
 * starts (export-file.ts); beyond, the user is pointed to xlsx, ods or csv.
 */
export const XLS_MAX_ROWS = 100_000;

function cellObject(cell: ExportCell): XLSX.CellObject | null {
  if (cell === null) return null;
  switch (cell.type) {
    case 'text':
      return { t: 's', v: cell.value };
    case 'number':
      return { t: 'n', v: cell.value };
    case 'money':
      return { t: 'n', v: cell.value, z: '#,##0.00 "€"' };
    case 'date':
      return { t: 'n', v: serialDate(cell.value), z: 'dd/mm/yyyy' };
    case 'datetime':
      return { t: 'n', v: serialDate(cell.value), z: 'dd/mm/yyyy hh:mm:ss' };
    case 'time':
      return { t: 'n', v: dayFraction(cell.value), z: 'hh:mm:ss' };
  }
}

/**
 * xls (Excel 97–2003, BIFF8) with @e965/xlsx, a republish of SheetJS 0.20.3: typed cells (numbers, money with the €
 * format, dates and times as serial numbers with French formats); text cells are never formulas. Sheets of 65,536
 * rows, the next one 'Title (2)' repeating the header.
 */
export const xlsFormat: ExportFormat = {
  contentType: 'application/vnd.ms-excel',
  extension: 'xls',
  disposition: 'attachment',
  open(out: Writable, document: ExportDocument, options) {
    const workbook = XLSX.utils.book_new();
    const names = sheetNames(document.title);
    const perSheet = options.rowsPerSheet ?? XLS_ROWS_PER_SHEET;
    const width = Math.max(1, document.columns.length);
    let sheet: XLSX.WorkSheet = {};
    let row = 0;

    const closeSheet = () => {
      sheet['!ref'] = XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: Math.max(0, row - 1), c: width - 1 } });
      sheet['!cols'] = document.columns.map(() => ({ wch: 18 }));
      XLSX.utils.book_append_sheet(workbook, sheet, names.next().value!);
    };
    const put = (cells: (XLSX.CellObject | null)[]) => {
      cells.forEach((cell, column) => {
        if (cell) sheet[XLSX.utils.encode_cell({ r: row, c: column })] = cell;
      });
      row += 1;
    };
    const header = () => put(document.columns.map((column) => ({ t: 's', v: column.label })));
    header();

    return {
      write(lines: readonly ExportLine[]) {
        for (const line of lines) {
          if (row >= perSheet) {
            closeSheet();
            sheet = {};
            row = 0;
            header();
          }
          put(line.cells.map(cellObject));
        }
        return Promise.resolve();
      },
      async end() {
        closeSheet();
        const done = finished(out);
        out.end(XLSX.write(workbook, { type: 'buffer', bookType: 'biff8' }) as Buffer);
        await done;
      },
    };
  },
};
