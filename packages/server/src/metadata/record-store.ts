import type { DialectName } from '../infra/database.js';
import type { DynamicDb } from '../infra/dynamic-db.js';

/** Where a store works: inside the caller's transaction, for one tenant and one user, at one instant. */
export interface StoreScope {
  db: DynamicDb;
  /** Which SQL the connection speaks: queries built once are kept per dialect. */
  dialect: DialectName;
  clientId: number;
  userId: number;
  now: string;
  /**
   * Whether the user may read a module's records (it is theirs to open and their role reads it), when a user reads
   * through a form: a store whose records are about another module's (a list's saved configurations) keeps those of
   * the modules the user may not open from them. Absent for the server's own changes, which see the organisation's.
   */
  canRead?(module: string): boolean;
}

/** A record as stored: canonical values of its stored fields, its version and audit columns. */
export interface StoredRecord {
  id: number;
  version: number;
  values: Record<string, unknown>;
  createdAt: string;
  createdBy: number;
  updatedAt: string;
  updatedBy: number;
  /** The store's own rules let the reader change nothing of it (another user's configuration): shown read-only. */
  readOnly?: boolean;
}

/**
 * Persistence of one module's records. The engine's table store serves every declared module; a module backed by
 * tables of its own (the user's profile and preferences) provides another implementation.
 */
export interface RecordStore {
  read(scope: StoreScope, id: number): Promise<StoredRecord | undefined>;
  insert(scope: StoreScope, values: Record<string, unknown>): Promise<number>;
  /** Writes the values if the record is still at `expectedVersion`; false when another save got there first. */
  update(scope: StoreScope, id: number, values: Record<string, unknown>, expectedVersion: number): Promise<boolean>;
  remove(scope: StoreScope, id: number): Promise<void>;
}

/** The version and audit columns of a record a store inserts. */
export const newRecordColumns = (scope: StoreScope) => ({
  version: 1,
  created_at: scope.now,
  created_by: scope.userId,
  updated_at: scope.now,
  updated_by: scope.userId,
});
