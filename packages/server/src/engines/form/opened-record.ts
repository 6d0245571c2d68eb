import type { FieldDefinition } from '../../metadata/field-definition.js';
import { parseId } from '../../metadata/kinds/relation-kinds.js';
import { type Caller, type RecordDeps, canRead, ownRecordOf } from '../../records/record-access.js';

/**
 * The record a field opens (SPEC §3 formRecordId): the id its `recordFrom` field holds in `values`, or null when it
 * holds none or when the caller may not open that form's record (the form is not theirs to read, or it opens only
 * the user's own record) — the screen then offers nothing, and learns nothing of a form it may not read.
 */
export function openedRecordOf(deps: RecordDeps, caller: Caller, opens: NonNullable<FieldDefinition['opens']>, values: Record<string, unknown>): number | null {
  const parsed = parseId(values[opens.recordFrom]);
  const id = parsed.ok && typeof parsed.value === 'number' ? parsed.value : null;
  if (id === null || !canRead(deps, caller, opens.form)) return null;
  const target = deps.registry.get(opens.form);
  const own = target ? ownRecordOf(target, caller) : null;
  return own !== null && id !== own ? null : id;
}
