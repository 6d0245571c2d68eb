import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { startPlannerRefresh } from '../src/infra/sqlite-planner-refresh.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ossature-planner-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Invoices of two organisations, one holding nearly all of them, and an index led by the organisation. */
function invoices(file: string) {
  const db = new SqliteDatabase(file);
  db.pragma('journal_mode = WAL');
  db.exec('create table invoice (id integer primary key, client_id integer, status text, total integer, vat integer)');
  db.exec('create index invoice_status_idx on invoice (client_id, status, total)');
  return db;
}

describe('the app connection’s query plans', () => {
  it('follow its tables: a statement prepared on a small table is planned anew once it holds a million rows, between transactions only', () => {
    const file = path.join(dir, 'plans.sqlite');
    const writer = invoices(file);
    const app = new SqliteDatabase(file);
    const planner = startPlannerRefresh(app, 3_600_000);
    try {
      // Prepared once and kept, as the app's statement cache keeps them.
      const plan = app.prepare('explain query plan select sum(total), sum(vat) from invoice where client_id = ?');
      const detail = () => (plan.all(1) as { detail: string }[]).map((row) => row.detail).join(' ');
      expect(detail()).toContain('USING INDEX invoice_status_idx');

      const insert = writer.prepare('insert into invoice (client_id, status, total, vat) values (?, ?, ?, ?)');
      writer.transaction(() => {
        for (let index = 0; index < 1_000_000; index++) insert.run(index % 50 === 0 ? 2 : 1, index % 2 ? 'sent' : 'paid', index, index / 5);
      })();
      writer.exec('analyze');
      // Another connection's ANALYZE is not enough: the kept statement is still planned for the small table.
      expect(detail()).toContain('USING INDEX invoice_status_idx');

      // Not inside a transaction of the app's: what is under way is left alone.
      app.exec('begin');
      planner.refresh();
      expect(detail()).toContain('USING INDEX invoice_status_idx');
      app.exec('commit');

      planner.refresh();
      expect(detail()).toBe('SCAN invoice');
    } finally {
      planner.stop();
      app.close();
      writer.close();
    }
  });
});
