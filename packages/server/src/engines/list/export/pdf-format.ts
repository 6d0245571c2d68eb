import type { Writable } from 'node:stream';
import { formatMessage, messages } from '@ossature/contract';
import PdfDocument from 'pdfkit';
import { type ExportCell, type ExportDocument, type ExportFormat, type ExportLine, cellText, drained, finished } from './export-document.js';

/** A4 landscape, in points. */
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const MARGIN = 28;
const ROW_HEIGHT = 13;
const FONT_SIZE = 7.5;
const PADDING = 3;
const FOOTER_SPACE = 20;
/** The first page's heading: the title, then the date and the query one line each, then a gap before the table. */
const TITLE_HEIGHT = 22;
const SUMMARY_LINE_HEIGHT = 11;
const SUMMARY_GAP = 6;
/** Where a page's lines must end, above its page number. */
const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_SPACE;

/** Lines a page holds under its header row, the header starting at `top`. Every line is one row high. */
const linesUnder = (top: number) => Math.floor((BOTTOM - top - ROW_HEIGHT) / ROW_HEIGHT);
const firstTableTop = (summaryLines: number) => MARGIN + TITLE_HEIGHT + SUMMARY_LINE_HEIGHT * summaryLines + SUMMARY_GAP;

/**
 * How many pages a print of `lineCount` lines takes, its first page heading with `summaryLines` lines (the date and
 * the query): the layout below, counted beforehand, so that each page can say 'Page n sur total' as it is written.
 */
export function printedPages(lineCount: number, summaryLines: number): number {
  // An empty list still prints one line, 'Aucune donnée'.
  const lines = Math.max(1, lineCount);
  const first = linesUnder(firstTableTop(summaryLines));
  return lines <= first ? 1 : 1 + Math.ceil((lines - first) / linesUnder(MARGIN));
}
const GROUP_FILL = '#edeff2';
const HEADER_FILL = '#dfe3e8';

/**
 * Helvetica's WinAnsi encoding has no narrow or plain no-break space (fr-FR's group and currency separators): a
 * plain space prints the same.
 */
const printable = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
const moneyText = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const numberText = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 10 });

/** A cell as printed: amounts with their thousands separated and the euro sign, the rest as cellText. */
function printedText(cell: ExportCell): string {
  if (cell === null) return '';
  if (cell.type === 'money') return printable(moneyText.format(cell.value));
  if (cell.type === 'number') return printable(numberText.format(cell.value));
  return cellText(cell);
}

const alignedRight = (cell: ExportCell) => cell !== null && cell.type !== 'text';

/**
 * A printed list with pdfkit: A4 landscape, the title, the date and the query in French on the first page, then a
 * table whose header is repeated on every page, group lines bold on grey (indented by level), the total under a
 * rule, 'Page n sur total' at the foot of each page. Streamed: pages are written as they fill (no page buffering: the
 * total comes from the lines counted beforehand in SQL, `countsLines`; 'Page n' alone when a document has no count),
 * and the writer waits on its reader's backpressure, so memory stays flat however long the list.
 * Every line is one line high: a text longer than its column is cut with '…'.
 */
export const pdfFormat: ExportFormat = {
  contentType: 'application/pdf',
  extension: 'pdf',
  disposition: 'inline',
  countsLines: true,
  open(out: Writable, document: ExportDocument) {
    const pdf = new PdfDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, autoFirstPage: false, info: { Title: document.title, Creator: 'Ossature' } });
    const done = finished(out);
    pdf.pipe(out);
    const width = PAGE_WIDTH - 2 * MARGIN;
    const columnWidth = width / Math.max(1, document.columns.length);
    const summary = [document.generatedAt, ...document.summary];
    const pages = document.lineCount === undefined ? null : printedPages(document.lineCount, summary.length);
    let page = 0;
    let y = 0;

    const fit = (text: string, room: number): string => {
      if (pdf.widthOfString(text) <= room) return text;
      let low = 0;
      let high = text.length;
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (pdf.widthOfString(`${text.slice(0, middle)}…`) <= room) low = middle;
        else high = middle - 1;
      }
      return `${text.slice(0, low)}…`;
    };

    const drawRow = (texts: string[], right: boolean[], indent = 0) => {
      texts.forEach((text, index) => {
        const left = MARGIN + index * columnWidth + PADDING + (index === 0 ? indent : 0);
        const room = columnWidth - 2 * PADDING - (index === 0 ? indent : 0);
        pdf.text(fit(text, room), left, y + 3, { width: room, align: right[index] ? 'right' : 'left', lineBreak: false });
      });
      y += ROW_HEIGHT;
    };

    const drawHeader = () => {
      pdf.rect(MARGIN, y, width, ROW_HEIGHT).fill(HEADER_FILL).fillColor('black');
      pdf.font('Helvetica-Bold').fontSize(FONT_SIZE);
      drawRow(
        document.columns.map((column) => column.label),
        document.columns.map((column) => column.type !== 'text'),
      );
      pdf.font('Helvetica');
    };

    const newPage = () => {
      pdf.addPage();
      page += 1;
      // The page number first, while the cursor is free: written at the foot, it never moves the table.
      pdf.font('Helvetica').fontSize(FONT_SIZE).fillColor('#555555');
      const number = pages === null ? formatMessage(messages.listExport.page, { number: page }) : formatMessage(messages.listExport.pageOfTotal, { number: page, total: pages });
      pdf.text(number, MARGIN, PAGE_HEIGHT - MARGIN - 10, { width, align: 'center', lineBreak: false });
      pdf.fillColor('black');
      y = MARGIN;
      if (page === 1) {
        pdf.font('Helvetica-Bold').fontSize(16).text(document.title, MARGIN, y, { width, lineBreak: false });
        y += TITLE_HEIGHT;
        pdf.font('Helvetica').fontSize(8).fillColor('#555555');
        for (const line of summary) {
          pdf.text(fit(line, width), MARGIN, y, { width, lineBreak: false });
          y += SUMMARY_LINE_HEIGHT;
        }
        pdf.fillColor('black');
        y += SUMMARY_GAP;
      }
      drawHeader();
    };

    const drawLine = (line: ExportLine) => {
      if (y + ROW_HEIGHT > BOTTOM) newPage();
      if (line.kind === 'group') pdf.rect(MARGIN, y, width, ROW_HEIGHT).fill(GROUP_FILL).fillColor('black');
      if (line.kind === 'total') {
        pdf.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.8).stroke();
      }
      pdf.font(line.kind === 'row' ? 'Helvetica' : 'Helvetica-Bold').fontSize(FONT_SIZE);
      drawRow(line.cells.map(printedText), line.cells.map(alignedRight), line.kind === 'group' ? line.level * 8 : 0);
    };

    newPage();
    let empty = true;
    return {
      async write(lines: readonly ExportLine[]) {
        if (lines.length > 0) empty = false;
        for (const line of lines) drawLine(line);
        await drained(out, !out.writableNeedDrain);
      },
      async end() {
        if (empty) {
          pdf.font('Helvetica').fontSize(FONT_SIZE);
          drawRow([messages.list.noData], [false]);
        }
        pdf.end();
        await done;
      },
    };
  },
};
