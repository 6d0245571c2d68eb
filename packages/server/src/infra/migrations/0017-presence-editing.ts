import type { Kysely } from 'kysely';

/**
 * The rich-text field a tab's focus is in (SPEC §2 'Editor: focus notifies the server'): the others on the record are
 * told who writes where. Null when the tab's focus is in none.
 */
export function presenceEditingMigration() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('record_presence').addColumn('editing', 'varchar(100)').execute();
    },
  };
}
