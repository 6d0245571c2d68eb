import { sql } from 'kysely';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { RecordValues } from '../../metadata/field-definition.js';
import type { HookContext } from '../../metadata/module-definition.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';

/** What a module's hooks get for one record, on the given connection or transaction. */
export function hookContext(deps: RecordDeps, caller: Caller, db: DynamicDb, identifier: number | null, record: RecordValues): HookContext {
  return {
    db,
    clientId: caller.auth.clientId,
    userId: caller.auth.userId,
    identifier,
    record,
    now: deps.clock.now(),
    lock: async (key) => {
      if (deps.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(db);
    },
    listConfigurationErrors: (listName, body, forEveryOrganisation) => deps.configurationChecks.call(caller, listName, body, forEveryOrganisation),
  };
}
