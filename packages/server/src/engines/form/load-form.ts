import type { DynamicDb } from '../../infra/dynamic-db.js';
import { type FormResponse, messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { inlineCollections } from '../../records/inline-collections.js';
import { buildResponse } from './build-response.js';
import { readRows } from './collection-rows.js';
import { computeValues } from '../../records/compute-values.js';
import { type Caller, type RecordDeps, checkOwnRecord, resolveModule, scopeOf, storeOf } from '../../records/record-access.js';
import { decodePageParams, identifierOf } from '../../records/page-params.js';
import { type FormState, initialValues } from './form-state.js';

/** A stored record and its inline rows (nested ones under their row), computed fields filled; 404 when the tenant has no such record. */
export async function readState(deps: RecordDeps, caller: Caller, module: RegisteredModule, identifier: number, db: DynamicDb = deps.db): Promise<FormState> {
  const record = await storeOf(deps, module).read(scopeOf(deps, caller, db), identifier);
  if (!record) throw new HttpError(404, messages.form.recordNotFound);
  const rows: FormState['rows'] = {};
  for (const collection of inlineCollections(module)) {
    rows[collection.name] = await readRows(db, deps.dialect, collection, caller.auth.clientId, identifier);
  }
  const computed = computeValues(module, {
    values: record.values,
    collections: Object.fromEntries(Object.entries(rows).map(([name, list]) => [name, list.map((row) => row.values)])),
  });
  return {
    identifier,
    version: record.version,
    values: computed.values,
    rows: Object.fromEntries(
      Object.entries(rows).map(([name, list]) => [name, list.map((row, index) => ({ ...row, values: computed.collections[name]?.[index] ?? row.values }))]),
    ),
    meta: { createdAt: record.createdAt, createdBy: record.createdBy, updatedAt: record.updatedAt, updatedBy: record.updatedBy },
    ...(record.readOnly ? { readOnly: true } : {}),
  };
}

/** A new record: defaults and the page's params, no rows. */
export function newState(deps: RecordDeps, caller: Caller, module: RegisteredModule, params: URLSearchParams): FormState {
  const values = initialValues(module.fields, { now: deps.clock.now(), userId: caller.auth.userId, params });
  const computed = computeValues(module, { values, collections: {} });
  return { identifier: null, version: null, values: computed.values, rows: {} };
}

/** GET /proxy/form/{name}/{params}: the form of an existing record (`id` in the params) or of a new one. */
export async function loadForm(deps: RecordDeps, caller: Caller, name: string, rawParams: string | undefined): Promise<FormResponse> {
  const module = resolveModule(deps, caller, name);
  const params = decodePageParams(rawParams);
  const identifier = identifierOf(params);
  checkOwnRecord(module, caller, identifier);
  const state = identifier === null ? newState(deps, caller, module, params) : await readState(deps, caller, module, identifier);
  return buildResponse(deps, caller, module, state);
}
