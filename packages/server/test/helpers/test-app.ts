import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../../src/app.js';
import { DEMO_PASSWORD } from '../../src/demo/demo-users.js';
import { seedDemo } from '../../src/demo/seed-demo.js';
import { loadConfig } from '../../src/infra/config.js';
import type { DynamicDb } from '../../src/infra/dynamic-db.js';
import type { ModuleDefinition } from '../../src/metadata/module-definition.js';
import { moduleSeeds } from '../../src/modules/seeds.js';
import { MutableClock } from './mutable-clock.js';
import { createTestDatabase } from './test-database.js';

export interface TestContext {
  app: App;
  /** The database with the module tables too (they are known only at run time). */
  db: DynamicDb;
  clock: MutableClock;
  /** Logs a demo user in and returns the bearer token. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Lowest scrypt cost: hashing stays real, but a test app seeds in milliseconds. */
const TEST_PASSWORD_COST = 1024;

/**
 * A real app on a real, fresh database (SQLite file or PostgreSQL schema) with the demo data, driven through
 * app.inject. Nothing is mocked but the clock.
 */
export interface TestAppOptions {
  env?: Record<string, string>;
  /** Business modules of the app (the application's own by default). */
  modules?: ModuleDefinition[];
  /** Demo records multiplier; 0 (the default) seeds organisations and users only, which most tests need. */
  seedSize?: number;
}

export async function createTestApp({ env = {}, modules, seedSize = 0 }: TestAppOptions = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  // Uploaded files and exports of a test stay in a directory of its own, removed with it.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ossature-test-data-'));
  const clock = new MutableClock();
  const config = {
    // No web app unless a test gives its own WEB_DIST.
    ...loadConfig({ WEB_DIST: '/nonexistent', DATA_DIR: dataDir, ...env, LOG_LEVEL: 'silent' }),
    database: database.config,
    passwordCost: TEST_PASSWORD_COST,
  };
  let app: App;
  try {
    app = await buildApp({ config, clock, appVersion: '1.2.3+test', logger: false, ...(modules ? { modules } : {}) });
    await seedDemo(app.db.kysely, clock, app.modules, { passwordCost: TEST_PASSWORD_COST, size: seedSize, seeds: moduleSeeds });
    await app.ready();
  } catch (error) {
    // A failed start must not leave its database (a PostgreSQL schema) behind.
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    app,
    db: app.records.db,
    clock,
    async login(username, password = DEMO_PASSWORD) {
      const response = await app.inject({ method: 'POST', url: '/api-internal/login', payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
