import type { Writable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import { type ExportCell, type ExportFormat, type ExportLine, cellText, drained, finished } from './export-document.js';

/**
 * A text a spreadsheet would run as a formula (= + - @, or a tab or carriage return that some programs strip before
 * looking) is written behind an apostrophe: opened in Excel or Calc, it stays the text it was (OWASP, CSV injection).
 * Numbers are not text cells: a negative amount keeps its sign.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(cell: ExportCell): string {
  const text = cellText(cell);
  return cell?.type === 'text' && FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * CSV as French spreadsheets open it: ';' between fields (',' is the decimal mark), numbers and dates in French
 * (cellText), CRLF line ends, quotes only where needed. UTF-8 starts with a byte-order mark — without it Excel reads
 * the file as ANSI and breaks every accent; ISO-8859-1 (for organisations whose tools want it) has none, and a
 * character it lacks (€, œ) becomes '?'.
 */
export const csvFormat: ExportFormat = {
  contentType: 'text/csv',
  extension: 'csv',
  disposition: 'attachment',
  open(out: Writable, document, options) {
    const encode = (text: string): Buffer => (options.encoding === 'ISO-8859-1' ? iconv.encode(text, 'latin1') : Buffer.from(text, 'utf8'));
    const records = (lines: readonly string[][]) => encode(stringify(lines as string[][], { delimiter: ';', record_delimiter: '\r\n' }));
    const done = finished(out);
    if (options.encoding === 'UTF-8') out.write(Buffer.from([0xef, 0xbb, 0xbf]));
    out.write(records([document.columns.map((column) => column.label)]));
    return {
      async write(lines: readonly ExportLine[]) {
        if (lines.length === 0) return;
        await drained(out, out.write(records(lines.map((line) => line.cells.map(csvField)))));
      },
      async end() {
        out.end();
        await done;
      },
    };
  },
};
