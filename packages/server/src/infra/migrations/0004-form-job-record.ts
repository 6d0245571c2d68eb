import type { Kysely } from 'kysely';

/**
 * Queued saves name the record they change, so that a save queued behind another of the same record is ordered
 * after it (and refused as a conflict when another person's save is still waiting).
 */
export function formJobRecordMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('form_job').addColumn('record_id', 'integer').execute();
      await db.schema.createIndex('form_job_record_idx').on('form_job').columns(['module', 'record_id', 'status']).execute();
    },
  };
}
