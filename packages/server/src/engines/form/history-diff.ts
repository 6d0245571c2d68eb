import { type FieldChange, type HistorySubChange, formatMessage, messages } from '@ossature/contract';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField, RegisteredInlineCollection } from '../../metadata/registered-module.js';
import type { RowChange } from './collection-rows.js';
import type { TechnicalDiff } from '../../records/history-store.js';

type Labels = Map<string, Map<number, string>>;
type Files = Map<number, { filename: string }>;

/** Values compare as JSON: arrays and objects by content, numbers as numbers. */
export const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** How one value reads in the history: select labels and related records' names, never raw ids (SPEC §3). */
function historyValue(field: NamedField['field'], value: unknown, labels: Labels, files: Files): FieldChange['old'] {
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return null;
  if (field.kind === 'file' && typeof value === 'number') return { id: value, label: files.get(value)?.filename ?? `#${value}` };
  if (field.relation) {
    const names = labels.get(field.relation.module);
    const name = (id: number) => names?.get(id) ?? `#${id}`;
    if (Array.isArray(value)) return value.map((id) => name(Number(id))).join(', ');
    return { id: Number(value), label: name(Number(value)) };
  }
  return kindOf(field.kind).describe(value, field);
}

export interface Diff {
  /** Field label → old/new, as users read it. */
  modification: Record<string, FieldChange>;
  /** Field name → raw old/new, for super admins. */
  technical: TechnicalDiff;
}

/** The stored fields whose value changed between two versions of a record (all non-empty ones for a creation). */
export function diffValues(fields: NamedField[], before: Record<string, unknown> | null, after: Record<string, unknown> | null, labels: Labels, files: Files): Diff {
  const diff: Diff = { modification: {}, technical: {} };
  for (const named of fields) {
    if (kindOf(named.field.kind).storage === null) continue;
    const old = before?.[named.name] ?? null;
    const next = after?.[named.name] ?? null;
    if (sameValue(old, next)) continue;
    const writeOnly = kindOf(named.field.kind).writeOnly;
    diff.modification[named.field.label] = {
      old: writeOnly ? (old ? '••••••••' : null) : historyValue(named.field, old, labels, files),
      new: writeOnly ? (next ? '••••••••' : null) : historyValue(named.field, next, labels, files),
    };
    diff.technical[named.name] = writeOnly ? { old: old ? '***' : null, new: next ? '***' : null } : { old, new: next };
  }
  return diff;
}

/**
 * Row changes of one collection as history sub-changes, labelled with the collection's label; a nested collection's
 * with its row's too ('Contacts, ligne 1 : Moyens de contact').
 */
export function subChanges(collection: RegisteredInlineCollection, changes: RowChange[], labels: Labels, files: Files): HistorySubChange[] {
  return changes
    .map((change) => ({
      type: change.type,
      collectionLabel: change.nested
        ? formatMessage(messages.form.conflictRowField, { collection: collection.definition.label, line: change.nested.line, field: change.nested.collection.definition.label })
        : collection.definition.label,
      id: change.identifier,
      modification: diffValues((change.nested?.collection ?? collection).fields, change.before, change.after, labels, files).modification,
    }))
    .filter((change) => change.type !== 'Modification' || Object.keys(change.modification).length > 0);
}
