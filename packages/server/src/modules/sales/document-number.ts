import { sql } from 'kysely';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { HookContext } from '../../metadata/module-definition.js';

/** DE for quotes (devis), FA for invoices (factures). */
export type DocumentPrefix = 'DE' | 'FA';

/** ('FA', '2026', 12) → 'FA-2026-0012'; beyond 9 999 documents a year the sequence simply takes a fifth digit. */
export const documentNumber = (prefix: DocumentPrefix, year: string, sequence: number) =>
  `${prefix}-${year}-${String(sequence).padStart(4, '0')}`;

/** The highest sequence used by the tenant under a stem such as 'FA-2026-' (0 when none), compared as a number. */
async function lastSequence(db: DynamicDb, table: string, clientId: number, stem: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(sql<number | string | null>`max(cast(substr(number, ${sql.lit(stem.length + 1)}) as integer))`.as('last'))
    .where('client_id', '=', clientId)
    .where('number', 'like', `${stem}%`)
    .executeTakeFirst();
  return Number(row?.last ?? 0);
}

/**
 * The beforeSave of quotes and invoices: a record without a number (a new one, or a copy) takes the tenant's next
 * number for the year of its issue date. It runs inside the save's transaction: a save that fails uses no number.
 */
export const numberDocument =
  (table: string, prefix: DocumentPrefix) =>
  async ({ db, clientId, record, lock }: HookContext): Promise<void> => {
    if (record.values.number) return;
    // Two concurrent saves must not read the same last number: they take it one after the other.
    await lock(`${table}-number-${clientId}`);
    // issue_date is required: the record was checked before this hook runs.
    const year = String(record.values.issue_date).slice(0, 4);
    record.values.number = documentNumber(prefix, year, (await lastSequence(db, table, clientId, `${prefix}-${year}-`)) + 1);
  };
