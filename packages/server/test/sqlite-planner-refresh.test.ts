import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlannerRefresh } from '../src/infra/sqlite-planner-refresh.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ossature-planner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Invoices and an index led by the organisation, as every index of the app's tables is. */
function invoices(file: string) {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.exec('create table invoice (id integer primary key, client_id integer, status text, total integer, vat integer)');
  db.exec('create index invoice_status_idx on invoice (client_id, status, total)');
  return db;
}

/** A database's statistics as rows, samples in hexadecimal. */
const statistics = (db: SqliteDatabase.Database) => ({
  stat1: db.prepare('select tbl, idx, stat from sqlite_stat1 order by tbl, idx').all(),
  stat4: db.prepare('select tbl, idx, neq, nlt, ndlt, hex(sample) as sample from sqlite_stat4 order by tbl, idx, nlt').all(),
});

const settled = (promise: Promise<unknown>, ms: number) => Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);

describe('the app connection’s query plans', () => {
  it('follow its tables, with whole statistics: a statement prepared on a small table is planned anew once one organisation holds 200,000 of its rows, between transactions only', async () => {
    const file = path.join(dir, 'plans.sqlite');
    const writer = invoices(file);
    const app = new SqliteDatabase(file);
    const planner = startPlannerRefresh(app, file, 3_600_000);
    try {
      // Prepared once and kept, as the app's statement cache keeps them.
      const plan = app.prepare('explain query plan select sum(total), sum(vat) from invoice where client_id = ?');
      const detail = () => (plan.all(1) as { detail: string }[]).map((row) => row.detail).join(' ');
      expect(detail()).toContain('USING INDEX invoice_status_idx');

      // Rows written behind the app's back, as an import would; nobody analyses them but the refresh.
      const insert = writer.prepare('insert into invoice (client_id, status, total, vat) values (?, ?, ?, ?)');
      writer.transaction(() => {
        for (let index = 0; index < 200_000; index++) insert.run(index % 1000 === 0 ? 2 : 1, index % 2 ? 'sent' : 'paid', index, index / 5);
      })();

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
      const small = app.prepare('explain query plan select sum(total), sum(vat) from invoice where client_id = 2').all() as { detail: string }[];
      expect(small.map((row) => row.detail).join(' ')).toContain('USING INDEX invoice_status_idx');
    } finally {
      await planner.stop();
      app.close();
      writer.close();
    }
  });

  it('follow the statistics another connection writes, though no table changed ten-fold', async () => {
    const file = path.join(dir, 'others.sqlite');
    const writer = invoices(file);
    const app = new SqliteDatabase(file);
    const planner = startPlannerRefresh(app, file, 3_600_000);
    try {
      const insert = writer.prepare('insert into invoice (client_id, status, total, vat) values (?, ?, ?, ?)');
      // A hundred organisations of a hundred invoices: one organisation is sought through the index.
      writer.transaction(() => {
        for (let index = 0; index < 10_000; index++) insert.run(index % 100, 'paid', index, index);
      })();
      expect(await planner.refresh()).toBe(1);
      const plan = app.prepare('explain query plan select sum(total), sum(vat) from invoice where client_id = ?');
      const detail = () => (plan.all(1) as { detail: string }[]).map((row) => row.detail).join(' ');
      expect(detail()).toContain('USING INDEX invoice_status_idx');

      // Organisation 1 now holds most of the table, five times its size: too little growth for an analysis of the
      // refresh's own, but another connection analyses it.
      writer.transaction(() => {
        for (let index = 0; index < 40_000; index++) insert.run(1, 'paid', index, index);
      })();
      writer.exec('analyze');
      expect(await planner.refresh()).toBe(0);
      expect(detail()).toBe('SCAN invoice');
    } finally {
      await planner.stop();
      app.close();
      writer.close();
    }
  });

  it('are refreshed without ever taking the write lock: another connection writes, unwaiting, all through an analysis', async () => {
    const file = path.join(dir, 'unlocked.sqlite');
    const writer = invoices(file);
    const app = new SqliteDatabase(file);
    const planner = startPlannerRefresh(app, file, 3_600_000);
    try {
      const insert = writer.prepare('insert into invoice (client_id, status, total, vat) values (?, ?, ?, ?)');
      writer.transaction(() => {
        for (let index = 0; index < 300_000; index++) insert.run(index % 100 === 0 ? 2 : 1, index % 2 ? 'sent' : 'paid', index, index);
      })();
      // A writer that does not wait at all: any write lock held elsewhere fails it at once with SQLITE_BUSY.
      writer.pragma('busy_timeout = 0');
      const done = { analysed: -1 };
      const refreshed = planner.refresh().then((count) => (done.analysed = count));
      let writes = 0;
      while (done.analysed < 0) {
        writer.transaction(() => insert.run(2, 'paid', writes, writes)).immediate();
        writes++;
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      await refreshed;
      expect(done.analysed).toBe(1);
      // The writes went on meanwhile (the analysis of 300,000 rows is not instant).
      expect(writes).toBeGreaterThan(5);
      const plan = app.prepare('explain query plan select sum(total), sum(vat) from invoice where client_id = 1').all() as { detail: string }[];
      expect(plan.map((row) => row.detail).join(' ')).toBe('SCAN invoice');
    } finally {
      await planner.stop();
      app.close();
      writer.close();
    }
  });

  it('are left as they are while no table changes ten-fold: a table is analysed once, not every minute', async () => {
    const file = path.join(dir, 'steady.sqlite');
    const writer = invoices(file);
    // A table without an index has statistics of its own (a row count) once it holds rows; an empty one has none.
    writer.exec('create table note (id integer primary key, text text); create table tag (id integer primary key, name text)');
    const app = new SqliteDatabase(file);
    const planner = startPlannerRefresh(app, file, 3_600_000);
    try {
      writer.prepare('insert into invoice (client_id, status, total, vat) values (1, ?, 1, 1)').run('paid');
      writer.prepare('insert into note (text) values (?)').run('a');
      expect(await planner.refresh()).toBeGreaterThan(0);
      expect(await planner.refresh()).toBe(0);
      writer.transaction(() => {
        for (let index = 0; index < 100; index++) writer.prepare('insert into invoice (client_id, status, total, vat) values (1, ?, 1, 1)').run('paid');
      })();
      expect(await planner.refresh()).toBe(1);
      expect(await planner.refresh()).toBe(0);
    } finally {
      await planner.stop();
      app.close();
      writer.close();
    }
  });

  it('are those SQLite’s own ANALYZE finds, sample for sample, for a table that references another and holds bytes no index reads', async () => {
    const file = path.join(dir, 'same.sqlite');
    const writer = new SqliteDatabase(file);
    writer.pragma('journal_mode = WAL');
    writer.exec(`
      create table client (id integer primary key, name text not null);
      create table document (
        id integer primary key, client_id integer not null references client (id), title text not null collate nocase,
        kind text not null check (kind in ('pdf', 'image')), content blob not null, storage_key text unique
      );
      create index document_title_idx on document (client_id, title);
      create index document_kind_idx on document (client_id, kind, id);`);
    writer.exec("insert into client (id, name) values (1, 'Grande'), (2, 'Petite')");
    const insert = writer.prepare('insert into document (client_id, title, kind, content, storage_key) values (?, ?, ?, ?, ?)');
    writer.transaction(() => {
      for (let index = 0; index < 20_000; index++) insert.run(index % 40 === 0 ? 2 : 1, `Titre ${index % 700}`, index % 3 ? 'pdf' : 'image', Buffer.alloc(64, index % 251), `key-${index}`);
    })();
    const app = new SqliteDatabase(file);
    const planner = startPlannerRefresh(app, file, 3_600_000);
    try {
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
    } finally {
      await planner.stop();
      app.close();
      writer.close();
    }
  });

  it('replace the sampled analysis an earlier version left, though no table changed size since', async () => {
    const file = path.join(dir, 'sampled.sqlite');
    const writer = invoices(file);
    const insert = writer.prepare('insert into invoice (client_id, status, total, vat) values (?, ?, ?, ?)');
    writer.transaction(() => {
      for (let index = 0; index < 200_000; index++) insert.run(index % 1000 === 0 ? 2 : 1, index % 2 ? 'sent' : 'paid', index, index);
    })();
    // What optimize left on disk before: the first thousand rows of the index, all of one organisation.
    writer.pragma('analysis_limit = 1000');
    writer.exec('analyze');
    expect((writer.prepare("select stat from sqlite_stat1 where idx = 'invoice_status_idx'").get() as { stat: string }).stat).toMatch(/^200000 [1-9]\d{0,3} /);
    const app = new SqliteDatabase(file);
    const planner = startPlannerRefresh(app, file, 3_600_000);
    try {
      expect(await planner.refresh()).toBe(1);
      expect((app.prepare("select stat from sqlite_stat1 where idx = 'invoice_status_idx'").get() as { stat: string }).stat).toMatch(/^200000 100000 /);
      const plan = app.prepare('explain query plan select sum(total), sum(vat) from invoice where client_id = 1').all() as { detail: string }[];
      expect(plan.map((row) => row.detail).join(' ')).toBe('SCAN invoice');
      expect(await planner.refresh()).toBe(0);
    } finally {
      await planner.stop();
      app.close();
      writer.close();
    }
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
