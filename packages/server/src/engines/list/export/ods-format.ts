import { PassThrough, type Writable } from 'node:stream';
import yazl from 'yazl';
import { type ExportCell, type ExportDocument, type ExportFormat, type ExportLine, drained, finished } from './export-document.js';
import { sheetNames } from './sheet-names.js';
import { escapeXml } from './xml-text.js';

/** An ods sheet holds 1,048,576 rows, as an xlsx one; the export goes on in a new sheet past that. */
export const ODS_ROWS_PER_SHEET = 1_048_576;

const MIMETYPE = 'application/vnd.oasis.opendocument.spreadsheet';

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0" manifest:version="1.2">
<manifest:file-entry manifest:full-path="/" manifest:version="1.2" manifest:media-type="${MIMETYPE}"/>
<manifest:file-entry manifest:full-path="content.xml" manifest:media-type="text/xml"/>
</manifest:manifest>`;

const long = (part: string) => `<number:${part} number:style="long"/>`;
const DATE = `${long('day')}<number:text>/</number:text>${long('month')}<number:text>/</number:text>${long('year')}`;
const TIME = `${long('hours')}<number:text>:</number:text>${long('minutes')}<number:text>:</number:text>${long('seconds')}`;
const BOLD = '<style:text-properties fo:font-weight="bold"/>';
const GROUP_FILL = '<style:table-cell-properties fo:background-color="#edeff2"/>';

/** Cell styles by value type, plain and bold (group and total lines), each with its French number format. */
const STYLES = `<office:automatic-styles>
<number:date-style style:name="N_DATE">${DATE}</number:date-style>
<number:date-style style:name="N_DATETIME">${DATE}<number:text> </number:text>${TIME}</number:date-style>
<number:time-style style:name="N_TIME">${TIME}</number:time-style>
<number:currency-style style:name="N_MONEY"><number:number number:decimal-places="2" number:min-decimal-places="2" number:min-integer-digits="1" number:grouping="true"/><number:text> </number:text><number:currency-symbol number:language="fr" number:country="FR">€</number:currency-symbol></number:currency-style>
${['', '_group', '_total']
  .map((variant) => {
    const look = variant === '' ? '' : `${BOLD}${variant === '_group' ? GROUP_FILL : ''}`;
    return [
      `<style:style style:name="c${variant}" style:family="table-cell">${look}</style:style>`,
      ...['date', 'datetime', 'time', 'money'].map(
        (type) => `<style:style style:name="c_${type}${variant}" style:family="table-cell" style:data-style-name="N_${type.toUpperCase()}">${look}</style:style>`,
      ),
    ].join('\n');
  })
  .join('\n')}
<style:style style:name="co" style:family="table-column"><style:table-column-properties style:column-width="3.5cm"/></style:style>
</office:automatic-styles>`;

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:style="urn:oasis:names:tc:opendocument:xmlns:style:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:fo="urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0" xmlns:number="urn:oasis:names:tc:opendocument:xmlns:datastyle:1.0" office:version="1.2">
${STYLES}
<office:body><office:spreadsheet>`;
const TAIL = '</office:spreadsheet></office:body></office:document-content>';

const paragraph = (text: string) => `<text:p>${escapeXml(text).replace(/\n/g, '<text:line-break/>')}</text:p>`;

/** HH:mm:ss → the ISO 8601 duration an ods time value is. */
const isoTime = (time: string) => `PT${time.slice(0, 2)}H${time.slice(3, 5)}M${time.slice(6, 8) || '00'}S`;

function cellXml(cell: ExportCell, variant: string): string {
  if (cell === null) return variant === '' ? '<table:table-cell/>' : `<table:table-cell table:style-name="c${variant}"/>`;
  switch (cell.type) {
    case 'text':
      return `<table:table-cell table:style-name="c${variant}" office:value-type="string">${paragraph(cell.value)}</table:table-cell>`;
    case 'number':
      return `<table:table-cell table:style-name="c${variant}" office:value-type="float" office:value="${cell.value}"><text:p>${cell.value}</text:p></table:table-cell>`;
    case 'money':
      return `<table:table-cell table:style-name="c_money${variant}" office:value-type="currency" office:currency="EUR" office:value="${cell.value}"/>`;
    case 'date':
      return `<table:table-cell table:style-name="c_date${variant}" office:value-type="date" office:date-value="${cell.value}"/>`;
    case 'datetime':
      return `<table:table-cell table:style-name="c_datetime${variant}" office:value-type="date" office:date-value="${cell.value.replace(' ', 'T')}"/>`;
    case 'time':
      return `<table:table-cell table:style-name="c_time${variant}" office:value-type="time" office:time-value="${isoTime(cell.value)}"/>`;
  }
}

const rowXml = (line: ExportLine) => {
  const variant = line.kind === 'row' ? '' : `_${line.kind}`;
  return `<table:table-row>${line.cells.map((cell) => cellXml(cell, variant)).join('')}</table:table-row>`;
};

const headerXml = (document: ExportDocument) =>
  `<table:table-row>${document.columns.map((column) => `<table:table-cell table:style-name="c_total" office:value-type="string">${paragraph(column.label)}</table:table-cell>`).join('')}</table:table-row>`;

/**
 * OpenDocument spreadsheet, streamed: no maintained library writes ods as a stream, so its XML is written here, row by
 * row, into the zip's content entry (yazl deflates it as it comes), waiting on the reader's backpressure. Cells are
 * typed (float, currency in EUR, date, time) with French formats; a text is a string cell, never a formula. Past
 * 1,048,576 rows a sheet ends and 'Title (2)' begins with the header again.
 */
export const odsFormat: ExportFormat = {
  contentType: MIMETYPE,
  extension: 'ods',
  disposition: 'attachment',
  open(out: Writable, document: ExportDocument, options) {
    const zip = new yazl.ZipFile();
    const content = new PassThrough();
    // The mimetype comes first and stored: it is how programs recognise the file.
    zip.addBuffer(Buffer.from(MIMETYPE), 'mimetype', { compress: false });
    zip.addBuffer(Buffer.from(MANIFEST), 'META-INF/manifest.xml');
    zip.addReadStream(content, 'content.xml');
    zip.end();
    const done = finished(out);
    zip.outputStream.pipe(out);

    const names = sheetNames(document.title);
    const perSheet = options.rowsPerSheet ?? ODS_ROWS_PER_SHEET;
    const columns = `<table:table-column table:style-name="co" table:number-columns-repeated="${Math.max(1, document.columns.length)}"/>`;
    const openSheet = () => `<table:table table:name="${escapeXml(names.next().value!)}">${columns}${headerXml(document)}`;
    let sheetRows = 1;
    content.write(`${HEAD}${openSheet()}`);

    return {
      async write(lines: readonly ExportLine[]) {
        let chunk = '';
        for (const line of lines) {
          if (sheetRows >= perSheet) {
            chunk += `</table:table>${openSheet()}`;
            sheetRows = 1;
          }
          chunk += rowXml(line);
          sheetRows += 1;
        }
        await drained(content, content.write(chunk));
      },
      async end() {
        content.end(`</table:table>${TAIL}`);
        await done;
      },
    };
  },
};
