import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../src/infra/database.js';
import type { RowStream } from '../src/infra/row-stream.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ossature-row-stream-'));
const file = path.join(dir, 'rows.sqlite');
let db: Db;
let writer: SqliteDatabase.Database;
const stream: RowStream = (query, batchSize) => db.streamRows(query, batchSize);

beforeAll(() => {
  db = openDatabase({ url: undefined, sqliteFile: file, pgSchema: undefined });
  // No busy timeout: a checkpoint that a reader holds back says so at once.
  writer = new SqliteDatabase(file, { timeout: 0 });
  writer.pragma('wal_autocheckpoint = 0');
  writer.exec('CREATE TABLE person (id INTEGER PRIMARY KEY, name TEXT)');
  const insert = writer.prepare('INSERT INTO person (name) VALUES (?)');
  writer.transaction(() => {
    for (let index = 1; index <= 2500; index += 1) insert.run(index % 2 === 0 ? `Éluard ${index}` : `Prévert ${index}`);
  })();
});
afterAll(async () => {
  await db?.destroy();
  writer?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Whether the write-ahead log can be emptied: not while a reader still holds a snapshot in it. */
function logEmptied(): boolean {
  writer.prepare('INSERT INTO person (name) VALUES (?)').run('Char');
  const [result] = writer.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
  return result!.busy === 0;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database’s row stream', () => {
  it('reads every row of a query in batches, as arrays in the order of its columns, with the connections’ functions', async () => {
    const batches: unknown[][][] = [];
    for await (const batch of stream(CompiledQuery.raw('SELECT name, id FROM person WHERE fold(name) LIKE ? AND id <= ? ORDER BY id DESC', ['eluard%', 2500]), 400)) batches.push(batch);
    expect(batches.map((batch) => batch.length)).toEqual([400, 400, 400, 50]);
    expect(batches[0]![0]).toEqual(['Éluard 2500', 2500]);
    expect(batches.flat().map((row) => row[1])).toEqual(Array.from({ length: 1250 }, (_, index) => 2500 - 2 * index));
  });

  it('rejects with SQLite’s error when the query cannot run', async () => {
    const rows = stream(CompiledQuery.raw('SELECT name FROM nowhere', []), 100);
    await expect(rows.next()).rejects.toThrow('no such table: nowhere');
  });

  it('lets go of its snapshot when its reader stops early, as a cancelled export does', async () => {
    const rows = stream(CompiledQuery.raw('SELECT id FROM person ORDER BY id', []), 100);
    for await (const batch of rows) {
      expect(batch).toHaveLength(100);
      // The stream's snapshot holds the log while it is open.
      expect(logEmptied()).toBe(false);
      break;
    }
    expect(logEmptied()).toBe(true);
  });

  it('lets go of its snapshot when its reader fails while writing a batch', async () => {
    const failing = async () => {
      for await (const batch of stream(CompiledQuery.raw('SELECT id FROM person ORDER BY id', []), 100)) {
        expect(logEmptied()).toBe(false);
        throw new Error(`the client went away after ${batch.length} rows`);
      }
    };
    await expect(failing()).rejects.toThrow('the client went away after 100 rows');
    expect(logEmptied()).toBe(true);
  });
});
