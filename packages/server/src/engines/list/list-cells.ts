import type { ListRow } from '@ossature/contract';
import { kindOf } from '../../metadata/kinds/index.js';
import type { RegisteredListColumn, RegisteredModule } from '../../metadata/registered-module.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { labelsOf } from '../../records/record-labels.js';

/** Related records' labels by column, fetched in one query per related module for the whole page (never per row). */
export type PageLabels = Map<string, Map<number, string>>;

/** Labels kept from page to page of one walk, per column, before they are let go. */
const KNOWN_LABELS = 50_000;

/** How a cell names a related record that is not there. */
const unknownRecord = (id: number) => `#${id}`;

const idsOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(Number) : typeof value === 'number' ? [value] : []);

/**
 * `known` carries labels from one page to the next of the same walk (an export's batches): only ids it lacks are
 * asked for, so a million invoices of fifty customers cost one query for their names, not a thousand. It is
 * emptied past KNOWN_LABELS ids, so memory stays bounded whatever the related records.
 */
export async function pageLabels(
  db: DynamicDb,
  registry: ModuleRegistry,
  clientId: number,
  columns: RegisteredListColumn[],
  values: Record<string, unknown>[],
  known: PageLabels = new Map(),
): Promise<PageLabels> {
  for (const column of columns) {
    if (column.hook.type !== 'relation' && column.hook.type !== 'relations') continue;
    const target = registry.get(column.field.relation!.module)!;
    let names = known.get(column.name);
    if (!names || names.size > KNOWN_LABELS) known.set(column.name, (names = new Map()));
    const missing = [...new Set(values.flatMap((row) => idsOf(row[column.name])))].filter((id) => !names.has(id));
    if (missing.length === 0) continue;
    const found = await labelsOf(db, target, clientId, missing);
    // An id without a record (deleted, or another organisation's) is remembered too, as the cell shows it.
    for (const id of missing) names.set(id, found.get(id) ?? unknownRecord(id));
  }
  return known;
}

/**
 * What a cell shows: numbers and money stay numbers (the screen formats them by the column's format), related
 * records their labels, everything else the French text of its kind (dates dd/MM/yyyy, options by label, Oui/Non).
 */
export function cellValue(column: RegisteredListColumn, value: unknown, labels: PageLabels): unknown {
  if (value === null || value === undefined) return null;
  const type = column.hook.type;
  if (type === 'number' || type === 'money') return value;
  if (type === 'relation' || type === 'relations') {
    const names = labels.get(column.name)!;
    return idsOf(value).map((id) => names.get(id) ?? unknownRecord(id)).join(', ') || null;
  }
  if (type === 'image') return value;
  return kindOf(column.field.kind).describe(value, column.field);
}

/** A stored row → the row the screen gets: display values by column, raw values for links' {$name} placeholders. */
export function listRow(module: RegisteredModule, row: Record<string, unknown>, labels: PageLabels): ListRow {
  const raw: Record<string, unknown> = { id: Number(row.id) };
  const values: Record<string, unknown> = {};
  for (const column of module.list.columns) {
    raw[column.name] = row[column.name];
    values[column.name] = cellValue(column, row[column.name], labels);
  }
  return { _type: 'row', values, hidden_values: raw };
}
