import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { runCrashLoop } from '../helpers/crash-loop.js';
import { createTestDatabase } from '../helpers/test-database.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ossature-crash-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it(
  'applies every acknowledged queued save exactly once after kill -9 in the middle of applying one, and leaves no job stuck',
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
      // The jobs the kills interrupted were taken over by the next instance.
      expect(result.resumed).toBeGreaterThanOrEqual(3);
    } finally {
      await database.drop();
    }
  },
  180_000,
);
