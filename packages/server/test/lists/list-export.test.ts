import { type ListData, type ListGroupRow, type ListRow, GROUP_BY_SEPARATOR } from '@ossature/contract';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { salesModules } from '../../src/modules/sales/index.js';
import { gateRows } from '../helpers/gated-rows.js';
import { OFFICE_TIMEOUT, openInCalc, parseCsv, pdfText } from '../helpers/office.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Exports and prints of a list (SPEC §7 'Other'): links with a token of their own, every format opened the way its
 * users open it (LibreOffice Calc, pdftotext) and compared with the list's own data for the same query.
 */

let ctx: TestContext;
let admin: Record<string, string>;
let lilasAdmin: Record<string, string>;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1, modules: salesModules });
  admin = bearer(await ctx.login('admin'));
  lilasAdmin = bearer(await ctx.login('admin.lilas'));
});
afterAll(() => ctx.close());

type Query = Record<string, string | string[]>;

async function exportLink(output: string, query: Query, extra: Record<string, unknown> = {}, headers = admin) {
  const response = await ctx.app.inject({ method: 'POST', url: '/proxy/list/export/invoice', headers, payload: { output, query, ...extra } });
  return { status: response.statusCode, body: response.json<{ url: string; message?: string }>() };
}

async function download(output: string, query: Query, extra: Record<string, unknown> = {}) {
  const link = await exportLink(output, query, extra);
  expect(link.status).toBe(200);
  // The window opens the link without the session's bearer header.
  const response = await ctx.app.inject({ method: 'GET', url: link.body.url });
  expect(response.statusCode).toBe(200);
  return response;
}

/** The list's data for a query, as the list screen reads it; `params`: a group's rows, from the params its line handed out. */
const listData = async (query: Query, params?: string) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const each of [value].flat()) search.append(key, each);
  const response = await ctx.app.inject({ method: 'GET', url: `/proxy/list/data/invoice/500/0${params ? `/${encodeURIComponent(params)}` : ''}?${search}`, headers: admin });
  return response.json<ListData>();
};

const paid = JSON.stringify({ operator: 'AND', filter_model: [{ column: 'status', operator: 'equal', value: 'paid' }] });
/** Paid invoices by number, without the hidden VAT column: a query as the list screen sends it. */
const paidByNumber: Query = { multiple_search: paid, sort_column: 'number', sort_direction: 'asc', 'hidden[]': ['total_vat'], 'order[]': ['customer', 'number'] };
const columnLabels = ['Client', 'Numéro', 'Date de facture', 'Échéance', 'Statut', 'Total HT', 'Total TTC'];

/** A list cell as Calc shows it with the export's formats (en-US separators here): 1,234.50 €, 25/11/2026. */
function asCalcShows(value: unknown, column: string): string {
  if (value === null || value === undefined) return '';
  if (column.startsWith('total_')) return `${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;
  return String(value);
}
/** dd/MM/yyyy → Calc's en-US short date, M/D/YY with two digits each. */
const shortDate = (french: string) => `${french.slice(3, 5)}/${french.slice(0, 2)}/${french.slice(8, 10)}`;
/** An amount as a print shows it, the French way: 1 234,50 € (Intl's narrow spaces printed as spaces). */
const printedMoney = (value: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(value).replace(/[\u202f\u00a0]/g, ' ');
/** A group's share as the exports write it: 66,67. */
const share = (percentage: number) => percentage.toLocaleString('fr-FR', { maximumFractionDigits: 2 });

/** Invoices by status with their shares, five columns: the group lines' label, then their two figures. */
const byStatusHidden = ['total_vat', 'due_date', 'issue_date'];
const byStatus: Query = { group_by: 'status', show_percentage: '1', 'hidden[]': byStatusHidden, 'order[]': ['customer', 'number'] };
const byStatusColumns = ['customer', 'number', 'status', 'total_excl_vat', 'total_incl_vat'];

/**
 * A grouped export as the list data answers its query: the header; each group's line (its label, count and share,
 * then its figures) before its rows (the group's own data call); the totals of the ungrouped query. `cell` writes a
 * figure or a value as the reader of the file shows it.
 */
async function groupedAsListData(cell: (value: unknown, column: string) => string): Promise<string[][]> {
  const expected = [['Client', 'Numéro', 'Statut', 'Total HT', 'Total TTC']];
  for (const group of (await listData(byStatus)).data as ListGroupRow[]) {
    expected.push([`${group.label} (${group.count} · ${share(group.percentage)} %)`, '', '', cell(group.aggregates.total_excl_vat, 'total_excl_vat'), cell(group.aggregates.total_incl_vat, 'total_incl_vat')]);
    const rows = (await listData({ ...byStatus, group_level: '1' }, group.params)).data as ListRow[];
    expect(rows).toHaveLength(group.count);
    expected.push(...rows.map((row) => byStatusColumns.map((name) => cell(row.values[name], name))));
  }
  const { aggregates } = await listData({ 'hidden[]': byStatusHidden });
  expected.push(['Total', '', '', cell(aggregates!.total_excl_vat, 'total_excl_vat'), cell(aggregates!.total_incl_vat, 'total_incl_vat')]);
  return expected;
}

/** What ISO-8859-1 holds of a text: what Latin-1 lacks (’, €, œ) becomes '?'. */
const latin1 = (value: string) => [...value].map((char) => (char.codePointAt(0)! > 0xff ? '?' : char)).join('');
/** A figure Calc wrote back (1,234.5 or 1,234.50 €) as a number; an empty cell as null. */
const calcNumber = (cell: string) => (cell === '' ? null : Number(cell.replace(/[^\d.-]/g, '')));

/** A grouped export's lines under its header, its three text columns, then its figures as numbers. */
const byStatusFigures = (lines: string[][]) => lines.slice(1).map((line) => [...line.slice(0, 3), ...line.slice(3).map(calcNumber)]);

const expectedRows = (rows: ListRow[]) => rows.map((row) => ['customer', 'number', 'issue_date', 'due_date', 'status', 'total_excl_vat', 'total_incl_vat'].map((name) => asCalcShows(row.values[name], name)));

describe('an export link', () => {
  it('is offered in the formats the list definition names', async () => {
    const definition = await ctx.app.inject({ method: 'GET', url: '/proxy/list/invoice', headers: admin });
    expect(definition.json<{ export_format: string[] }>().export_format).toEqual(['xlsx', 'xls', 'ods', 'csv']);
  });

  it('is made for one export and opens without the session token, as a file named after the list and the day', async () => {
    const link = await exportLink('csv', paidByNumber);
    expect(link.body.url).toMatch(/^\/proxy\/list\/export\/\d+\?jwt=[\w-]{43}$/);
    expect(link.body.url).not.toContain(admin.authorization!.slice(7));
    const response = await ctx.app.inject({ method: 'GET', url: link.body.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Factures \d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''Factures%20\d{4}/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses another export’s token, an unknown one or none with 404 or 400, and an expired one with 401', async () => {
    const first = await exportLink('csv', {});
    const second = await exportLink('csv', {});
    const [firstId] = /\d+/.exec(first.body.url)!;
    const secondToken = second.body.url.split('jwt=')[1];
    expect((await ctx.app.inject({ method: 'GET', url: `/proxy/list/export/${firstId}?jwt=${secondToken}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/proxy/list/export/${firstId}?jwt=nope` })).json()).toEqual({ message: "Ce lien d'export n'existe pas ou ne vous appartient pas." });
    expect((await ctx.app.inject({ method: 'GET', url: `/proxy/list/export/${firstId}` })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: `/proxy/list/export/999999?jwt=${secondToken}` })).statusCode).toBe(404);
    ctx.clock.advance(11 * 60_000);
    const expired = await ctx.app.inject({ method: 'GET', url: first.body.url });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: "Ce lien d'export a expiré : relancez l'export depuis la liste." });
  });

  it('refuses with 404 another user’s valid token for this export, in the organisation or not, leaking nothing; a wrong token on an expired link is 404 too', async () => {
    const own = await exportLink('csv', paidByNumber);
    const [ownId] = /\d+/.exec(own.body.url)!;
    const notFound = { message: "Ce lien d'export n'existe pas ou ne vous appartient pas." };
    for (const other of [bearer(await ctx.login('agent')), lilasAdmin]) {
      const theirs = await exportLink('csv', {}, {}, other);
      const token = theirs.body.url.split('jwt=')[1]!;
      const refused = await ctx.app.inject({ method: 'GET', url: `/proxy/list/export/${ownId}?jwt=${token}` });
      expect([refused.statusCode, refused.json()]).toEqual([404, notFound]);
      expect(refused.headers['content-disposition']).toBeUndefined();
      // The token was valid: it opens its own export.
      expect((await ctx.app.inject({ method: 'GET', url: theirs.body.url })).statusCode).toBe(200);
    }
    // Whether a link exists, or has expired, is told only to who holds its token.
    ctx.clock.advance(11 * 60_000);
    const wrongOnExpired = await ctx.app.inject({ method: 'GET', url: `/proxy/list/export/${ownId}?jwt=${'A'.repeat(43)}` });
    expect([wrongOnExpired.statusCode, wrongOnExpired.json()]).toEqual([404, notFound]);
    expect((await ctx.app.inject({ method: 'GET', url: own.body.url })).statusCode).toBe(401);
  });

  it('refuses an unknown format or encoding, ISO-8859-1 where the organisation does not offer it, a bad query and another organisation’s list, writing nothing', async () => {
    const before = await ctx.db.selectFrom('list_export').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await exportLink('docx', {})).toEqual({ status: 400, body: { message: "Ce format d'export n'existe pas : choisissez xlsx, xls, ods, csv ou pdf." } });
    expect(await exportLink('csv', {}, { encoding: 'UTF-16' })).toEqual({ status: 400, body: { message: "Cet encodage n'est pas proposé : choisissez UTF-8 ou ISO-8859-1." } });
    expect(await exportLink('csv', {}, { encoding: 'ISO-8859-1' }, lilasAdmin)).toEqual({
      status: 400,
      body: { message: "Votre organisation n'a pas le choix de l'encodage : l'export est en UTF-8." },
    });
    const unknownColumn = await exportLink('csv', { sort_column: 'password' });
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.body.message).toBe('La demande de liste est invalide.');
    expect((await exportLink('csv', {}, { extra: 1 })).status).toBe(400);
    const missing = await ctx.app.inject({ method: 'POST', url: '/proxy/list/export/nothing', headers: admin, payload: { output: 'csv', query: {} } });
    expect(missing.statusCode).toBe(404);
    const after = await ctx.db.selectFrom('list_export').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 404 once its user may no longer open the list', async () => {
    const link = await exportLink('csv', {});
    const agent = await ctx.db.selectFrom('app_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('user_module').where('user_id', '=', agent.id).where('module', '=', 'invoice').execute();
    try {
      expect((await ctx.app.inject({ method: 'GET', url: link.body.url })).statusCode).toBe(404);
    } finally {
      await ctx.db.insertInto('user_module').values({ user_id: agent.id, module: 'invoice' }).execute();
    }
  });
});

describe('an exported file', { timeout: OFFICE_TIMEOUT }, () => {
  it('holds in csv, xlsx, ods and xls every row of the list’s query, in its order, with its visible columns and typed cells as Calc shows them', async () => {
    const rows = (await listData(paidByNumber)).data as ListRow[];
    expect(rows.length).toBeGreaterThan(1);
    const expected = [columnLabels, ...expectedRows(rows)];
    const total = rows.reduce((sum, row) => sum + Number(row.values.total_incl_vat), 0);
    for (const output of ['xlsx', 'ods', 'xls'] as const) {
      const file = await download(output, paidByNumber);
      const sheets = await openInCalc(file.rawPayload, output);
      const [sheet] = Object.values(sheets);
      expect({ output, rows: sheet!.slice(0, -1), total: sheet!.at(-1)!.at(-1) }).toEqual({ output, rows: expected, total: asCalcShows(total, 'total_incl_vat') });
    }
    const csv = await download('csv', paidByNumber);
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const { export: sheet } = await openInCalc(csv.rawPayload, 'csv', 'CSV:59,34,76,1,,1036');
    // Read by a French Calc (language 1036): dates are dates (written back as Calc's en-US M/D/YY), amounts numbers.
    expect(sheet![0]).toEqual(columnLabels);
    expect(sheet!.slice(1, -1).map((row) => row.slice(0, 5))).toEqual(
      expectedRows(rows).map(([customer, number, issued, due, status]) => [customer, number, shortDate(issued!), shortDate(due!), status]),
    );
    expect(sheet!.slice(1, -1).map((row) => Number(row[6]!.replace(/,/g, '')))).toEqual(rows.map((row) => Number(row.values.total_incl_vat)));
  });

  it('writes csv in ISO-8859-1 when the organisation lets its users choose, without a byte-order mark', async () => {
    const response = await download('csv', paidByNumber, { encoding: 'ISO-8859-1' });
    expect(response.headers['content-type']).toBe('text/csv; charset=iso-8859-1');
    const text = iconv.decode(response.rawPayload, 'latin1');
    expect(parseCsv(text, ';')[0]).toEqual(columnLabels);
    expect(response.rawPayload[0]).not.toBe(0xef);
    // Opened by a French Calc told the file is ISO-8859-1 (encoding 12): the list's cells, accents whole, and what
    // Latin-1 lacks (the ’ of some towns) as '?'.
    const rows = (await listData(paidByNumber)).data as ListRow[];
    expect(rows.some((row) => /[À-ÿ]/.test(String(row.values.customer)))).toBe(true);
    const { export: sheet } = await openInCalc(response.rawPayload, 'csv', 'CSV:59,34,12,1,,1036');
    expect(sheet![0]).toEqual(columnLabels);
    expect(sheet!.slice(1, -1).map((row) => row.slice(0, 5))).toEqual(
      expectedRows(rows).map(([customer, number, issued, due, status]) => [latin1(customer!), number, shortDate(issued!), shortDate(due!), status]),
    );
    expect(sheet!.slice(1, -1).map((row) => Number(row[6]!.replace(/,/g, '')))).toEqual(rows.map((row) => Number(row.values.total_incl_vat)));
    expect(sheet!.at(-1)![0]).toBe('Total');
  });

  it('keeps a text that looks like a formula as text: csv behind an apostrophe, spreadsheets as a text cell', async () => {
    const admins = await ctx.db.selectFrom('app_user').select('client_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const invoice = await ctx.db.selectFrom('invoice').select(['id', 'customer']).where('client_id', '=', admins.client_id).where('status', '=', 'paid').orderBy('number').executeTakeFirstOrThrow();
    const { name } = await ctx.db.selectFrom('customer').select('name').where('id', '=', invoice.customer as number).executeTakeFirstOrThrow();
    await ctx.db.updateTable('customer').set({ name: '=1+1' }).where('id', '=', invoice.customer as number).execute();
    try {
      const csv = (await download('csv', paidByNumber)).rawPayload.toString('utf8');
      expect(csv).toContain("'=1+1");
      const sheets = await openInCalc((await download('xlsx', paidByNumber)).rawPayload, 'xlsx');
      const cells = Object.values(sheets)[0]!.flat();
      expect(cells.some((cell) => cell.startsWith('=1+1'))).toBe(true);
      expect(cells).not.toContain('2');
    } finally {
      await ctx.db.updateTable('customer').set({ name }).where('id', '=', invoice.customer as number).execute();
    }
  });

  it('exports a grouped list as its group lines, with count, share and figures, before their rows; group_header_only keeps the group lines', async () => {
    const grouped: Query = { group_by: 'status', show_percentage: '1', 'hidden[]': ['total_vat', 'total_excl_vat', 'due_date', 'issue_date'] };
    const groups = (await listData(grouped)).data as ListGroupRow[];
    const file = await download('csv', grouped);
    const lines = parseCsv(file.rawPayload.toString('utf8').slice(1), ';');
    const groupLines = lines.filter((line) => groups.some((group) => line[0]!.startsWith(`${group.label} (`)));
    expect(groupLines.map((line) => line[0])).toEqual(
      groups.map((group) => `${group.label} (${group.count} · ${group.percentage.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %)`),
    );
    expect(groupLines.map((line) => line.at(-1))).toEqual(groups.map((group) => group.aggregates.total_incl_vat!.toFixed(2).replace('.', ',')));
    expect(lines.length).toBe(1 + groups.length + groups.reduce((sum, group) => sum + group.count, 0) + 1);

    const headersOnly = await download('csv', { ...grouped, group_header_only: '1' });
    expect(parseCsv(headersOnly.rawPayload.toString('utf8').slice(1), ';')).toHaveLength(1 + groups.length + 1);
  });

  it('keeps every formula-like text (= + - @, tab, carriage return first) as text: csv behind an apostrophe, xlsx, ods and xls as a text cell Calc shows as is', async () => {
    const admins = await ctx.db.selectFrom('app_user').select('client_id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    const formulas = ['=1+1', '+1+1', '-1+1', '@SUM(1;1)', '\t=1+1', '\r=1+1'];
    // Invoice numbers: a text column written as stored (a record's label trims its spaces and tabs).
    const invoices = await ctx.db.selectFrom('invoice').select(['id', 'number']).where('client_id', '=', admins.client_id).where('status', '=', 'paid').orderBy('number').limit(formulas.length).execute();
    try {
      for (const [index, invoice] of invoices.entries()) await ctx.db.updateTable('invoice').set({ number: formulas[index]! }).where('id', '=', invoice.id).execute();
      const query: Query = { ...paidByNumber, 'hidden[]': ['total_vat', 'issue_date', 'due_date', 'status', 'total_excl_vat', 'customer'] };
      const numbers = ((await listData(query)).data as ListRow[]).map((row) => String(row.values.number));
      expect(numbers.filter((number) => formulas.includes(number)).toSorted()).toEqual(formulas.toSorted());
      const csv = parseCsv((await download('csv', query)).rawPayload.toString('utf8').slice(1), ';');
      expect(csv.slice(1, -1).map((line) => line[0])).toEqual(numbers.map((number) => (formulas.includes(number) ? `'${number}` : number)));
      for (const output of ['xlsx', 'ods', 'xls'] as const) {
        const [sheet] = Object.values(await openInCalc((await download(output, query)).rawPayload, output));
        // Calc reads a carriage return in a cell as a line feed, whatever the format (xls stores it as is).
        expect({ output, cells: sheet!.slice(1, -1).map((line) => line[0]) }).toEqual({ output, cells: numbers.map((number) => number.replace('\r', '\n')) });
      }
    } finally {
      for (const invoice of invoices) await ctx.db.updateTable('invoice').set({ number: invoice.number }).where('id', '=', invoice.id).execute();
    }
  });

  it('grouped, opens in Calc — xlsx, ods, xls and csv — as the list data: each group line’s label, count, share and subtotals before its rows, then the totals', async () => {
    const expected = await groupedAsListData(asCalcShows);
    for (const output of ['xlsx', 'ods', 'xls'] as const) {
      const [sheet] = Object.values(await openInCalc((await download(output, byStatus)).rawPayload, output));
      expect({ output, sheet }).toEqual({ output, sheet: expected });
    }
    // A French Calc reads the csv's figures as numbers (written back plain, en-US): the same lines, figures as numbers.
    const { export: sheet } = await openInCalc((await download('csv', byStatus)).rawPayload, 'csv', 'CSV:59,34,76,1,,1036');
    expect(sheet![0]).toEqual(expected[0]);
    expect(byStatusFigures(sheet!)).toEqual(byStatusFigures(expected));
  });

  it('exports two levels of groups, each inner level under its outer group', async () => {
    const grouped: Query = { group_by: ['status', 'customer'].join(GROUP_BY_SEPARATOR), 'hidden[]': ['total_vat'] };
    const outer = (await listData(grouped)).data as ListGroupRow[];
    const lines = parseCsv((await download('csv', grouped)).rawPayload.toString('utf8').slice(1), ';');
    const first = lines.findIndex((line) => line[0] === `${outer[0]!.label} (${outer[0]!.count})`);
    const second = lines.findIndex((line) => line[0] === `${outer[1]!.label} (${outer[1]!.count})`);
    expect(first).toBe(1);
    // Under the first status: its customers' groups, whose counts add up to its own, and their rows.
    const inner = lines.slice(first + 1, second).filter((line) => /\(\d+\)$/.test(line[0]!));
    expect(inner.reduce((sum, line) => sum + Number(/\((\d+)\)$/.exec(line[0]!)![1]), 0)).toBe(outer[0]!.count);
    expect(second - first - 1).toBe(inner.length + outer[0]!.count);
  });
});

describe('a printed list', () => {
  it('is a PDF opened in the window, with the title, the query in French, the rows and the total', async () => {
    const rows = (await listData(paidByNumber)).data as ListRow[];
    const response = await download('pdf', paidByNumber, { title: 'Factures payées' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="Factures payees \d{4}-\d{2}-\d{2}\.pdf"/);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Factures payées');
    expect(text).toMatch(/Filtres : Statut égal à Payée/);
    expect(text).toContain('Trié par : Numéro (Croissant)');
    for (const row of rows) expect(text).toContain(String(row.values.number));
    expect(text).toContain('Total');
  });

  it('of a query matching nothing, as the csv export of it, holds the column titles and no line of blank totals', async () => {
    const nothing: Query = { global_search: 'aucune facture ne porte ce nom' };
    expect((await listData(nothing)).total_items).toBe(0);
    const lines = parseCsv((await download('csv', nothing)).rawPayload.toString('utf8').slice(1), ';');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.slice(0, 2)).toEqual(['Numéro', 'Client']);
    const text = await pdfText((await download('pdf', nothing, { title: 'Factures' })).rawPayload);
    expect(text).toContain('Aucune donnée');
    expect(text.split('\n').filter((line) => line.trim().startsWith('Total'))).toEqual([]);
  });

  it('prints a grouped list’s group lines with their count, share and subtotals, and its totals, as the list data answers them, amounts the French way', async () => {
    const expected = await groupedAsListData((value, column) => (column.startsWith('total_') ? printedMoney(Number(value)) : String(value ?? '')));
    const text = await pdfText((await download('pdf', byStatus, { title: 'Factures par statut' })).rawPayload);
    const lines = text.split('\n');
    // A figure line: its label, then its figures in their columns, apart by two spaces or more.
    const printed = (label: string) => {
      const line = lines.find((each) => each.trimStart().startsWith(`${label}  `));
      return line?.trim().split(/\s{2,}/);
    };
    const figureLines = expected.filter((line) => line[1] === '');
    expect(figureLines.length).toBeGreaterThan(2);
    for (const [label, , , excl, incl] of figureLines) expect(printed(label!)).toEqual([label, excl, incl]);
    expect(printedMoney(1234.5)).toBe('1 234,50 €');
  });

  it('numbers the pages of a grouped print out of their total, counted in SQL before the first page', async () => {
    const grouped: Query = { group_by: ['status', 'customer'].join(GROUP_BY_SEPARATOR), 'hidden[]': ['total_vat'] };
    const text = await pdfText((await download('pdf', grouped, { title: 'Factures par statut et client' })).rawPayload);
    const pages = text.split('\f').filter((page) => page.trim() !== '');
    expect(pages.length).toBeGreaterThan(2);
    expect(pages.map((page) => /Page (\d+) sur (\d+)/.exec(page)?.slice(1).join(' sur '))).toEqual(pages.map((_page, index) => `${index + 1} sur ${pages.length}`));
    // The csv of the same query writes the same lines, one per line after its header: the print's last page ends them.
    const csv = parseCsv((await download('csv', grouped)).rawPayload.toString('utf8').slice(1), ';');
    expect(pages.at(-1)).toContain(String(csv.at(-1)![0]));
  });
});

describe('a background export', () => {
  type Recent = { id: number; status: string; rows_written: number; rows_total: number | null; file_size: number | null; error: string | null };
  const recent = async (headers = admin) => (await ctx.app.inject({ method: 'GET', url: '/proxy/list/exports', headers })).json<Recent[]>();
  const queue = async (query: Query = paidByNumber) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/proxy/list/export/invoice', headers: admin, payload: { output: 'csv', query, background: true } });
    expect(response.statusCode).toBe(202);
    return response.json<{ export: Recent }>().export;
  };

  it('is queued (202), written by a job with its progress, listed in the recent exports, and downloaded through a fresh link', async () => {
    const rows = (await listData(paidByNumber)).data as ListRow[];
    const queued = await queue();
    expect(queued).toMatchObject({ status: 'queued', rows_written: 0 });
    await ctx.app.exportJobs.drain();
    const done = (await recent()).find((each) => each.id === queued.id)!;
    expect(done).toMatchObject({ status: 'done', rows_written: rows.length, rows_total: rows.length, error: null });
    expect(done.file_size).toBeGreaterThan(0);
    const link = await ctx.app.inject({ method: 'POST', url: `/proxy/list/exports/${queued.id}/link`, headers: admin });
    expect(link.statusCode).toBe(200);
    const file = await ctx.app.inject({ method: 'GET', url: link.json<{ url: string }>().url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Factures/);
    const lines = parseCsv(file.rawPayload.toString('utf8').slice(1), ';');
    expect(lines[0]).toEqual(columnLabels);
    expect(lines.slice(1, -1).map((line) => line[1])).toEqual(rows.map((row) => row.values.number));
    expect(file.rawPayload.length).toBe(done.file_size);
    // The finished file is not opened for a user who may no longer open the list.
    const user = await ctx.db.selectFrom('app_user').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    await ctx.db.deleteFrom('user_module').where('user_id', '=', user.id).where('module', '=', 'invoice').execute();
    try {
      expect((await ctx.app.inject({ method: 'GET', url: link.json<{ url: string }>().url })).statusCode).toBe(404);
    } finally {
      await ctx.db.insertInto('user_module').values({ user_id: user.id, module: 'invoice' }).execute();
    }
    // Finished, it can no longer be cancelled; another user does not see it.
    expect((await ctx.app.inject({ method: 'POST', url: `/proxy/list/exports/${queued.id}/cancel`, headers: admin })).json()).toEqual({ message: 'Cet export est déjà terminé.' });
    expect((await recent(lilasAdmin)).some((each) => each.id === queued.id)).toBe(false);
    expect((await ctx.app.inject({ method: 'POST', url: `/proxy/list/exports/${queued.id}/link`, headers: lilasAdmin })).statusCode).toBe(404);
  });

  it('written by the job, opens in Calc — xlsx and csv — with the list data’s rows and cells', { timeout: OFFICE_TIMEOUT }, async () => {
    const rows = (await listData(paidByNumber)).data as ListRow[];
    const written = async (output: 'xlsx' | 'csv') => {
      const response = await ctx.app.inject({ method: 'POST', url: '/proxy/list/export/invoice', headers: admin, payload: { output, query: paidByNumber, background: true } });
      const { id } = response.json<{ export: Recent }>().export;
      await ctx.app.exportJobs.drain();
      const link = (await ctx.app.inject({ method: 'POST', url: `/proxy/list/exports/${id}/link`, headers: admin })).json<{ url: string }>();
      return (await ctx.app.inject({ method: 'GET', url: link.url })).rawPayload;
    };
    const [xlsx] = Object.values(await openInCalc(await written('xlsx'), 'xlsx'));
    expect(xlsx!.slice(0, -1)).toEqual([columnLabels, ...expectedRows(rows)]);
    expect(xlsx!.at(-1)!.at(-1)).toBe(asCalcShows(rows.reduce((sum, row) => sum + Number(row.values.total_incl_vat), 0), 'total_incl_vat'));
    const { export: csv } = await openInCalc(await written('csv'), 'csv', 'CSV:59,34,76,1,,1036');
    expect(csv![0]).toEqual(columnLabels);
    expect(csv!.slice(1, -1).map((row) => [row[0], row[1], row[4]])).toEqual(expectedRows(rows).map((row) => [row[0], row[1], row[4]]));
    expect(csv!.slice(1, -1).map((row) => calcNumber(row[6]!))).toEqual(rows.map((row) => Number(row.values.total_incl_vat)));
  });

  it('cancelled while another instance holds it, is never finished, and keeps no file', async () => {
    const queued = await queue();
    await ctx.app.exportJobs.drain();
    // As if another instance were writing it: running under a live lease of its own.
    await ctx.db.updateTable('list_export').set({ status: 'running', lease_token: 'elsewhere', lease_until: new Date(ctx.clock.now().getTime() + 60_000).toISOString(), file_size: null }).where('id', '=', queued.id).execute();
    const cancelled = await ctx.app.inject({ method: 'POST', url: `/proxy/list/exports/${queued.id}/cancel`, headers: admin });
    expect(cancelled.json()).toMatchObject({ id: queued.id, status: 'cancelled' });
    ctx.app.exportJobs.kick();
    await ctx.app.exportJobs.drain();
    expect((await recent()).find((each) => each.id === queued.id)!.status).toBe('cancelled');
    expect((await ctx.app.inject({ method: 'POST', url: `/proxy/list/exports/${queued.id}/link`, headers: admin })).json()).toEqual({
      message: "Cet export n'est pas encore prêt : attendez qu'il soit terminé.",
    });
  });

  it('left running by an instance that died is started again once its lease has run out, and finished once', async () => {
    const queued = await queue();
    await ctx.app.exportJobs.drain();
    await ctx.db.updateTable('list_export').set({ status: 'running', lease_token: 'dead', lease_until: new Date(ctx.clock.now().getTime() - 1000).toISOString(), rows_written: 3 }).where('id', '=', queued.id).execute();
    ctx.app.exportJobs.kick();
    await ctx.app.exportJobs.drain();
    const again = (await recent()).find((each) => each.id === queued.id)!;
    expect(again).toMatchObject({ status: 'done', rows_written: again.rows_total });
    const attempts = await ctx.db.selectFrom('list_export').select('attempts').where('id', '=', queued.id).executeTakeFirstOrThrow();
    expect(Number(attempts.attempts)).toBe(2);
  });

  it('of a query that became impossible fails, and tells its author what to do', async () => {
    const queued = await queue({ 'hidden[]': ['total_vat'] });
    await ctx.app.exportJobs.drain();
    // As if the list had lost the column since: the job reads the query again and refuses it.
    await ctx.db.updateTable('list_export').set({ status: 'queued', query: JSON.stringify({ sort_column: 'gone' }) }).where('id', '=', queued.id).execute();
    ctx.app.exportJobs.kick();
    await ctx.app.exportJobs.drain();
    expect((await recent()).find((each) => each.id === queued.id)).toMatchObject({ status: 'failed', error: "L'export a échoué. Relancez-le depuis la liste." });
  });

  it('cancelled while it runs, stops at its next batch: its progress seen partway stays, its partial file is removed, it never downloads', async () => {
    const total = (await listData({})).total_items;
    // The job's rows reach it 50 at a time, each batch waiting at a gate; the heartbeat that writes the progress and
    // looks for a cancellation runs at most once a second of Date.now(), which is moved on by hand to let it run.
    const gate = gateRows(ctx.app.records, 50);
    const realNow = Date.now.bind(Date);
    let skew = 0;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
    try {
      const queued = await queue({});
      const part = path.join(ctx.app.config.dataDir, 'exports', `${queued.id}.csv.part`);
      await gate.waiting();
      skew += 2000;
      gate.release();
      await gate.waiting();
      // Between the first batch and the second: running, 50 rows written of them all, beside its final name.
      const partway = (await recent()).find((each) => each.id === queued.id)!;
      expect(partway).toMatchObject({ status: 'running', rows_written: 50, rows_total: total, file_size: null });
      expect(total).toBeGreaterThan(100);
      await expect.poll(() => existsSync(part)).toBe(true);

      const cancelled = await ctx.app.inject({ method: 'POST', url: `/proxy/list/exports/${queued.id}/cancel`, headers: admin });
      expect([cancelled.statusCode, cancelled.json()]).toEqual([200, expect.objectContaining({ id: queued.id, status: 'cancelled', rows_written: 50 })]);
      skew += 2000;
      gate.release();
      await ctx.app.exportJobs.drain();

      expect((await recent()).find((each) => each.id === queued.id)).toMatchObject({ status: 'cancelled', rows_written: 50, file_size: null, error: null });
      expect(readdirSync(path.join(ctx.app.config.dataDir, 'exports')).filter((name) => name.startsWith(`${queued.id}.`))).toEqual([]);
      const link = await ctx.app.inject({ method: 'POST', url: `/proxy/list/exports/${queued.id}/link`, headers: admin });
      expect([link.statusCode, link.json()]).toEqual([409, { message: "Cet export n'est pas encore prêt : attendez qu'il soit terminé." }]);
      expect((await ctx.app.inject({ method: 'POST', url: `/proxy/list/exports/${queued.id}/cancel`, headers: admin })).statusCode).toBe(409);
    } finally {
      now.mockRestore();
      gate.restore();
    }
  });

  // Last: it moves the clock a day on.
  it('stays listed and downloadable for a day, then its file is deleted', async () => {
    const queued = await queue();
    await ctx.app.exportJobs.drain();
    const file = path.join(ctx.app.config.dataDir, 'exports', `${queued.id}.csv`);
    expect(existsSync(file)).toBe(true);
    ctx.clock.advance(23 * 3_600_000);
    // The sessions of the day before have expired meanwhile.
    admin = bearer(await ctx.login('admin'));
    expect((await recent()).some((each) => each.id === queued.id)).toBe(true);
    ctx.clock.advance(2 * 3_600_000);
    admin = bearer(await ctx.login('admin'));
    expect((await recent()).some((each) => each.id === queued.id)).toBe(false);
    expect((await ctx.app.inject({ method: 'POST', url: `/proxy/list/exports/${queued.id}/link`, headers: admin })).statusCode).toBe(404);
    ctx.app.exportJobs.kick();
    await ctx.app.exportJobs.drain();
    expect(existsSync(file)).toBe(false);
  });
});
