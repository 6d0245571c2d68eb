import { type FieldChange, type HistorySubChange, messages } from '@ossature/contract';
import { HttpError } from '../infra/http-error.js';
import type { DefaultContext, FieldDefinition } from '../metadata/field-definition.js';
import { kindOf } from '../metadata/kinds/index.js';
import type { StoreScope } from '../metadata/record-store.js';
import type { NamedField, RegisteredInlineCollection, RegisteredModule } from '../metadata/registered-module.js';
import { computeValues } from './compute-values.js';
import { type HistoryAuthor, type TechnicalDiff, recordHistory } from './history-store.js';
import { inlineCollections } from './inline-collections.js';
import { type RecordDeps, storeOf } from './record-access.js';
import { labelsOf } from './record-labels.js';
import { fromColumns, toColumns } from './table-store.js';

/** The record rows are added to: an existing one, or a new one with these values (its other fields take their defaults). */
export type RowsTarget = { id: number } | { id: null; values: Record<string, unknown> };

/** What was written: the record's id and version now. */
export interface AppendedRecord {
  id: number;
  version: number;
  created: boolean;
}

interface StoredRow {
  position: number;
  values: Record<string, unknown>;
}

async function storedRows(scope: StoreScope, collection: RegisteredInlineCollection, parentId: number): Promise<StoredRow[]> {
  const rows = (await scope.db
    .selectFrom(collection.table)
    .selectAll()
    .where('client_id', '=', scope.clientId)
    .where('parent_id', '=', parentId)
    .orderBy('position')
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({ position: Number(row.position), values: fromColumns(collection.stored, row) }));
}

/** A new record's values: those given, else each stored field's default, else its kind's empty value. */
function initialValues(module: RegisteredModule, scope: StoreScope, given: Record<string, unknown>): Record<string, unknown> {
  const context: DefaultContext = { now: new Date(scope.now), userId: scope.userId, params: new URLSearchParams() };
  const values: Record<string, unknown> = {};
  for (const { name, field } of module.stored) {
    const fallback = typeof field.default === 'function' ? (field.default as (context: DefaultContext) => unknown)(context) : field.default;
    values[name] = name in given ? given[name] : (fallback ?? kindOf(field.kind).fromColumn(null));
  }
  return values;
}

/** How a value reads in the history, as a save writes it: an option's label, a related record's name. */
async function historyValue(deps: RecordDeps, scope: StoreScope, field: FieldDefinition, value: unknown): Promise<FieldChange['new']> {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return null;
  const related = field.relation && deps.registry.get(field.relation.module);
  if (related && typeof value === 'number') return { id: value, label: (await labelsOf(scope.db, related, scope.clientId, [value])).get(value) ?? `#${value}` };
  return kindOf(field.kind).describe(value, field);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The stored fields whose value differs, by label as users read them and by name as stored. */
async function changes(deps: RecordDeps, scope: StoreScope, fields: NamedField[], before: Record<string, unknown>, after: Record<string, unknown>) {
  const modification: Record<string, FieldChange> = {};
  const technical: TechnicalDiff = {};
  for (const { name, field } of fields) {
    const [old, next] = [before[name] ?? null, after[name] ?? null];
    if (same(old, next) || kindOf(field.kind).writeOnly) continue;
    modification[field.label] = { old: await historyValue(deps, scope, field, old), new: await historyValue(deps, scope, field, next) };
    technical[name] = { old, new: next };
  }
  return { modification, technical };
}

/**
 * Appends rows at the end of an inline collection of a record (a new record when none is given), without a screen's
 * flow, in the caller's transaction: the rows' and the record's computed fields recomputed (a total of hours), the
 * version bumped from the one read, and one history entry in the author's name naming the record's changed fields and
 * each row added. Null when the record moved between its read and its update (another save got there first): nothing
 * was written, the caller retries or refuses.
 */
export async function appendRows(
  deps: RecordDeps,
  scope: StoreScope,
  module: RegisteredModule,
  target: RowsTarget,
  added: { collection: string; rows: Record<string, unknown>[] },
  author: HistoryAuthor,
): Promise<AppendedRecord | null> {
  const collections = inlineCollections(module);
  const collection = collections.find((candidate) => candidate.name === added.collection);
  if (!collection) throw new Error(`${module.name} has no inline collection ${added.collection}`);
  const store = storeOf(deps, module);
  const stored = target.id === null ? null : await store.read(scope, target.id);
  if (target.id !== null && !stored) throw new HttpError(404, messages.form.recordNotFound);
  const before = stored?.values ?? {};
  const rows = new Map<string, StoredRow[]>();
  for (const candidate of collections) rows.set(candidate.name, stored ? await storedRows(scope, candidate, stored.id) : []);
  const existing = rows.get(collection.name)!;
  const record = computeValues(module, {
    values: stored ? stored.values : initialValues(module, scope, target.id === null ? target.values : {}),
    collections: Object.fromEntries([...rows].map(([name, list]) => [name, [...list.map((row) => row.values), ...(name === collection.name ? added.rows : [])]])),
  });
  const diff = await changes(deps, scope, module.stored, before, record.values);

  let id: number;
  if (stored) {
    if (!(await store.update(scope, stored.id, record.values, stored.version))) return null;
    id = stored.id;
  } else {
    id = await store.insert(scope, record.values);
  }
  const first = existing.length === 0 ? 0 : Math.max(...existing.map((row) => row.position)) + 1;
  const sub: HistorySubChange[] = [];
  for (const [index, values] of record.collections[collection.name]!.slice(existing.length).entries()) {
    const inserted = await scope.db
      .insertInto(collection.table)
      .values({ ...toColumns(collection.stored, values), client_id: scope.clientId, parent_id: id, position: first + index })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { modification } = await changes(deps, scope, collection.stored, {}, values);
    sub.push({ type: 'Création', collectionLabel: collection.definition.label, id: Number(inserted.id), modification });
  }
  await recordHistory(scope, {
    clientId: scope.clientId,
    table: module.table,
    recordId: id,
    type: stored ? 'Modification' : 'Création',
    author,
    at: scope.now,
    diff,
    sub,
  });
  return { id, version: stored ? stored.version + 1 : 1, created: !stored };
}
