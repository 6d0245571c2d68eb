import { type CollectionData, type CollectionRow, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { NamedField, RegisteredCollection, RegisteredModule } from '../../metadata/registered-module.js';
import { hasRight } from '../../metadata/roles.js';
import { outgoing } from './build-response.js';
import { type Caller, type RecordDeps, canRead, checkOwnRecord, resolveModule } from '../../records/record-access.js';
import type { RowState } from './form-state.js';
import { readLinkedRows } from './linked-rows.js';
import { rowPropertiesOf } from './row-properties.js';
import { decodePageParams } from '../../records/page-params.js';
import { readState } from './load-form.js';
import { collectReferences, resolveReferences } from './relation-values.js';

/** Rows as the screen gets them, with the names of the records their relation fields point at. */
async function rowsWithLabels(deps: RecordDeps, caller: Caller, fields: NamedField[], rows: RowState[]): Promise<CollectionRow[]> {
  const references = new Map<string, Set<number>>();
  for (const row of rows) collectReferences(references, fields, row.values);
  const resolved = await resolveReferences(deps.db, deps.registry, caller.auth.clientId, references);
  return rows.map((row) => {
    const labels: Record<string, string> = {};
    for (const { name, field } of fields) {
      const value = row.values[name];
      const names = field.relation ? resolved.labels.get(field.relation.module) : undefined;
      if (!names) continue;
      const ids = Array.isArray(value) ? (value as number[]) : typeof value === 'number' ? [value] : [];
      const text = ids.flatMap((id) => names.get(id) ?? []).join(', ');
      if (text) labels[name] = text;
    }
    return { identifier: row.identifier, values: outgoing(fields, row.values, resolved), ...(Object.keys(labels).length > 0 ? { labels } : {}) };
  });
}

/** The value of a relation field as the page's params give it: a positive id, or null. */
function relatedIdOf(params: URLSearchParams, field: string): number | null {
  const raw = params.get(field) ?? '';
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

/** `id` 0: the record is not saved yet, which only a collection through one of its fields can show rows for. */
async function collectionRows(deps: RecordDeps, caller: Caller, module: RegisteredModule, collection: RegisteredCollection, id: number, params: URLSearchParams) {
  const { through } = collection.kind === 'linked' ? collection.definition : {};
  if (id === 0 && through === undefined) throw new HttpError(404, messages.form.recordNotFound);
  if (collection.kind === 'inline') {
    const state = await readState(deps, caller, module, id);
    const stored = state.rows[collection.name] ?? [];
    const rows = await rowsWithLabels(deps, caller, collection.fields, stored);
    const now = deps.clock.now();
    return rows.map((row, index) => {
      const own = rowPropertiesOf(collection, stored[index]!.values, now);
      return own ? { ...row, properties: own } : row;
    });
  }
  const target = deps.registry.get(collection.definition.module)!;
  if (!canRead(deps, caller, target.name)) throw new HttpError(404, messages.form.unknownField);
  if (id !== 0) await readState(deps, caller, module, id);
  // Through a field: the value on screen (sent in the params), saved or not; rows of another organisation's record
  // are none, since every row read is the caller's organisation's.
  const parentId = through === undefined ? id : relatedIdOf(params, through);
  if (parentId === null) return [];
  const excluded = through !== undefined && target.name === module.name && id !== 0 ? id : null;
  const fields = target.fields.filter(({ name }) => collection.definition.columns.includes(name));
  const rows = await rowsWithLabels(deps, caller, fields, await readLinkedRows(deps.db, collection, target, caller.auth.clientId, parentId, excluded));
  const readOnly = hasRight(target.rights.update, caller.roles) ? 0 : 1;
  return rows.map((row) => ({ ...row, form_read_only: readOnly }));
}

/**
 * GET /proxy/form/collection/{form}/{id}/{field}[/{params}]: one collection of a record, fresh — the rows of a
 * sub-form or list collection when it is shown, or any collection after a sub-form saved or deleted a row. A
 * collection through a field of the record reads that field's value in the params (the screen's, saved or not), and
 * answers for a record not saved yet with id 0.
 */
export async function fetchCollection(deps: RecordDeps, caller: Caller, form: string, identifier: number, field: string, rawParams?: string): Promise<CollectionData> {
  const module = resolveModule(deps, caller, form);
  if (identifier !== 0) checkOwnRecord(module, caller, identifier);
  const collection = module.collections.find((candidate) => candidate.name === field);
  if (!collection) throw new HttpError(404, messages.form.unknownField);
  const rows = await collectionRows(deps, caller, module, collection, identifier, decodePageParams(rawParams));
  return { data: rows, new: { identifier: null, values: {} }, updated_at: null };
}
