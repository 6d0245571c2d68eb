import type { FormResponse } from '@ossature/contract';
import type { FieldDefinition } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import { buildResponse } from './build-response.js';
import { type Caller, type RecordDeps, resolveModule } from '../../records/record-access.js';
import { asNewRow } from './form-state.js';
import { newState, readState } from './load-form.js';

/** Fields a copy must not keep: numbers and references that identify the original, and passwords. */
const clearedOnCopy = (field: FieldDefinition) => field.clearOnCopy || kindOf(field.kind).writeOnly;

/**
 * POST /api-internal/form/copy/{name}: a new, unsaved record prefilled from an existing one (SPEC §4): identifier and
 * row ids cleared (nested rows' too), fields marked clearOnCopy back to their defaults, `copy_id` naming the original.
 */
export async function copyForm(deps: RecordDeps, caller: Caller, name: string, identifier: number): Promise<FormResponse> {
  const module = resolveModule(deps, caller, name, 'create');
  const source = await readState(deps, caller, module, identifier);
  const fresh = newState(deps, caller, module, new URLSearchParams());
  const values = Object.fromEntries(
    module.fields.map(({ name: field, field: definition }) => [field, clearedOnCopy(definition) ? fresh.values[field] : source.values[field]]),
  );
  const rows = Object.fromEntries(Object.entries(source.rows).map(([collection, list]) => [collection, list.map(asNewRow)]));
  return buildResponse(deps, caller, module, { identifier: null, version: null, values, rows }, { copy_id: identifier });
}
