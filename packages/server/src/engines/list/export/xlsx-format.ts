import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ExportCell, type ExportDocument, type ExportFormat, type ExportLine, drained } from './export-document.js';
import { sheetNames } from './sheet-names.js';

/** An xlsx sheet holds 1,048,576 rows; the export goes on in a new sheet past that. */
export const XLSX_ROWS_PER_SHEET = 1_048_576;

const MONEY_FORMAT = '#,##0.00 "€"';
const NUMBER_FORMATS: Record<string, string> = { date: 'dd/mm/yyyy', datetime: 'dd/mm/yyyy hh:mm:ss', time: 'hh:mm:ss', money: MONEY_FORMAT };

const utcDate = (iso: string) =>
  new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)), Number(iso.slice(11, 13) || 0), Number(iso.slice(14, 16) || 0), Number(iso.slice(17, 19) || 0)));

/** A time of day as a spreadsheet holds it: a fraction of a day. */
const dayFraction = (time: string) => (Number(time.slice(0, 2)) * 3600 + Number(time.slice(3, 5)) * 60 + Number(time.slice(6, 8) || 0)) / 86_400;

function cellValue(cell: ExportCell): ExcelJS.CellValue {
  if (cell === null) return null;
  switch (cell.type) {
    case 'date':
    case 'datetime':
      return utcDate(cell.value);
    case 'time':
      return dayFraction(cell.value);
    default:
      return cell.value;
  }
}

const BOLD: Partial<ExcelJS.Font> = { bold: true };
const GROUP_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEFF2' } };

/**
 * xlsx through exceljs' streaming writer: each row is committed (written to the zip and forgotten) as it comes, and
 * strings are inline (no shared-strings table growing with the rows), so memory stays flat whatever the number of
 * rows. Cells are typed: numbers, money with the € format, real dates and times. A text starting with '=' is a text
 * cell, never a formula. The first row of every sheet holds the column labels, frozen.
 */
export const xlsxFormat: ExportFormat = {
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  disposition: 'attachment',
  open(out: Writable, document: ExportDocument, options) {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false, useStyles: true });
    workbook.creator = 'Ossature';
    const names = sheetNames(document.title);
    const perSheet = options.rowsPerSheet ?? XLSX_ROWS_PER_SHEET;
    let sheet: ExcelJS.Worksheet | null = null;
    let sheetRows = 0;

    const newSheet = () => {
      sheet?.commit();
      sheet = workbook.addWorksheet(names.next().value!, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = document.columns.map((column) => ({ header: column.label, key: column.name, width: Math.min(40, Math.max(12, column.label.length + 2)) }));
      sheet.getRow(1).font = BOLD;
      sheet.getRow(1).commit();
      sheetRows = 1;
    };

    const addLine = (line: ExportLine) => {
      if (sheet === null || sheetRows >= perSheet) newSheet();
      const row = sheet!.addRow(line.cells.map(cellValue));
      line.cells.forEach((cell, index) => {
        const format = cell && NUMBER_FORMATS[cell.type];
        if (format) row.getCell(index + 1).numFmt = format;
      });
      if (line.kind !== 'row') row.font = BOLD;
      if (line.kind === 'group') {
        row.fill = GROUP_FILL;
        row.getCell(1).alignment = { indent: line.level };
      }
      row.commit();
      sheetRows += 1;
    };

    newSheet();
    return {
      async write(lines: readonly ExportLine[]) {
        for (const line of lines) addLine(line);
        await drained(out, !out.writableNeedDrain);
      },
      async end() {
        (sheet as ExcelJS.Worksheet | null)?.commit();
        await workbook.commit();
      },
    };
  },
};
