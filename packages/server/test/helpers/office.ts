import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * LibreOffice's CSV filter options: separator ',' (44), quote '"' (34), UTF-8 (76), from line 1, default column
 * formats, default language; then: quoted fields not forced to text, special numbers detected, cells saved as shown
 * (their number format applied: 1,234.50 €, 25/11/2026 — LibreOffice's default en-US locale here), formulas not
 * exported, spaces kept; and, last, -1: every sheet to its own file (name-Sheet.csv), so continuation sheets are
 * read too.
 */
const CSV_EXPORT = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true,false,false,-1';

/** Parses LibreOffice's CSV output (RFC 4180: quoted fields, doubled quotes, newlines inside quotes). */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/**
 * Opens a spreadsheet the way its users do — in LibreOffice Calc, headless — and reads back every sheet's cells as
 * shown, by sheet name (a CSV's one sheet is named 'export'). Each call has its own LibreOffice profile, so test files may run
 * side by side. `inputFilter` tells how to read a CSV (LibreOffice's filter options string).
 */
/** Calc starts a fresh profile for each file it opens: 4 to 8 s here, more on a loaded machine. Tests that open files give it this long. */
export const OFFICE_TIMEOUT = 120_000;

export async function openInCalc(file: Buffer, extension: string, inputFilter?: string): Promise<Record<string, string[][]>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'calc-'));
  try {
    const input = path.join(dir, `export.${extension}`);
    await writeFile(input, file);
    const out = path.join(dir, 'out');
    await run(
      'soffice',
      [
        `-env:UserInstallation=file://${dir}/profile`,
        '--headless',
        ...(inputFilter ? [`--infilter=${inputFilter}`] : []),
        '--convert-to',
        CSV_EXPORT,
        '--outdir',
        out,
        input,
      ],
      { timeout: 120_000 },
    );
    const names = (await readdir(out)).filter((name) => name.endsWith('.csv'));
    const sheets: Record<string, string[][]> = {};
    for (const name of names) sheets[name.replace(/^export-/, '').replace(/\.csv$/, '')] = parseCsv(await readFile(path.join(out, name), 'utf8'));
    return sheets;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A PDF's text, as pdftotext (poppler) reads it, page layout kept. */
export async function pdfText(file: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'pdf-'));
  try {
    const input = path.join(dir, 'print.pdf');
    await writeFile(input, file);
    const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', input, '-'], { timeout: 60_000 });
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
