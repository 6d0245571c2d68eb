import type { DynamicDb } from '../infra/dynamic-db.js';
import { HttpError } from '../infra/http-error.js';
import type { RegisteredModule } from '../metadata/registered-module.js';

/** Why nobody may change a record now (a validation in progress, SPEC §6), in the words the user reads. */
export interface RecordLock {
  message: string;
}

export interface LockQuery {
  /** The connection or transaction to read on: a write asks inside its own transaction. */
  db: DynamicDb;
  clientId: number;
  module: RegisteredModule;
  recordId: number;
  /**
   * Asked by a write about to change the record, inside its transaction: the answer must hold until it commits
   * (on PostgreSQL the reader serialises with whoever sets or lifts locks on the record).
   */
  writing: boolean;
}

/** Given at start-up by a side tool that may lock records; null when it holds no lock on the record. */
export type LockReader = (query: LockQuery) => Promise<RecordLock | null>;

/**
 * Locks on records, as the records layer knows them without knowing who sets them: a side tool (the validation
 * workflow) provides a reader at start-up; the form engine asks before it loads, saves, deletes or changes a record
 * in bulk. Without a reader nothing is locked.
 */
export class RecordLocks {
  private readonly readers: LockReader[] = [];

  provide(reader: LockReader): void {
    this.readers.push(reader);
  }

  async lockOf(query: LockQuery): Promise<RecordLock | null> {
    for (const reader of this.readers) {
      const lock = await reader(query);
      if (lock) return lock;
    }
    return null;
  }

  /** A write on a locked record answers 403 with the lock's message, marked protected (no token refresh helps). */
  async refuseLocked(query: LockQuery): Promise<void> {
    const lock = await this.lockOf(query);
    if (lock) throw new HttpError(403, lock.message, { protected: true });
  }
}
