import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresArrayRows, sqliteArrayRows } from '../src/infra/array-rows.js';

const pgUrl = process.env.TEST_DATABASE_URL;
const read = (text: string) => CompiledQuery.raw(text, []);

describe.skipIf(Boolean(pgUrl))('rows read as arrays from SQLite', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'ossature-array-rows-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('come from one state of the database: a write landing between two reads is seen by neither', async () => {
    const file = path.join(dir, 'rows.sqlite');
    const app = new SqliteDatabase(file);
    app.pragma('journal_mode = WAL');
    app.exec('create table event (id integer primary key, day text); insert into event (day) values (\'before\')');
    const other = new SqliteDatabase(file);
    // The first read, as it runs, has another connection move the event (as a save would, from another process).
    app.function('moved_meanwhile', () => other.prepare("update event set day = 'inside'").run().changes);
    const kysely = new Kysely<unknown>({ dialect: new SqliteDialect({ database: app }) });
    try {
      const arrayRows = sqliteArrayRows(kysely as never, (sql) => app.prepare(sql));
      const [first, second] = await arrayRows([read("select id, moved_meanwhile() from event where day = 'before'"), read("select id from event where day = 'inside'")]);
      expect([first, second]).toEqual([[[1, 1]], []]);
      // Read again, the move is there.
      expect(await arrayRows([read("select id from event where day = 'inside'")])).toEqual([[[1]]]);
    } finally {
      await kysely.destroy();
      other.close();
    }
  });
});

describe.skipIf(!pgUrl)('rows read as arrays from PostgreSQL', () => {
  it('come from one snapshot: a save committed between two reads is seen by neither', async () => {
    const pool = new pg.Pool({ connectionString: pgUrl, max: 3 });
    const table = `array_rows_${process.pid}`;
    try {
      await pool.query(`create table ${table} (id integer primary key, day text)`);
      await pool.query(`insert into ${table} values (1, 'before')`);
      const arrayRows = postgresArrayRows(pool);
      // The first read sleeps; another connection moves the event meanwhile and commits.
      const reading = arrayRows([read(`select id, pg_sleep(0.5)::text from ${table} where day = 'before'`), read(`select id from ${table} where day = 'inside'`)]);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await pool.query(`update ${table} set day = 'inside'`);
      const [first, second] = await reading;
      expect([first!.map((row) => row[0]), second]).toEqual([[1], []]);
      expect(await arrayRows([read(`select id from ${table} where day = 'inside'`)])).toEqual([[[1]]]);
    } finally {
      await pool.query(`drop table if exists ${table}`);
      await pool.end();
    }
  });
});
