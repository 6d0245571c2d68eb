import type { Kysely } from 'kysely';
import type { Database } from './tables.js';

/**
 * Kysely over the foundation tables (typed) and the tables known only at run time, derived from module definitions:
 * their table and column names are strings taken from the registry, their values unknown until a field kind
 * converts them.
 */
export type DynamicDb = Kysely<Database & Record<string, Record<string, unknown>>>;

/** The same connection (or transaction) seen through DynamicDb, for queries on module tables. */
export const dynamic = (db: Kysely<Database>): DynamicDb => db as unknown as DynamicDb;
