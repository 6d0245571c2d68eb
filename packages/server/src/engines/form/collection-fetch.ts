import { type CollectionData, type CollectionRow, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { NamedField, RegisteredCollection, RegisteredModule } from '../../metadata/registered-module.js';
import { hasRight } from '../../metadata/roles.js';
import { outgoing } from './build-response.js';
import { type Caller, type RecordDeps, canRead, checkOwnRecord, resolveModule } from '../../records/record-access.js';
import type { RowState } from './form-state.js';
import { readLinkedRows } from './linked-rows.js';
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

async function collectionRows(deps: RecordDeps, caller: Caller, module: RegisteredModule, collection: RegisteredCollection, id: number) {
  if (collection.kind === 'inline') {
    const state = await readState(deps, caller, module, id);
    return rowsWithLabels(deps, caller, collection.fields, state.rows[collection.name] ?? []);
  }
  const target = deps.registry.get(collection.definition.module)!;
  if (!canRead(deps, caller, target.name)) throw new HttpError(404, messages.form.unknownField);
  await readState(deps, caller, module, id);
  const fields = target.fields.filter(({ name }) => collection.definition.columns.includes(name));
  const rows = await rowsWithLabels(deps, caller, fields, await readLinkedRows(deps.db, collection, target, caller.auth.clientId, id));
  const readOnly = hasRight(target.rights.update, caller.roles) ? 0 : 1;
  return rows.map((row) => ({ ...row, form_read_only: readOnly }));
}

/**
 * GET /proxy/form/collection/{form}/{id}/{field}: one collection of a record, fresh — the rows of a sub-form or list
 * collection when it is shown, or any collection after a sub-form saved or deleted a row.
 */
export async function fetchCollection(deps: RecordDeps, caller: Caller, form: string, identifier: number, field: string): Promise<CollectionData> {
  const module = resolveModule(deps, caller, form);
  checkOwnRecord(module, caller, identifier);
  const collection = module.collections.find((candidate) => candidate.name === field);
  if (!collection) throw new HttpError(404, messages.form.unknownField);
  const rows = await collectionRows(deps, caller, module, collection, identifier);
  return { data: rows, new: { identifier: null, values: {} }, updated_at: null };
}
