import { PassThrough, type Writable } from 'node:stream';
import yazl from 'yazl';
import { type ExportCell, type ExportCellType, type ExportDocument, type ExportFormat, type ExportLine, drained, finished } from './export-document.js';
import { sheetNames } from './sheet-names.js';
import { dayFraction, serialDate } from './spreadsheet-dates.js';
import { escapeXml } from './xml-text.js';

/** An xlsx sheet holds 1,048,576 rows; the export goes on in a new sheet past that. */
export const XLSX_ROWS_PER_SHEET = 1_048_576;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const WORKSHEET_TYPE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet';

/** Number formats of typed cells (ids from 164 are the workbook's own). */
const NUMBER_FORMATS: Partial<Record<ExportCellType, { id: number; code: string }>> = {
  money: { id: 164, code: '#,##0.00 "€"' },
  date: { id: 165, code: 'dd/mm/yyyy' },
  datetime: { id: 166, code: 'dd/mm/yyyy hh:mm:ss' },
  time: { id: 167, code: 'hh:mm:ss' },
};
const TYPES: ExportCellType[] = ['text', 'number', 'money', 'date', 'datetime', 'time'];
/** Cell style index (cellXfs) of a type in a look: plain rows, bold group lines on grey, bold totals and headers. */
const LOOKS = ['row', 'group', 'total'] as const;
const styleIndex = (type: ExportCellType, look: (typeof LOOKS)[number]) => LOOKS.indexOf(look) * TYPES.length + TYPES.indexOf(type);

const STYLES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<styleSheet xmlns="${MAIN}">
<numFmts count="4">${Object.values(NUMBER_FORMATS)
  .map((format) => `<numFmt numFmtId="${format.id}" formatCode="${escapeXml(format.code)}"/>`)
  .join('')}</numFmts>
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FFEDEFF2"/></patternFill></fill></fills>
<borders count="1"><border/></borders>
<cellStyleXfs count="1"><xf/></cellStyleXfs>
<cellXfs count="${LOOKS.length * TYPES.length}">${LOOKS.flatMap((look) =>
  TYPES.map((type) => {
    const format = NUMBER_FORMATS[type]?.id ?? 0;
    const font = look === 'row' ? 0 : 1;
    const fill = look === 'group' ? 2 : 0;
    return `<xf numFmtId="${format}" fontId="${font}" fillId="${fill}" xfId="0"${format ? ' applyNumberFormat="1"' : ''}${font ? ' applyFont="1"' : ''}${fill ? ' applyFill="1"' : ''}/>`;
  }),
).join('')}</cellXfs>
</styleSheet>`;

const CONTENT_TYPES = (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>
${Array.from({ length: sheets }, (_, index) => `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('\n')}
</Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

const WORKBOOK = (names: string[]) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${names
  .map((name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`)
  .join('')}</sheets></workbook>`;

const WORKBOOK_RELS = (sheets: number) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${Array.from(
  { length: sheets },
  (_, index) => `<Relationship Id="rId${index + 1}" Type="${WORKSHEET_TYPE}" Target="worksheets/sheet${index + 1}.xml"/>`,
).join('')}<Relationship Id="rId${sheets + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

function cellXml(cell: ExportCell, look: (typeof LOOKS)[number], indent: boolean): string {
  if (cell === null) return look === 'row' ? '' : `<c s="${styleIndex('text', look)}"/>`;
  const style = styleIndex(cell.type, look);
  switch (cell.type) {
    case 'text':
      // An inline string: never a formula, and no shared-strings table growing with the rows.
      return `<c s="${style}" t="inlineStr"><is><t xml:space="preserve">${indent ? '    ' : ''}${escapeXml(cell.value)}</t></is></c>`;
    case 'number':
    case 'money':
      return `<c s="${style}"><v>${cell.value}</v></c>`;
    case 'date':
    case 'datetime':
      return `<c s="${style}"><v>${serialDate(cell.value)}</v></c>`;
    case 'time':
      return `<c s="${style}"><v>${dayFraction(cell.value)}</v></c>`;
  }
}

const rowXml = (line: ExportLine) => `<row>${line.cells.map((cell) => cellXml(cell, line.kind, line.kind === 'group' && line.level > 0)).join('')}</row>`;

const sheetHead = (document: ExportDocument) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="${MAIN}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${document.columns
    .map((column, index) => `<col min="${index + 1}" max="${index + 1}" width="${Math.min(40, Math.max(12, column.label.length + 2))}" customWidth="1"/>`)
    .join('')}</cols><sheetData>${rowXml({ kind: 'total', level: 0, cells: document.columns.map((column) => ({ type: 'text', value: column.label })) })}`;
const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * xlsx, streamed: each sheet's XML is written row by row into its zip entry (yazl deflates it as it comes), waiting
 * on the reader's backpressure, so memory stays flat whatever the number of rows. exceljs' streaming writer was
 * measured first: it hands its sheet to the zip without backpressure and held ~300 bytes per row (375 MB at a million
 * rows, docs/PERFORMANCE.md). Cells are typed — numbers, money with the € format, dates and times as serial numbers
 * with French formats — and texts are inline strings, never formulas. The header row is frozen; past 1,048,576 rows
 * a sheet ends and 'Title (2)' begins with the header again.
 */
export const xlsxFormat: ExportFormat = {
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  extension: 'xlsx',
  disposition: 'attachment',
  open(out: Writable, document: ExportDocument, options) {
    const zip = new yazl.ZipFile();
    const done = finished(out);
    zip.outputStream.pipe(out);
    zip.addBuffer(Buffer.from(ROOT_RELS), '_rels/.rels');
    zip.addBuffer(Buffer.from(STYLES), 'xl/styles.xml');

    const names = sheetNames(document.title);
    const sheets: string[] = [];
    const perSheet = options.rowsPerSheet ?? XLSX_ROWS_PER_SHEET;
    let sheet = new PassThrough();
    let sheetRows = 0;
    const openSheet = () => {
      sheet = new PassThrough();
      sheets.push(names.next().value!);
      zip.addReadStream(sheet, `xl/worksheets/sheet${sheets.length}.xml`);
      sheet.write(sheetHead(document));
      sheetRows = 1;
    };
    openSheet();

    return {
      async write(lines: readonly ExportLine[]) {
        let chunk = '';
        for (const line of lines) {
          if (sheetRows >= perSheet) {
            sheet.end(`${chunk}${SHEET_TAIL}`);
            chunk = '';
            openSheet();
          }
          chunk += rowXml(line);
          sheetRows += 1;
        }
        await drained(sheet, sheet.write(chunk));
      },
      async end() {
        sheet.end(SHEET_TAIL);
        // The workbook names its sheets: written once their number is known.
        zip.addBuffer(Buffer.from(WORKBOOK(sheets)), 'xl/workbook.xml');
        zip.addBuffer(Buffer.from(WORKBOOK_RELS(sheets.length)), 'xl/_rels/workbook.xml.rels');
        zip.addBuffer(Buffer.from(CONTENT_TYPES(sheets.length)), '[Content_Types].xml');
        zip.end();
        await done;
      },
    };
  },
};
