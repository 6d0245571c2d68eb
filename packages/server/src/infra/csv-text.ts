/**
 * A text a spreadsheet would run as a formula (= + - @, or a tab or carriage return that some programs strip before
 * looking) is written behind an apostrophe: opened in Excel or Calc, it stays the text it was (OWASP, CSV injection).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

export const withoutFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/**
 * One line of a French csv: ';' between fields (',' is the decimal mark), a field quoted only when it holds ';', a
 * quote or a line break, its quotes doubled (RFC 4180), CRLF at the end. Written by hand: it is the whole of the
 * format, and an export writes it for millions of rows, where a general csv library's options cost a third of the time.
 */
export function csvLine(fields: readonly string[]): string {
  let line = '';
  for (let index = 0; index < fields.length; index += 1) {
    const field = fields[index]!;
    if (index > 0) line += ';';
    line += NEEDS_QUOTES.test(field) ? `"${field.replaceAll('"', '""')}"` : field;
  }
  return `${line}\r\n`;
}
