import type { NamedField } from '../../metadata/registered-module.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';

/** The fields with their dynamic options read for this caller, so that describing and parsing see the same list. */
export async function withDynamicOptions(deps: RecordDeps, caller: Caller, fields: NamedField[]): Promise<NamedField[]> {
  if (!fields.some(({ field }) => field.optionsFrom)) return fields;
  const context = { db: deps.db, clientId: caller.auth.clientId, userId: caller.auth.userId, isSuperAdmin: caller.auth.isSuperAdmin };
  return Promise.all(
    fields.map(async (named) => (named.field.optionsFrom ? { ...named, field: { ...named.field, options: await named.field.optionsFrom(context) } } : named)),
  );
}
