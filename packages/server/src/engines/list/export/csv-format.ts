import type { Writable } from 'node:stream';
import iconv from 'iconv-lite';
import { csvLine, withoutFormula } from '../../../infra/csv-text.js';
import { type ExportCell, type ExportFormat, type ExportLine, cellText, drained, finished } from './export-document.js';

/** Text cells that look like formulas stay text; numbers are not text cells, so a negative amount keeps its sign. */
function csvField(cell: ExportCell): string {
  const text = cellText(cell);
  return cell?.type === 'text' ? withoutFormula(text) : text;
}

/**
 * CSV as French spreadsheets open it (csvLine): numbers and dates in French (cellText). UTF-8 starts with a
 * byte-order mark — without it Excel reads the file as ANSI and breaks every accent; ISO-8859-1 (for organisations
 * whose tools want it) has none, and a character it lacks (€, œ) becomes '?'.
 */
export const csvFormat: ExportFormat = {
  contentType: 'text/csv',
  extension: 'csv',
  disposition: 'attachment',
  open(out: Writable, document, options) {
    const encode = (text: string): Buffer => (options.encoding === 'ISO-8859-1' ? iconv.encode(text, 'latin1') : Buffer.from(text, 'utf8'));
    const done = finished(out);
    if (options.encoding === 'UTF-8') out.write(Buffer.from([0xef, 0xbb, 0xbf]));
    out.write(encode(csvLine(document.columns.map((column) => column.label))));
    return {
      async write(lines: readonly ExportLine[]) {
        if (lines.length === 0) return;
        let text = '';
        for (const line of lines) text += csvLine(line.cells.map(csvField));
        await drained(out, out.write(encode(text)));
      },
      async end() {
        out.end();
        await done;
      },
    };
  },
};
