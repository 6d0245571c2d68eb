import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withIdColumn } from './column-helpers.js';

/**
 * The messages of incidents (SPEC §3 Incidents: messages): plain text written by a user of the organisation about an
 * incident, a record of the module declaring `incidents` (whose table the schema sync creates: no foreign key). Read
 * by incident, newest page first (client_id, incident_id, id).
 */
export function incidentMessagesMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await withIdColumn(db.schema.createTable('incident_message'), dialect)
        .addColumn('client_id', 'integer', (c) => c.notNull().references('client.id').onDelete('cascade'))
        .addColumn('incident_id', 'integer', (c) => c.notNull())
        .addColumn('author_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('incident_message_incident_idx').on('incident_message').columns(['client_id', 'incident_id', 'id']).execute();
    },
  };
}
