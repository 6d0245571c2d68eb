import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvFormat } from '../../src/engines/list/export/csv-format.js';
import { type ExportDocument, type ExportFormat, type ExportLine, type ExportOptions, cellText } from '../../src/engines/list/export/export-document.js';
import { odsFormat } from '../../src/engines/list/export/ods-format.js';
import { pdfFormat, printedPages } from '../../src/engines/list/export/pdf-format.js';
import { removeOrphanedScratch } from '../../src/engines/list/export/scratch-files.js';
import { XLS_ROWS_PER_SHEET, XLS_SCRATCH, xlsFormat } from '../../src/engines/list/export/xls-format.js';
import { xlsxFormat } from '../../src/engines/list/export/xlsx-format.js';
import { OFFICE_TIMEOUT, openInCalc, parseCsv, pdfText } from '../helpers/office.js';
import { createTestApp } from '../helpers/test-app.js';

/** Each format's writer on its own: typed cells, escaping, encodings, sheets rolling over, pages. */

const document: ExportDocument = {
  title: 'Factures : 2026/11',
  columns: (
    [
      ['Client', 'text'],
      ['Montant', 'money'],
      ['Émise le', 'date'],
      ['Saisie', 'datetime'],
      ['Heure', 'time'],
      ['Quantité', 'number'],
    ] as const
  ).map(([label, type], index) => ({ name: `c${index}`, label, type })),
  summary: [],
  generatedAt: 'Édité le 25/11/2026 à 10:30',
};

const row = (client: string, amount: number): ExportLine => ({
  kind: 'row',
  level: 0,
  cells: [
    { type: 'text', value: client },
    { type: 'money', value: amount },
    { type: 'date', value: '2026-11-25' },
    { type: 'datetime', value: '2026-01-02 13:45:00' },
    { type: 'time', value: '08:30:00' },
    { type: 'number', value: 1234.5 },
  ],
});

const lines: ExportLine[] = [
  { kind: 'group', level: 0, cells: [{ type: 'text', value: 'Payée (2 · 66,67 %)' }, { type: 'money', value: 1000 }, null, null, null, null] },
  row('Évêché "Saint-Aubin", ;x', 1234.5),
  row('=1+1', -2),
  { kind: 'total', level: 0, cells: [{ type: 'text', value: 'Total' }, { type: 'money', value: 1232.5 }, null, null, null, null] },
];

async function written(format: ExportFormat, options: ExportOptions, all = lines, heading = document): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = format.open(out, heading, options);
  await writer.write(all);
  await writer.end();
  return Buffer.concat(chunks);
}

/** Runs `test` with the system's temp in a directory of its own (os.tmpdir() reads TMPDIR), which nothing else uses. */
async function inOwnTemp(test: (scratch: string) => Promise<void>): Promise<void> {
  const scratch = await mkdtemp(path.join(tmpdir(), 'xls-scratch-'));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = scratch;
  try {
    await test(scratch);
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    await rm(scratch, { recursive: true, force: true });
  }
}

describe('the French text of an exported figure', () => {
  const money = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 10, useGrouping: false });

  it('is what Intl writes in French, for amounts in cents and numbers, whole or not, small or huge', () => {
    const amounts = [0, 0.07, -0.07, 19.99, 1234.5, -2, 1000, 999999999.99, 12345678901234.56, 0.005, 1.005, 2.675, 1e20];
    for (const value of amounts) expect(cellText({ type: 'money', value })).toBe(money.format(value));
    for (let cents = -20_000; cents <= 20_000; cents += 7) expect(cellText({ type: 'money', value: cents / 100 })).toBe(money.format(cents / 100));
    const numbers = [0, 7, -7, 1234.5, 0.1 + 0.2, 1e-7, 123456789012345, 1e15, 1e21, -3.25];
    for (const value of numbers) expect(cellText({ type: 'number', value })).toBe(number.format(value));
  });

  it('has no negative zero, where Intl writes one', () => {
    expect(cellText({ type: 'money', value: -1e-9 })).toBe('0,00');
    expect(cellText({ type: 'number', value: -0 })).toBe('0');
  });
});

describe('a csv export', { timeout: OFFICE_TIMEOUT }, () => {
  it('is French csv: semicolons, decimal commas, dd/MM/yyyy dates, quotes where needed, a formula behind an apostrophe, UTF-8 with a byte-order mark', async () => {
    const file = await written(csvFormat, { encoding: 'UTF-8' });
    expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = file.subarray(3).toString('utf8');
    expect(text.split('\r\n')[0]).toBe('Client;Montant;Émise le;Saisie;Heure;Quantité');
    expect(parseCsv(text, ';').slice(1)).toEqual([
      ['Payée (2 · 66,67 %)', '1000,00', '', '', '', ''],
      ['Évêché "Saint-Aubin", ;x', '1234,50', '25/11/2026', '02/01/2026 13:45:00', '08:30:00', '1234,5'],
      ["'=1+1", '-2,00', '25/11/2026', '02/01/2026 13:45:00', '08:30:00', '1234,5'],
      ['Total', '1232,50', '', '', '', ''],
    ]);
  });

  it('in ISO-8859-1 has no byte-order mark, keeps accents as Latin-1 bytes, and writes what Latin-1 lacks as ?', async () => {
    const file = await written(csvFormat, { encoding: 'ISO-8859-1' }, [{ kind: 'row', level: 0, cells: [{ type: 'text', value: 'Été 5 € œuvre' }, null, null, null, null, null] }]);
    expect(file[0]).not.toBe(0xef);
    expect(iconv.decode(file, 'latin1').split('\r\n')[1]).toBe('Été 5 ? ?uvre;;;;;');
  });

  it('is read by a French Calc as numbers, dates and times, and a formula-like text stays text', async () => {
    const { export: sheet } = await openInCalc(await written(csvFormat, { encoding: 'UTF-8' }), 'csv', 'CSV:59,34,76,1,,1036');
    // Read in French (language 1036), written back in Calc's en-US defaults: numbers, then M/D/YY dates.
    expect(sheet![2]).toEqual(['Évêché "Saint-Aubin", ;x', '1234.5', '11/25/26', '01/02/26 01:45 PM', '08:30:00', '1234.5']);
    expect(sheet![3]!.slice(0, 2)).toEqual(["'=1+1", '-2']);
  });
});

const calcRows = [
  ['Client', 'Montant', 'Émise le', 'Saisie', 'Heure', 'Quantité'],
  ['Payée (2 · 66,67 %)', '1,000.00 €', '', '', '', ''],
  ['Évêché "Saint-Aubin", ;x', '1,234.50 €', '25/11/2026', '02/01/2026 13:45:00', '08:30:00', '1234.5'],
  ['=1+1', '-2.00 €', '25/11/2026', '02/01/2026 13:45:00', '08:30:00', '1234.5'],
  ['Total', '1,232.50 €', '', '', '', ''],
];

describe.each([
  { output: 'xlsx', format: xlsxFormat },
  { output: 'ods', format: odsFormat },
  { output: 'xls', format: xlsFormat },
])('an $output export', ({ output, format }) => {
  it('holds typed cells Calc shows with their formats, a formula-like text as text, and rolls over to a new sheet repeating the header', async () => {
    const sheets = await openInCalc(await written(format, { encoding: 'UTF-8', rowsPerSheet: 5 }, [...lines, ...lines]), output);
    expect(Object.keys(sheets).toSorted()).toEqual(['Factures 2026 11', 'Factures 2026 11 (2)']);
    expect(sheets['Factures 2026 11']).toEqual(calcRows);
    expect(sheets['Factures 2026 11 (2)']).toEqual(calcRows);
  }, OFFICE_TIMEOUT);
});

describe.each([
  { output: 'csv', format: csvFormat },
  { output: 'xlsx', format: xlsxFormat },
  { output: 'ods', format: odsFormat },
  { output: 'xls', format: xlsFormat },
  { output: 'pdf', format: pdfFormat },
])('an $output writer', ({ format }) => {
  it('left before its end (its export cancelled) by an output that then fails, leaves no failure unhandled (a rejection, an error event), which would end the process', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      const out = new PassThrough();
      out.resume();
      const writer = format.open(out, document, { encoding: 'UTF-8' });
      await writer.write(lines);
      // As a background export's file stream does when destroyed with writes pending.
      out.destroy(new Error('Cannot call write after a stream was destroyed'));
      await setImmediate();
      await setImmediate();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

const textLine = (text: string): ExportLine => ({ kind: 'row', level: 0, cells: [{ type: 'text', value: text }, null, null, null, null, null] });

describe('an xls export', () => {
  it('holds every row past 100,000, 65,536 lines a sheet each headed by the header row', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const writer = xlsFormat.open(out, document, { encoding: 'UTF-8' });
    // As the export's pump writes them: a thousand at a time.
    for (let start = 0; start < 140_000; start += 1000) await writer.write(Array.from({ length: 1000 }, (_, index) => row(`Client n° ${start + index + 1}`, start + index)));
    await writer.end();
    const sheets = await openInCalc(Buffer.concat(chunks), 'xls');
    const names = ['Factures 2026 11', 'Factures 2026 11 (2)', 'Factures 2026 11 (3)'];
    expect(Object.keys(sheets).toSorted()).toEqual(names);
    // 65,535 rows under each header, the rest (140,000 − 131,070) on the third sheet.
    expect(names.map((name) => sheets[name]!.length)).toEqual([XLS_ROWS_PER_SHEET, XLS_ROWS_PER_SHEET, 8_931]);
    for (const name of names) expect(sheets[name]![0]).toEqual(calcRows[0]);
    expect(sheets[names[0]!]![1]).toEqual(['Client n° 1', '0.00 €', '25/11/2026', '02/01/2026 13:45:00', '08:30:00', '1234.5']);
    expect(sheets[names[1]!]![1]!.slice(0, 2)).toEqual(['Client n° 65536', '65,535.00 €']);
    expect(sheets[names[2]!]!.at(-1)).toEqual(['Client n° 140000', '139,999.00 €', '25/11/2026', '02/01/2026 13:45:00', '08:30:00', '1234.5']);
  }, OFFICE_TIMEOUT);

  it('keeps a text up to the 32,767 characters a cell holds, across records, accents and signs included, and cuts a longer one there', async () => {
    const wide = 'Évêché € '.repeat(3000);
    const file = await written(xlsFormat, { encoding: 'UTF-8' }, [textLine(wide), textLine('x'.repeat(40_000)), textLine('court')]);
    const [sheet] = Object.values(await openInCalc(file, 'xls'));
    expect(sheet!.slice(1).map((line) => line[0])).toEqual([wide, 'x'.repeat(32_767), 'court']);
  }, OFFICE_TIMEOUT);

  it('leaves no scratch file behind, once written or once its reader has gone away', async () => {
    await inOwnTemp(async (scratch) => {
      await written(xlsFormat, { encoding: 'UTF-8' });
      expect(await readdir(scratch)).toEqual([]);

      const out = new PassThrough();
      const writer = xlsFormat.open(out, document, { encoding: 'UTF-8' });
      await writer.write(lines);
      expect(await readdir(scratch)).toHaveLength(1);
      out.destroy();
      await expect(writer.write(lines)).rejects.toThrow('export output closed');
      await expect.poll(() => readdir(scratch)).toEqual([]);
    });
  });

  it('removes at start the scratch files of a process killed mid-export, and never those of a running one or of another machine', async () => {
    await inOwnTemp(async (scratch) => {
      const gone = spawnSync(process.execPath, ['-e', '']).pid;
      const own = `${XLS_SCRATCH}${hostname()}-`;
      const dirs = {
        killed: `${own}${gone}-a1b2c3`,
        running: `${own}${process.pid}-d4e5f6`,
        runningForADay: `${own}${process.pid}-g7h8i9`,
        otherMachine: `${XLS_SCRATCH}autre-machine-${gone}-j1k2l3`,
        notOurs: 'ossature-other-123-m4n5o6',
      };
      for (const dir of Object.values(dirs)) await mkdir(path.join(scratch, dir, 'sheets'), { recursive: true });
      const dayAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
      await utimes(path.join(scratch, dirs.runningForADay), dayAgo, dayAgo);

      expect(await removeOrphanedScratch(XLS_SCRATCH)).toBe(2);
      expect((await readdir(scratch)).toSorted()).toEqual([dirs.notOurs, dirs.otherMachine, dirs.running].toSorted());

      // The server does it as it starts.
      await mkdir(path.join(scratch, dirs.killed));
      const ctx = await createTestApp();
      try {
        expect(await readdir(scratch)).not.toContain(dirs.killed);
      } finally {
        await ctx.close();
      }
    });
  });
});

describe('a printed list', () => {
  const many = Array.from({ length: 300 }, (_, index) => row(`Client n° ${index + 1}`, index));

  it('repeats its header on every page, numbers its pages, and prints amounts the French way', async () => {
    const text = await pdfText(await written(pdfFormat, { encoding: 'UTF-8' }, [...lines, ...many]));
    expect(text).toContain('Factures : 2026/11');
    expect(text).toContain('Édité le 25/11/2026 à 10:30');
    expect(text.match(/Client\s+Montant\s+Émise le/g)!.length).toBeGreaterThan(2);
    expect(text).toContain('Page 1');
    expect(text).toContain('Page 3');
    expect(text).toContain('1 234,50 €');
    expect(text).toContain('02/01/2026 13:45:00');
    expect(text).toContain('Client n° 300');
    expect(text).toContain('Payée (2 · 66,67 %)');
  });

  it('numbers its pages out of a total counted beforehand, which is the number of pages it has, at a page boundary too', async () => {
    // The first page holds this many lines under its heading (the date, no query): one more starts a second page.
    const first = Array.from({ length: 100 }, (_, index) => index + 1).findLast((count) => printedPages(count, 1) === 1)!;
    for (const count of [first, first + 1, 300]) {
      const printed = many.slice(0, count);
      const text = await pdfText(await written(pdfFormat, { encoding: 'UTF-8' }, printed, { ...document, lineCount: printed.length }));
      const pages = text.split('\f').filter((page) => page.trim() !== '');
      const numbers = pages.map((page) => /Page (\d+) sur (\d+)/.exec(page)?.slice(1).join(' sur '));
      expect(numbers).toEqual(pages.map((_page, index) => `${index + 1} sur ${pages.length}`));
      expect(pages.length).toBe(printedPages(count, 1));
    }
    expect(printedPages(first + 1, 1)).toBe(2);
  });

  it('says there is no data when the list is empty', async () => {
    expect(await pdfText(await written(pdfFormat, { encoding: 'UTF-8' }, []))).toContain('Aucune donnée');
  });

  it('reaches its reader page by page, before it is finished', async () => {
    const out = new PassThrough();
    let received = 0;
    out.on('data', (chunk: Buffer) => (received += chunk.length));
    const writer = pdfFormat.open(out, document, { encoding: 'UTF-8' });
    // As the export's pump does (export-file.ts), each batch gives the pipes a turn.
    for (let batch = 0; batch < 10; batch += 1) {
      await setImmediate();
      await writer.write(many);
    }
    expect(received).toBeGreaterThan(10_000);
    await writer.end();
  });
});
