import { type FieldError, messages } from '@ossature/contract';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { toColumns } from '../../records/table-store.js';

/** Fields declared unique whose value another record of the tenant already has. */
export async function uniqueViolations(
  db: DynamicDb,
  module: RegisteredModule,
  clientId: number,
  identifier: number | null,
  values: Record<string, unknown>,
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const named of module.stored.filter(({ field }) => field.unique)) {
    const value = values[named.name];
    if (value === null || value === undefined) continue;
    let query = db
      .selectFrom(module.table)
      .select('id')
      .where('client_id', '=', clientId)
      .where(named.name, '=', toColumns([named], values)[named.name]);
    if (identifier !== null) query = query.where('id', '<>', identifier);
    if (await query.limit(1).executeTakeFirst()) errors.push({ path: named.name, text: messages.form.uniqueTaken });
  }
  return errors;
}
