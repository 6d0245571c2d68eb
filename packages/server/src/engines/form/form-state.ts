import type { DefaultContext, FieldDefinition } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField } from '../../metadata/registered-module.js';

/** One row of an inline collection as the engine holds it. */
export interface RowState {
  identifier: number | null;
  values: Record<string, unknown>;
  /**
   * The rows of its nested collections, by name: every one of them when read or prepared; as submitted, only those
   * sent (the others stay as stored).
   */
  rows?: Record<string, RowState[]>;
}

/** A row, and its nested rows, as new ones: saved, they are all inserted (a copy; a row re-added by a merge). */
export const asNewRow = (row: RowState): RowState => ({
  identifier: null,
  values: row.values,
  ...(row.rows ? { rows: Object.fromEntries(Object.entries(row.rows).map(([name, list]) => [name, list.map(asNewRow)])) } : {}),
});

/** A record as the engine holds it between storage and the screen. */
export interface FormState {
  identifier: number | null;
  version: number | null;
  values: Record<string, unknown>;
  rows: Record<string, RowState[]>;
  meta?: { createdAt: string; createdBy: number; updatedAt: string; updatedBy: number };
  /** The record's store refuses this caller any change to it (RecordStore's readOnly). */
  readOnly?: boolean;
}

const defaultOf = (field: FieldDefinition, context: DefaultContext): unknown =>
  typeof field.default === 'function' ? (field.default as (context: DefaultContext) => unknown)(context) : field.default;

/**
 * Values of a new record: each field's default, then what the page's params give for writable fields
 * (a quote created from a customer's page arrives with customer_id). Params that do not parse are ignored.
 */
export function initialValues(fields: NamedField[], context: DefaultContext): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name, field } of fields) {
    const handler = kindOf(field.kind);
    if (handler.storage === null) continue;
    const fromParams = context.params.getAll(`${name}[]`).length > 0 ? context.params.getAll(`${name}[]`) : context.params.get(name);
    const candidate = fromParams ?? defaultOf(field, context) ?? null;
    const parsed = handler.parse(candidate, field);
    values[name] = parsed.ok ? parsed.value : handler.fromColumn(null);
  }
  return values;
}
