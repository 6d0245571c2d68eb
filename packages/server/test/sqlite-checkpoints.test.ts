import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/infra/database.js';
import { startBackgroundCheckpoints } from '../src/infra/sqlite-checkpoints.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ossature-checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the database file alone holds, without its write-ahead log: what checkpoints have moved into it. */
function rowsInFileAlone(file: string): number {
  const copy = path.join(dir, `copy-${Date.now()}.sqlite`);
  copyFileSync(file, copy);
  const reader = new SqliteDatabase(copy, { readonly: true });
  try {
    const exists = reader.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'probe'").get() as { n: number };
    return exists.n === 0 ? 0 : (reader.prepare('SELECT count(*) AS n FROM probe').get() as { n: number }).n;
  } finally {
    reader.close();
  }
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database’s checkpoints', () => {
  it('report a worker that could not start, and stop at once after it', async () => {
    const failures: string[] = [];
    // A directory is no database file: the worker ends as it starts.
    const checkpoints = startBackgroundCheckpoints(dir, (reason) => failures.push(reason));
    await expect.poll(() => failures.length).toBeGreaterThan(0);
    await expect.poll(() => failures.some((reason) => reason.includes('exited'))).toBe(true);
    await checkpoints.stop();
  });

  it('move committed writes into the database file in the background, never inside a request’s commit', async () => {
    const file = path.join(dir, 'ossature.sqlite');
    const db = openDatabase({ url: undefined, sqliteFile: file, pgSchema: undefined });
    try {
      const { rows } = await sql<{ wal_autocheckpoint: number }>`PRAGMA wal_autocheckpoint`.execute(db.kysely);
      expect(rows[0]!.wal_autocheckpoint).toBe(0);
      await sql`CREATE TABLE probe (id INTEGER PRIMARY KEY, label TEXT)`.execute(db.kysely);
      for (let index = 0; index < 50; index += 1) await sql`INSERT INTO probe (label) VALUES (${`ligne ${index}`})`.execute(db.kysely);
      // Right after the commits the rows live in the log only; the worker moves them within its interval.
      await expect.poll(() => rowsInFileAlone(file), { timeout: 5000, interval: 100 }).toBe(50);
    } finally {
      await db.destroy();
    }
  });
});
