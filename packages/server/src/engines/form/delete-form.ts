import type { DynamicDb } from '../../infra/dynamic-db.js';
import { formatMessage, messages } from '@ossature/contract';
import { sql } from 'kysely';
import { HttpError } from '../../infra/http-error.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import { type Caller, type RecordDeps, checkOwnRecord, resolveModule, scopeOf, storeOf } from '../../records/record-access.js';
import { diffValues } from './history-diff.js';
import { authorOf, recordHistory } from '../../records/history-store.js';
import { readState } from './load-form.js';
import { collectReferences, resolveReferences } from './relation-values.js';

/**
 * The first module whose records point at this one through a single relation, with how many do (a tree node's
 * children count too: they would be orphaned). Multi-valued relations do not block: their stale ids are dropped
 * from labels and the next save.
 */
async function firstReference(db: DynamicDb, registry: ModuleRegistry, module: RegisteredModule, clientId: number, id: number) {
  for (const other of registry.all()) {
    if (other.definition.store) continue;
    const tables = [
      { table: other.table, fields: other.stored },
      ...other.collections.flatMap((collection) => (collection.kind === 'inline' ? [{ table: collection.table, fields: collection.stored }] : [])),
    ];
    for (const { table, fields } of tables) {
      for (const { name, field } of fields) {
        if (field.relation?.module !== module.name || kindOf(field.kind).storage !== 'integer') continue;
        const row = await db
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('count'))
          .where('client_id', '=', clientId)
          .where(name, '=', id)
          .executeTakeFirstOrThrow();
        if (Number(row.count) > 0) return { module: other, count: Number(row.count) };
      }
    }
  }
  return undefined;
}

/**
 * DELETE /proxy/form/{name}: removes the record and its inline rows, keeping a 'Suppression' history entry with
 * what it held. A record other records still point at is not deleted: the answer names who uses it.
 */
export async function deleteForm(deps: RecordDeps, caller: Caller, name: string, identifier: number) {
  const module = resolveModule(deps, caller, name, 'delete');
  checkOwnRecord(module, caller, identifier);
  await deps.db.transaction().execute(async (trx) => {
    const before = await readState(deps, caller, module, identifier, trx);
    await deps.locks.refuseLocked({ db: trx, clientId: caller.auth.clientId, module, recordId: identifier, writing: true });
    const used = await firstReference(trx, deps.registry, module, caller.auth.clientId, identifier);
    if (used) {
      throw new HttpError(409, formatMessage(messages.form.referenced, { count: used.count, module: used.module.definition.label }));
    }
    const resolved = await resolveReferences(trx, deps.registry, caller.auth.clientId, collectReferences(new Map(), module.fields, before.values));
    const scope = scopeOf(deps, caller, trx);
    await storeOf(deps, module).remove(scope, identifier);
    await recordHistory(scope, {
      clientId: scope.clientId,
      table: module.table,
      recordId: identifier,
      type: 'Suppression',
      author: authorOf(caller),
      at: scope.now,
      diff: diffValues(module.fields, before.values, null, resolved.labels, resolved.files),
      sub: [],
    });
  });
  await deps.changes.tell({ clientId: caller.auth.clientId, module, recordIds: [identifier], kind: 'deleted' });
  const url = module.definition.afterDelete?.url;
  return { message: messages.form.deleted, ...(url ? { return_delete_url: url } : {}) };
}
