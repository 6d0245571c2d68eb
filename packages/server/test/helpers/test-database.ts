import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/infra/config.js';

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** Which database the API tests run on: PostgreSQL when TEST_DATABASE_URL is set, SQLite otherwise. */
export const testDialect = process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/**
 * A fresh, empty database for one test app: a temporary SQLite file, or a PostgreSQL schema of its own, so test
 * files run in parallel without seeing each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(path.join(tmpdir(), 'ossature-test-'));
    return {
      config: { url: undefined, sqliteFile: path.join(dir, 'test.sqlite'), pgSchema: undefined },
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    config: { url, sqliteFile: '', pgSchema: schema },
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}
