import { mkdtempSync, rmSync } from 'node:fs';
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
    // Tables without an index, empty or not, have statistics of their own (a row count) too.
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
});
