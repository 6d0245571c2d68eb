import fp from 'fastify-plugin';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { type Db, openDatabase } from './database.js';
import { migrateToLatest } from './migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    db: Db;
    appVersion: string;
  }
}

export interface InfraOptions {
  config: Config;
  clock?: Clock;
  appVersion: string;
}

/** Opens and migrates the database, and shares configuration, clock and version with every later plugin. */
export const infraPlugin = fp<InfraOptions>(
  async (app, options) => {
    const db = openDatabase(options.config.database);
    const applied = await migrateToLatest(db);
    app.log.info({ database: db.description, applied }, 'database ready');
    app.decorate('config', options.config);
    app.decorate('clock', options.clock ?? systemClock);
    app.decorate('db', db);
    app.decorate('appVersion', options.appVersion);
    app.addHook('onClose', () => db.destroy());
  },
  { name: 'infra' },
);
