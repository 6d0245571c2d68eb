import { type Migration, Migrator } from 'kysely';
import type { Db } from './database.js';
import { foundationMigration } from './migrations/0001-foundation.js';
import { formsMigration } from './migrations/0002-forms.js';
import { searchFoldMigration } from './migrations/0003-search-fold.js';
import { formJobRecordMigration } from './migrations/0004-form-job-record.js';
import { formJobLeaseMigration } from './migrations/0005-form-job-lease.js';
import { listConfigurationMigration } from './migrations/0006-list-configuration.js';
import { listExportMigration } from './migrations/0007-list-export.js';
import { bulkBatchMigration } from './migrations/0008-bulk-batch.js';
import { recordSideToolsMigration } from './migrations/0009-record-side-tools.js';
import { recordDocumentsMigration } from './migrations/0010-record-documents.js';
import { recordWatchersMigration } from './migrations/0011-record-watchers.js';
import { recordValidationMigration } from './migrations/0012-record-validation.js';
import { notificationsMigration } from './migrations/0013-notifications.js';
import { timeLogMigration } from './migrations/0014-time-log.js';
import { incidentMessagesMigration } from './migrations/0015-incident-messages.js';
import { recordPresenceMigration } from './migrations/0016-record-presence.js';
import { presenceEditingMigration } from './migrations/0017-presence-editing.js';
import { clientSettingsVersionMigration } from './migrations/0018-client-settings-version.js';

/** The ordered list of schema migrations; names sort in the order they must run. */
function migrations(db: Db): Record<string, Migration> {
  return {
    '0001-foundation': foundationMigration(db.dialect),
    '0002-forms': formsMigration(db.dialect),
    '0003-search-fold': searchFoldMigration(db.dialect),
    '0004-form-job-record': formJobRecordMigration(),
    '0005-form-job-lease': formJobLeaseMigration(),
    '0006-list-configuration': listConfigurationMigration(db.dialect),
    '0007-list-export': listExportMigration(db.dialect),
    '0008-bulk-batch': bulkBatchMigration(db.dialect),
    '0009-record-side-tools': recordSideToolsMigration(db.dialect),
    '0010-record-documents': recordDocumentsMigration(db.dialect),
    '0011-record-watchers': recordWatchersMigration(),
    '0012-record-validation': recordValidationMigration(db.dialect),
    '0013-notifications': notificationsMigration(db.dialect),
    '0014-time-log': timeLogMigration(db.dialect),
    '0015-incident-messages': incidentMessagesMigration(db.dialect),
    '0016-record-presence': recordPresenceMigration(),
    '0017-presence-editing': presenceEditingMigration(),
    '0018-client-settings-version': clientSettingsVersionMigration(),
  };
}

/** Brings the database to the latest schema. Kysely's migrator takes a lock, so concurrent instances are safe. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations(db) },
    // Without it, Kysely looks for its lock table in every schema and may find another database's (tests run one
    // schema per file on the same PostgreSQL database).
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
