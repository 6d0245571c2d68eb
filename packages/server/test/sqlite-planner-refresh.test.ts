import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { type PlannerRefresh, startPlannerRefresh } from '../src/infra/sqlite-planner-refresh.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ossature-planner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Invoices and an index led by the organisation, as every index of the app's tables is. */
const INVOICES = `
  create table invoice (id integer primary key, client_id integer, status text, total integer, vat integer);
  create index invoice_status_idx on invoice (client_id, status, total);`;

interface Databases {
  file: string;
  /** Another connection, writing behind the app's back as an import or a tool would. */
  writer: SqliteDatabase.Database;
  /** The app's connection, whose plans the refresh keeps up to date. */
  app: SqliteDatabase.Database;
  planner: PlannerRefresh;
}

/** A WAL database file made by `schema`, its writer, the app's connection and its refresh (hourly: driven by hand), all closed after `body`. */
async function withDatabase(name: string, schema: string, body: (databases: Databases) => Promise<void>): Promise<void> {
  const file = path.join(dir, `${name}.sqlite`);
  const writer = new SqliteDatabase(file);
  writer.pragma('journal_mode = WAL');
  writer.exec(schema);
  const app = new SqliteDatabase(file);
  const planner = startPlannerRefresh(app, file, 3_600_000);
  try {
    await body({ file, writer, app, planner });
  } finally {
    await planner.stop();
    app.close();
    writer.close();
  }
}

/** Writes `count` invoices in one transaction, each of the organisation and status `row` gives its index. */
function addInvoices(writer: SqliteDatabase.Database, count: number, row: (index: number) => [client: number, status: string]): void {
  const insert = writer.prepare('insert into invoice (client_id, status, total, vat) values (?, ?, ?, ?)');
  writer.transaction(() => {
    for (let index = 0; index < count; index++) insert.run(...row(index), index, index);
  })();
}

/** How the app's connection would run the totals of an organisation's invoices, prepared now. */
const totalsPlan = (app: SqliteDatabase.Database, client: number) =>
  (app.prepare(`explain query plan select sum(total), sum(vat) from invoice where client_id = ${client}`).all() as { detail: string }[]).map((row) => row.detail).join(' ');

/** A database's statistics as rows, samples in hexadecimal. */
const statistics = (db: SqliteDatabase.Database) => ({
  stat1: db.prepare('select tbl, idx, stat from sqlite_stat1 order by tbl, idx').all(),
  stat4: db.prepare('select tbl, idx, neq, nlt, ndlt, hex(sample) as sample from sqlite_stat4 order by tbl, idx, nlt').all(),
});

const statOf = (db: SqliteDatabase.Database, index: string) => (db.prepare('select stat from sqlite_stat1 where idx = ?').get(index) as { stat: string }).stat;

const settled = (promise: Promise<unknown>, ms: number) => Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

/** One organisation holding nearly all of the rows, another a few. */
const mostlyOne = (share: number) => (index: number) => [index % share === 0 ? 2 : 1, index % 2 ? 'sent' : 'paid'] as [number, string];

describe('the app connection’s query plans', () => {
  it('follow its tables, with whole statistics: a statement prepared on a small table is planned anew once one organisation holds 200,000 of its rows, between transactions only', async () => {
    await withDatabase('plans', INVOICES, async ({ writer, app, planner }) => {
      // Prepared once and kept, as the app's statement cache keeps them.
      const plan = app.prepare('explain query plan select sum(total), sum(vat) from invoice where client_id = ?');
      const detail = () => (plan.all(1) as { detail: string }[]).map((row) => row.detail).join(' ');
      expect(detail()).toContain('USING INDEX invoice_status_idx');

      addInvoices(writer, 200_000, mostlyOne(1000));

      // Not inside a transaction of the app's: what is under way is left alone.
      app.exec('begin');
      const refreshed = planner.refresh();
      expect(await settled(refreshed, 1000)).toBe(false);
      expect(detail()).toContain('USING INDEX invoice_status_idx');
      app.exec('commit');
      await refreshed;

      // A sample of the index (optimize's own analysis) would see one organisation in its first thousand rows and
      // count a thousand rows per organisation: the big one would still go through the index, row by row.
      expect(detail()).toBe('SCAN invoice');
      // The small organisation's 200 rows are sought through the index: the statistics tell organisations apart.
      expect(totalsPlan(app, 2)).toContain('USING INDEX invoice_status_idx');
    });
  });

  it('follow the statistics another connection writes, though no table changed ten-fold', async () => {
    await withDatabase('others', INVOICES, async ({ writer, app, planner }) => {
      // A hundred organisations of a hundred invoices: one organisation is sought through the index.
      addInvoices(writer, 10_000, (index) => [index % 100, 'paid']);
      expect(await planner.refresh()).toBe(1);
      const plan = app.prepare('explain query plan select sum(total), sum(vat) from invoice where client_id = ?');
      const detail = () => (plan.all(1) as { detail: string }[]).map((row) => row.detail).join(' ');
      expect(detail()).toContain('USING INDEX invoice_status_idx');

      // Organisation 1 now holds most of the table, five times its size: too little growth for an analysis of the
      // refresh's own, but another connection analyses it.
      addInvoices(writer, 40_000, () => [1, 'paid']);
      writer.exec('analyze');
      expect(await planner.refresh()).toBe(0);
      expect(detail()).toBe('SCAN invoice');
    });
  });

  it('are refreshed without ever taking the write lock: another connection writes, unwaiting, all through an analysis', async () => {
    await withDatabase('unlocked', INVOICES, async ({ writer, app, planner }) => {
      addInvoices(writer, 300_000, mostlyOne(100));
      // A writer that does not wait at all: any write lock held elsewhere fails it at once with SQLITE_BUSY.
      writer.pragma('busy_timeout = 0');
      const insert = writer.prepare('insert into invoice (client_id, status, total, vat) values (2, ?, ?, ?)');
      const done = { analysed: -1 };
      const refreshed = planner.refresh().then((count) => (done.analysed = count));
      let writes = 0;
      while (done.analysed < 0) {
        writer.transaction(() => insert.run('paid', writes, writes)).immediate();
        writes++;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await refreshed;
      expect(done.analysed).toBe(1);
      // The writes went on meanwhile (the analysis of 300,000 rows is not instant).
      expect(writes).toBeGreaterThan(5);
      expect(totalsPlan(app, 1)).toBe('SCAN invoice');
    });
  });

  it('are left as they are while no table changes ten-fold: a table is analysed once, not every minute', async () => {
    // A table without an index has statistics of its own (a row count) once it holds rows; an empty one has none.
    const schema = `${INVOICES} create table note (id integer primary key, text text); create table tag (id integer primary key, name text);`;
    await withDatabase('steady', schema, async ({ writer, planner }) => {
      addInvoices(writer, 1, () => [1, 'paid']);
      writer.prepare('insert into note (text) values (?)').run('a');
      expect(await planner.refresh()).toBeGreaterThan(0);
      expect(await planner.refresh()).toBe(0);
      addInvoices(writer, 100, () => [1, 'paid']);
      expect(await planner.refresh()).toBe(1);
      expect(await planner.refresh()).toBe(0);
    });
  });

  it('are those SQLite’s own ANALYZE finds, sample for sample, for a table that references another and holds bytes no index reads', async () => {
    const schema = `
      create table client (id integer primary key, name text not null);
      create table document (
        id integer primary key, client_id integer not null references client (id), title text not null collate nocase,
        kind text not null check (kind in ('pdf', 'image')), content blob not null, storage_key text unique
      );
      create index document_title_idx on document (client_id, title);
      create index document_kind_idx on document (client_id, kind, id);
      insert into client (id, name) values (1, 'Grande'), (2, 'Petite');`;
    await withDatabase('same', schema, async ({ file, writer, app, planner }) => {
      const insert = writer.prepare('insert into document (client_id, title, kind, content, storage_key) values (?, ?, ?, ?, ?)');
      writer.transaction(() => {
        for (let index = 0; index < 20_000; index++) insert.run(index % 40 === 0 ? 2 : 1, `Titre ${index % 700}`, index % 3 ? 'pdf' : 'image', Buffer.alloc(64, index % 251), `key-${index}`);
      })();
      expect(await planner.refresh()).toBe(2);
      // The same file analysed by SQLite itself, whole.
      writer.pragma('wal_checkpoint(TRUNCATE)');
      const copy = path.join(dir, 'same-copy.sqlite');
      copyFileSync(file, copy);
      const reference = new SqliteDatabase(copy);
      reference.exec('delete from sqlite_stat1; delete from sqlite_stat4; analyze');
      const expected = statistics(reference);
      reference.close();
      expect(expected.stat4.length).toBeGreaterThan(0);
      expect(statistics(app)).toEqual(expected);
    });
  });

  it('replace the sampled analysis an earlier version left, though no table changed size since', async () => {
    await withDatabase('sampled', INVOICES, async ({ writer, app, planner }) => {
      addInvoices(writer, 200_000, mostlyOne(1000));
      // What optimize left on disk before: the first thousand rows of the index, all of one organisation.
      writer.pragma('analysis_limit = 1000');
      writer.exec('analyze');
      expect(statOf(writer, 'invoice_status_idx')).toMatch(/^200000 [1-9]\d{0,3} /);

      expect(await planner.refresh()).toBe(1);
      expect(statOf(app, 'invoice_status_idx')).toMatch(/^200000 100000 /);
      expect(totalsPlan(app, 1)).toBe('SCAN invoice');
      expect(await planner.refresh()).toBe(0);
    });
  });

  it('answer 0 and stop when the worker cannot open the database, and the app goes on', async () => {
    const folder = path.join(dir, 'not-a-file.sqlite');
    mkdirSync(folder);
    const app = new SqliteDatabase(':memory:');
    const planner = startPlannerRefresh(app, folder, 3_600_000);
    try {
      expect(await planner.refresh()).toBe(0);
      expect(await planner.refresh()).toBe(0);
    } finally {
      await planner.stop();
      app.close();
    }
  });
});
