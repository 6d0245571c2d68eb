import type { DynamicDb } from '../../infra/dynamic-db.js';

/** Inside the queueing transaction, once the record is locked: checks the save against the stored record. */
export type QueueCheck = (trx: DynamicDb) => Promise<void>;

/** What the job runner hands to the save it applies (form-jobs.ts). */
export interface QueuedSave {
  /** Queued behind saves of the same record by the same author: it applies over them. */
  chained: boolean;
  /**
   * Marks the job done inside the save's own transaction, so that the save and its job commit together or not at
   * all: a crash in between leaves the job to be retried with nothing applied. Throws when the runner no longer holds
   * the job (another instance took it over), which rolls the save back.
   */
  complete(trx: DynamicDb): Promise<void>;
}
