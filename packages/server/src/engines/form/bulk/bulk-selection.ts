import { formatMessage, messages } from '@ossature/contract';
import { type Expression, type SqlBool, expressionBuilder, sql } from 'kysely';
import type { DynamicDb } from '../../../infra/dynamic-db.js';
import { HttpError } from '../../../infra/http-error.js';
import { kindOf } from '../../../metadata/kinds/index.js';
import type { RegisteredBulkAction, RegisteredModule } from '../../../metadata/registered-module.js';
import type { ListSelections } from '../../../records/matching-rows.js';
import { type Caller, type RecordDeps, resolveModule, scopeOf, storeOf } from '../../../records/record-access.js';
import { recordLabel } from '../../../records/record-labels.js';
import { BulkRefusal } from './bulk-record.js';
import type { BulkSelection } from './bulk-params.js';

type Builder = ReturnType<typeof expressionBuilder<Record<string, Record<string, unknown>>, string>>;
const builder = (): Builder => expressionBuilder<Record<string, Record<string, unknown>>, string>();

export interface SelectedRows {
  module: RegisteredModule;
  /** The selected rows, the tenant included. */
  where: Expression<SqlBool>;
  /** How many rows the user confirmed (ids: as many as listed); null when they did not say. */
  expected: number | null;
}

/**
 * The rows a bulk action's selection stands for. Listed ids must all be rows of the action's module in the caller's
 * organisation (404 naming the first that is not); a page or "all matching" is read from the list's query by the list
 * engine, with its rights, filters and groups — the browser never sends more than a page of ids.
 */
export async function selectedRows(
  deps: RecordDeps,
  selections: ListSelections,
  caller: Caller,
  action: RegisteredBulkAction,
  selection: BulkSelection,
): Promise<SelectedRows> {
  if (selection.list !== action.module) throw new HttpError(400, messages.listBulk.wrongList);
  const eb = builder();
  if (selection.mode === 'ids') {
    const module = resolveModule(deps, caller, action.module);
    const where = eb.and([eb(sql.ref('client_id'), '=', caller.auth.clientId), eb(sql.ref('id'), 'in', selection.ids)]);
    const found = new Set((await deps.db.selectFrom(module.table).select('id').where(() => where).execute()).map((row) => Number(row.id)));
    const missing = selection.ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new HttpError(404, formatMessage(messages.listBulk.missingRow, { id: missing }));
    return { module, where, expected: selection.ids.length };
  }
  const matching = await selections.call(deps, caller, selection.request);
  if (matching.module.name !== action.module) throw new HttpError(400, messages.listBulk.wrongList);
  const pageIds = matching.pageIds;
  const where = pageIds === null ? matching.where : pageIds.length === 0 ? sql<SqlBool>`1 = 0` : eb.and([matching.where, eb(sql.ref('id'), 'in', pageIds)]);
  return { module: matching.module, where, expected: selection.total };
}

export async function countSelected(db: DynamicDb, { module, where }: SelectedRows): Promise<number> {
  const row = await db.selectFrom(module.table).where(() => where).select(sql<number>`cast(count(*) as double precision)`.as('total')).executeTakeFirst();
  return Number(row?.total ?? 0);
}

/**
 * The first record of a batch the action may not change (its `onlyWhere`), in one query over the batch's items:
 * refused before anything is written, named in the answer.
 */
export async function refuseOutsideRule(deps: RecordDeps, caller: Caller, db: DynamicDb, action: RegisteredBulkAction, module: RegisteredModule, batchId: number): Promise<void> {
  const only = action.declaration.onlyWhere;
  if (!only) return;
  const field = module.fieldByName.get(only.field)!;
  const handler = kindOf(field.kind);
  // A stored null reads as the kind's empty value (false for a checkbox): it is allowed when that value is.
  const nullAllowed = only.in.some((value) => value === handler.fromColumn(null));
  const column = sql.ref(`t.${only.field}`);
  const allowed = sql<SqlBool>`${column} in (${sql.join(only.in.map((value) => handler.toColumn(value)))})`;
  const outside = nullAllowed ? sql<SqlBool>`(${column} is not null and not ${allowed})` : sql<SqlBool>`(${column} is null or not ${allowed})`;
  const first = await db
    .selectFrom('bulk_batch_item as i')
    .innerJoin(`${module.table} as t`, 't.id', 'i.record_id')
    .select('t.id')
    .where('i.batch_id', '=', batchId)
    .where(() => outside)
    .orderBy('t.id')
    .limit(1)
    .executeTakeFirst();
  if (!first) return;
  const id = Number(first.id);
  const record = await storeOf(deps, module).read(scopeOf(deps, caller, db), id);
  throw new BulkRefusal(400, recordLabel(module, id, record?.values ?? {}), only.refusal);
}
