import type { RecordValues } from '../metadata/field-definition.js';
import type { RegisteredInlineCollection, RegisteredModule } from '../metadata/registered-module.js';

/** A collection row with its computed fields (a line total) filled from its other values. */
export function computeRow(collection: RegisteredInlineCollection, row: Record<string, unknown>): Record<string, unknown> {
  const next = { ...row };
  for (const { name, field } of collection.fields) {
    if (field.compute) next[name] = field.compute({ values: next, collections: {} });
  }
  return next;
}

/**
 * Recomputes every computed field: first each collection row's own (a line total), then the record's (the invoice
 * totals, which read the rows). The server's result is authoritative at save; onchange shows it while editing.
 */
export function computeValues(module: RegisteredModule, record: RecordValues): RecordValues {
  const collections: RecordValues['collections'] = {};
  for (const collection of module.collections.filter((candidate): candidate is RegisteredInlineCollection => candidate.kind === 'inline')) {
    collections[collection.name] = (record.collections[collection.name] ?? []).map((row) => computeRow(collection, row));
  }
  const values = { ...record.values };
  for (const { name, field } of module.fields) {
    if (field.compute) values[name] = field.compute({ values, collections });
  }
  return { values, collections };
}
