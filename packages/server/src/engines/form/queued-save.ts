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
  /**
   * Takes the record's queue lock inside the save's transaction, before it reads the record, as queueing a save of it
   * does: on PostgreSQL, whose statements each see what is committed when they run, a save being queued would
   * otherwise read the record's row before this save commits and its rows after (a version with rows it never had),
   * and check the new save against that.
   */
  lock(trx: DynamicDb): Promise<void>;
}
