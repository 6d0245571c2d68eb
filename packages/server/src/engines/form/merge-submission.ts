import { type FormSubmission, formatMessage, mergeRows, mergeValues, messages } from '@ossature/contract';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField, RegisteredModule } from '../../metadata/registered-module.js';
import { inlineCollections } from '../../records/inline-collections.js';
import type { FormState, RowState } from './form-state.js';
import { sameValue } from './history-diff.js';
import type { ParsedSubmission } from './prepare-submission.js';

/**
 * Starting values in canonical form, to compare with stored ones. Write-only values (passwords) are never read back,
 * so they have no starting value: a typed one is always the user's change, never a conflict. A value that no longer
 * parses (an option removed since) compares as it was sent.
 */
function canonical(fields: NamedField[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const { name, field } of fields) {
    const handler = kindOf(field.kind);
    if (!Object.hasOwn(values, name) || handler.writeOnly) continue;
    const parsed = handler.parse(values[name], field);
    out[name] = parsed.ok ? parsed.value : values[name];
  }
  return out;
}

export interface MergedSubmission {
  /** Only what the user changed, to apply onto the stored record as any submission is (prepareRecord). */
  parsed: ParsedSubmission;
  /** What both sides changed, by label ('Raison sociale', 'Lignes, ligne 2 : Quantité'). */
  conflicts: string[];
}

/**
 * A save over a version the user did not see, as a three-way merge against `submission.original` (what the user
 * started from; contract's three-way-merge.ts): fields and rows the user did not change keep their stored values,
 * collections they did not change are left alone. Without an original (an API caller that sends none), nothing tells
 * the user's changes apart: the whole submission stands, and null says so.
 */
export function mergeOntoStored(module: RegisteredModule, submission: FormSubmission, parsed: ParsedSubmission, stored: FormState): MergedSubmission | null {
  const { original } = submission;
  if (!original) return null;
  const merged = mergeValues(canonical(module.fields, original.values), parsed.values, stored.values, sameValue);
  const values = Object.fromEntries(
    Object.entries(parsed.values).filter(([name]) => merged.changed.includes(name) || kindOf(module.fieldByName.get(name)!.kind).writeOnly),
  );
  const conflicts = merged.conflicts.map((name) => module.fieldByName.get(name)!.label);
  const rows: Record<string, RowState[]> = {};
  for (const collection of inlineCollections(module)) {
    const mine = parsed.rows[collection.name];
    const base = original.collection?.[collection.name];
    if (!mine || !base) continue;
    const baseRows = base.map((row) => ({ identifier: row.identifier, values: canonical(collection.fields, row.values) }));
    const rowMerge = mergeRows(baseRows, mine, stored.rows[collection.name] ?? [], sameValue);
    rows[collection.name] = rowMerge.rows;
    const labelOf = (name: string) => collection.fields.find((candidate) => candidate.name === name)?.field.label ?? name;
    for (const { line, fields } of rowMerge.conflicts) {
      const where = { collection: collection.definition.label, line };
      if (fields.length === 0) conflicts.push(formatMessage(messages.form.conflictRow, where));
      else conflicts.push(...fields.map((field) => formatMessage(messages.form.conflictRowField, { ...where, field: labelOf(field) })));
    }
  }
  return { parsed: { values, rows }, conflicts };
}
