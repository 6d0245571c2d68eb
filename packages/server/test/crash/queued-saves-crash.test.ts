import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runCrashLoop } from '../helpers/crash-loop.js';
import { createTestDatabase } from '../helpers/test-database.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ossature-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it(
  'applies every acknowledged queued save exactly once after kill -9 in the middle of applying one, nested rows included, and leaves no job stuck',
  async () => {
    const database = await createTestDatabase();
    try {
      const postgres = database.config.url ? { url: database.config.url, schema: database.config.pgSchema! } : undefined;
      const result = await runCrashLoop({ cycles: 3, dataDir, ...(postgres ? { postgres } : {}) });
      expect(result.cycles).toBe(3);
      expect(result.acknowledged).toBeGreaterThan(0);
      expect(result.lost).toEqual([]);
      expect(result.duplicated).toEqual([]);
      expect(result.applied).toBe(result.acknowledged);
      expect(result.unfinished).toBe(0);
      expect(result.failed).toBe(0);
      // Each save a kill interrupted was taken over by the next instance: one claim more per kill. The same job may
      // be caught by several kills in a row (a restart takes it again first), so jobs resumed may be fewer.
      expect(result.takenOver).toBeGreaterThanOrEqual(3);
      expect(result.resumed).toBeGreaterThanOrEqual(1);
      // Every other cycle caught a customer's save writing its contacts' means of contact: each acknowledged one added
      // its row once, and changed or deleted its seeded row.
      expect(result.nestedCycles).toBeGreaterThanOrEqual(1);
      expect(result.nested.acknowledged).toBeGreaterThan(0);
      expect(result.nested.lost).toEqual([]);
      expect(result.nested.duplicated).toEqual([]);
      expect(result.nested.applied).toBe(result.nested.acknowledged);
    } finally {
      await database.drop();
    }
  },
  180_000,
);
