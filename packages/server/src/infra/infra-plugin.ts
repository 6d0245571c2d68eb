import fp from 'fastify-plugin';
import { type Clock, systemClock } from './clock.js';
import type { Config } from './config.js';
import { type Db, openDatabase } from './database.js';
import { type EventBus, memoryEventBus } from './event-bus.js';
import { redisEventBus } from './redis-event-bus.js';
import { migrateToLatest } from './migrate.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    clock: Clock;
    db: Db;
    appVersion: string;
    /** Realtime events of each organisation: published by engines and side tools, streamed by realtime/. */
    events: EventBus;
  }
}

export interface InfraOptions {
  config: Config;
  clock?: Clock;
  appVersion: string;
}

/** Opens and migrates the database, opens the event bus, and shares them, the configuration, clock and version with every later plugin. */
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
    const clock = options.clock ?? systemClock;
    const events = options.config.redisUrl
      ? await redisEventBus(options.config.redisUrl, options.config.redisPrefix, () => clock.now(), (error) => app.log.error({ err: error }, 'realtime events: Redis'))
      : memoryEventBus(() => clock.now());
    app.decorate('events', events);
    app.addHook('onClose', () => events.close());
  },
  { name: 'infra' },
);
