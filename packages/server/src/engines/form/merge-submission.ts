import { type FormSubmission, formatMessage, mergeRows, mergeValues, messages } from '@ossature/contract';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField, RegisteredInlineCollection, RegisteredModule } from '../../metadata/registered-module.js';
import { inlineCollections } from '../../records/inline-collections.js';
import { type FormState, type RowState, asNewRow } from './form-state.js';
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

type OriginalRow = NonNullable<NonNullable<FormSubmission['original']>['collection']>[string][number];

/**
 * One collection's rows merged three-way (contract's mergeRows), then, in each row the user kept, each nested
 * collection the user sent: against its loaded rows when the original has them (a colleague's nested changes the user
 * did not touch survive), as sent otherwise; one the user did not send stays as stored. Conflicts are named by
 * `label` ('Contacts', then 'Contacts, ligne 1 : Moyens de contact').
 */
function mergeCollection(collection: RegisteredInlineCollection, label: string, base: OriginalRow[], mine: RowState[], theirs: RowState[]): { rows: RowState[]; conflicts: string[] } {
  const baseRows = base.map((row) => ({ identifier: row.identifier, values: canonical(collection.fields, row.values) }));
  const rowMerge = mergeRows(baseRows, mine, theirs, sameValue, asNewRow);
  const labelOf = (name: string) => collection.fields.find((candidate) => candidate.name === name)?.field.label ?? name;
  const conflicts: string[] = [];
  for (const { line, fields } of rowMerge.conflicts) {
    const where = { collection: label, line };
    if (fields.length === 0) conflicts.push(formatMessage(messages.form.conflictRow, where));
    else conflicts.push(...fields.map((field) => formatMessage(messages.form.conflictRowField, { ...where, field: labelOf(field) })));
  }
  if (collection.collections.length === 0) return { rows: rowMerge.rows, conflicts };
  const rows = rowMerge.rows.map((row, index) => {
    const own = row.identifier === null ? undefined : mine.find((candidate) => candidate.identifier === row.identifier);
    // New rows are the user's, nested rows and all; rows the user never had keep theirs as stored.
    if (!own) return row.identifier === null ? row : { identifier: row.identifier, values: row.values };
    const loaded = base.find((candidate) => candidate.identifier === row.identifier);
    const stored = theirs.find((candidate) => candidate.identifier === row.identifier);
    const nested: Record<string, RowState[]> = {};
    for (const inner of collection.collections) {
      const sent = own.rows?.[inner.name];
      if (!sent) continue;
      const loadedRows = loaded?.collection?.[inner.name];
      if (!loadedRows) {
        nested[inner.name] = sent;
        continue;
      }
      const where = formatMessage(messages.form.conflictRowField, { collection: label, line: index + 1, field: inner.definition.label });
      const merged = mergeCollection(inner, where, loadedRows, sent, stored?.rows?.[inner.name] ?? []);
      nested[inner.name] = merged.rows;
      conflicts.push(...merged.conflicts);
    }
    return { identifier: row.identifier, values: row.values, rows: nested };
  });
  return { rows, conflicts };
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
    const rowsMerge = mergeCollection(collection, collection.definition.label, base, mine, stored.rows[collection.name] ?? []);
    rows[collection.name] = rowsMerge.rows;
    conflicts.push(...rowsMerge.conflicts);
  }
  return { parsed: { values, rows }, conflicts };
}
