import type { ListRow } from '@ossature/contract';
import { kindOf } from '../../metadata/kinds/index.js';
import type { RegisteredListColumn, RegisteredModule } from '../../metadata/registered-module.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { labelsOf } from '../../records/record-labels.js';
import { perList } from './per-list.js';

/**
 * Related records' labels by column, fetched in one query per related module for the whole page (never per row); for
 * a file column, the type of each of its files (an image column shows only images).
 */
export type PageLabels = Map<string, Map<number, string>>;

/** Labels kept from page to page of one walk, per column, before they are let go. */
const KNOWN_LABELS = 50_000;

/** How a cell names a related record that is not there. */
const unknownRecord = (id: number) => `#${id}`;

/** The types of stored files of the organisation, by id, in one query. */
async function fileTypesOf(db: DynamicDb, clientId: number, ids: number[]): Promise<Map<number, string>> {
  const rows = await db.selectFrom('stored_file').select(['id', 'mime_type']).where('client_id', '=', clientId).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row.id), String(row.mime_type)]));
}

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
    const files = column.hook.type === 'image';
    if (!files && column.hook.type !== 'relation' && column.hook.type !== 'relations') continue;
    let names = known.get(column.name);
    if (!names || names.size > KNOWN_LABELS) known.set(column.name, (names = new Map()));
    const missing = new Set<number>();
    for (const row of values) for (const id of idsOf(row[column.name])) if (!names.has(id)) missing.add(id);
    if (missing.size === 0) continue;
    const found = files ? await fileTypesOf(db, clientId, [...missing]) : await labelsOf(db, registry.get(column.field.relation!.module)!, clientId, [...missing]);
    // An id without a record (deleted, or another organisation's) is remembered too, as the cell shows it.
    for (const id of missing) names.set(id, found.get(id) ?? unknownRecord(id));
  }
  return known;
}

type ShowCell = (value: unknown, labels: PageLabels) => unknown;

/**
 * What a cell shows: numbers and money stay numbers (the screen formats them by the column's format), related
 * records their labels, everything else the French text of its kind (dates dd/MM/yyyy, options by label, Oui/Non).
 */
function showCellOf(column: RegisteredListColumn): ShowCell {
  const { name, field, hook } = column;
  if (hook.type === 'number' || hook.type === 'money') return (value) => value ?? null;
  // The file's id, for the screen to fetch it, when it is an image: a PDF or a spreadsheet would be fetched whole
  // only to show nothing.
  if (hook.type === 'image') return (value, labels) => (typeof value === 'number' && labels.get(name)?.get(value)?.startsWith('image/') ? value : null);
  if (hook.type === 'relation' || hook.type === 'relations') {
    return (value, labels) => {
      if (value === null || value === undefined) return null;
      const names = labels.get(name)!;
      return idsOf(value).map((id) => names.get(id) ?? unknownRecord(id)).join(', ') || null;
    };
  }
  const kind = kindOf(field.kind);
  return (value) => (value === null || value === undefined ? null : kind.describe(value, field));
}

/** A list column as a page reads it: its stored value → its kind's value, and that value → what its cell shows. */
interface ListCell {
  name: string;
  read(stored: unknown): unknown;
  show: ShowCell;
}

/** Each column's cell, also asked for alone (cellValue, by exports). */
const cellOfColumn = new WeakMap<RegisteredListColumn, ListCell>();

function cellOf(column: RegisteredListColumn): ListCell {
  let cell = cellOfColumn.get(column);
  if (!cell) {
    const kind = kindOf(column.field.kind);
    // fromColumn(null) gives each kind's empty value: null, [] for lists, false for booleans.
    cellOfColumn.set(column, (cell = { name: column.name, read: (stored) => kind.fromColumn(stored ?? null), show: showCellOf(column) }));
  }
  return cell;
}

/**
 * Each list's cells, worked out once per definition: a page of 50 rows shows 500 cells, and looking up each cell's
 * kind and way of showing it cost more than showing it.
 */
const cellsOf = perList((columns): ListCell[] => columns.map(cellOf));

/** What one cell of `column` shows for its value (see showCellOf). */
export const cellValue = (column: RegisteredListColumn, value: unknown, labels: PageLabels): unknown => cellOf(column).show(value, labels);

/**
 * A stored row → its values by column as the kinds hold them, after its id: the row's hidden_values (raw values for
 * links' {$name} placeholders), and what pageLabels looks related records up from.
 */
export function listValues(module: RegisteredModule, row: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { id: Number(row.id) };
  for (const cell of cellsOf(module)) values[cell.name] = cell.read(row[cell.name]);
  return values;
}

/** A row's values (listValues) → the row the screen gets: display values by column, and those values as hidden_values. */
export function listRow(module: RegisteredModule, values: Record<string, unknown>, labels: PageLabels): ListRow {
  const shown: Record<string, unknown> = {};
  for (const cell of cellsOf(module)) shown[cell.name] = cell.show(values[cell.name], labels);
  return { _type: 'row', values: shown, hidden_values: values };
}
