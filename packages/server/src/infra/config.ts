import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so the server works from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface DatabaseConfig {
  /** postgres://… when set; otherwise the embedded SQLite file below. */
  url: string | undefined;
  sqliteFile: string;
  /** PostgreSQL schema to work in (tests give each app its own); `public` by default. */
  pgSchema: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  tokenTtlHours: number;
  /** scrypt cost parameter N for new password hashes; stored with each hash, so it can change at any time. */
  passwordCost: number;
  /** URL of the previous front end; when set the menu offers /switch_frontend. */
  legacyFrontendUrl: string | undefined;
  /** Tile URL template of the maps ({z}/{x}/{y}); the web app reads it as the user setting map_tile_url. */
  mapTileUrl: string;
  webDist: string;
  logLevel: string;
  /** Fill an empty database with the demo organisations and accounts at start-up. */
  seedDemo: boolean;
  /** Multiplies the number of demo records (SEED_SIZE, default 1). */
  seedSize: number;
  /**
   * The day the demo data is generated around (SEED_DATE, yyyy-MM-dd); today when unset. The browser tests fix it, so
   * that the demo records they read are the same whatever day they run.
   */
  seedDate: Date | undefined;
  /**
   * How long an instance holds a queued save it is applying (FORM_JOB_LEASE_SECONDS, default 30) before another may
   * take it over: how long a crash can delay a queued save. The holder renews it while the save runs.
   */
  formJobLeaseSeconds: number;
  /**
   * The same for a background export (EXPORT_JOB_LEASE_SECONDS, default 30): after a crash, another instance starts
   * the export again once this has passed.
   */
  exportJobLeaseSeconds: number;
  /** The same for a bulk action's batch (BULK_JOB_LEASE_SECONDS, default 30): another instance resumes it after a crash. */
  bulkJobLeaseSeconds: number;
  /**
   * Bulk actions on at most this many rows (BULK_DIRECT_ROWS, default 1000) are applied in one transaction while the
   * user waits; larger ones run in the background in chunks, with their progress.
   */
  bulkDirectRows: number;
  /** Records a background bulk action changes per transaction (BULK_CHUNK_ROWS, default 200). */
  bulkChunkRows: number;
  /** A BAN-compatible address search (GEO_ADDRESS_URL); unset, addresses are suggested offline from the communes. */
  geoAddressUrl: string | undefined;
  /** Redis (REDIS_URL, redis://…): realtime events reach every instance; unset, they stay in this process. */
  redisUrl: string | undefined;
  /** What the event bus's Redis channels start with (REDIS_PREFIX, default 'ossature'): deployments sharing a Redis stay apart. */
  redisPrefix: string;
  /** Seconds between two keep-alive comments of an idle realtime stream (REALTIME_HEARTBEAT_SECONDS, default 20). */
  realtimeHeartbeatSeconds: number;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

/** The schema name reaches a `search_path` option, so only plain identifiers are accepted. */
function schemaName(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(value)) throw new Error(`DATABASE_SCHEMA must be a plain identifier, got "${value}"`);
  return value;
}

/** Only a redis:// or rediss:// URL is accepted for the event bus. */
function redisUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^rediss?:$/.test(new URL(value).protocol)) throw new Error(`REDIS_URL must be a redis:// URL, got "${value}"`);
  return value;
}

/** The address service is called by the server: only an http(s) URL is accepted. */
function serviceUrl(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value;
}

/** A calendar day, taken at noon UTC: the same day in France whatever the season. */
function day(value: string | undefined, name: string): Date | undefined {
  if (!value) return undefined;
  const parsed = new Date(`${value}T12:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw new Error(`${name} must be a date yyyy-MM-dd, got "${value}"`);
  }
  return parsed;
}

/** Reads the configuration from the environment; every knob is documented in the README. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'data'));
  return {
    port: integer(env.PORT, 8080, 'PORT'),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    database: {
      url: env.DATABASE_URL || undefined,
      sqliteFile: path.join(dataDir, 'ossature.sqlite'),
      pgSchema: schemaName(env.DATABASE_SCHEMA),
    },
    tokenTtlHours: integer(env.TOKEN_TTL_HOURS, 12, 'TOKEN_TTL_HOURS'),
    passwordCost: integer(env.PASSWORD_SCRYPT_COST, 2 ** 15, 'PASSWORD_SCRYPT_COST'),
    legacyFrontendUrl: env.LEGACY_FRONTEND_URL || undefined,
    mapTileUrl: env.MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== '0',
    seedSize: integer(env.SEED_SIZE, 1, 'SEED_SIZE'),
    seedDate: day(env.SEED_DATE, 'SEED_DATE'),
    formJobLeaseSeconds: integer(env.FORM_JOB_LEASE_SECONDS, 30, 'FORM_JOB_LEASE_SECONDS'),
    exportJobLeaseSeconds: integer(env.EXPORT_JOB_LEASE_SECONDS, 30, 'EXPORT_JOB_LEASE_SECONDS'),
    bulkJobLeaseSeconds: integer(env.BULK_JOB_LEASE_SECONDS, 30, 'BULK_JOB_LEASE_SECONDS'),
    bulkDirectRows: integer(env.BULK_DIRECT_ROWS, 1000, 'BULK_DIRECT_ROWS'),
    bulkChunkRows: integer(env.BULK_CHUNK_ROWS, 200, 'BULK_CHUNK_ROWS'),
    geoAddressUrl: serviceUrl(env.GEO_ADDRESS_URL, 'GEO_ADDRESS_URL'),
    redisUrl: redisUrl(env.REDIS_URL),
    redisPrefix: env.REDIS_PREFIX || 'ossature',
    realtimeHeartbeatSeconds: integer(env.REALTIME_HEARTBEAT_SECONDS, 20, 'REALTIME_HEARTBEAT_SECONDS'),
  };
}
