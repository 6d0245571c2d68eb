import { TEXT_SORT_KEY_VERSION } from '../infra/text-sort-key.js';
import type { Storage } from './kinds/kind-handler.js';
import { kindOf } from './kinds/index.js';
import type { NamedField, RegisteredInlineCollection, RegisteredModule } from './registered-module.js';
import { isTextField } from './text-fields.js';

export interface ColumnSpec {
  name: string;
  type: Exclude<Storage, null>;
  notNull?: boolean;
}

/** What an index holds in one place: a column, or a text column's sort key (infra/text-sort-key.ts). */
export type IndexTerm = string | { textKey: string };

/** An index term as one word, to compare two indexes' terms: the column, or key(column). */
export const termName = (term: IndexTerm) => (typeof term === 'string' ? term : `key(${term.textKey})`);

export interface TableSpec {
  name: string;
  columns: ColumnSpec[];
  /**
   * `nullsFirst`: empty values sort first ascending and last descending, on both databases (SQLite's own order;
   * PostgreSQL's index is built that way so that it serves a list's order in both directions).
   */
  indexes: { name: string; columns: IndexTerm[]; unique?: boolean; nullsFirst?: boolean }[];
  /**
   * Indexes an earlier version made that are not made any more, dropped where they exist so that a database created
   * before has the same indexes as a new one: those the definition asks for that another one serves (see
   * distinctIndexes), and a text list order's index on the column itself or on an earlier version of its key, which
   * the index on the key of today replaced.
   */
  droppedIndexes?: string[];
  /** Collection tables: the parent table their rows belong to (rows go with their parent). */
  parent?: string;
}

const fieldColumns = (fields: NamedField[]): ColumnSpec[] =>
  fields.map(({ name, field }) => ({ name, type: kindOf(field.kind).storage! }));

/** Relation columns are indexed with the tenant: lookups, reference checks and future list filters use them. */
const relationIndexes = (table: string, fields: NamedField[]) =>
  fields
    .filter(({ field }) => field.relation && kindOf(field.kind).storage === 'integer')
    .map(({ name }) => ({ name: `${table}_${name}_idx`, columns: ['client_id', name] }));

/**
 * A planning finds a span's events from both sides (the planning engine's query says why): those that began before
 * the span from their end (tenant, end, start), those that begin in it from their start (tenant, start, id). A
 * planning without an end field ends where it starts: tenant, start, id.
 */
function planningIndexes(module: RegisteredModule): TableSpec['indexes'] {
  const indexes = new Map<string, TableSpec['indexes'][number]>();
  for (const { start, end } of module.definition.plannings ?? []) {
    // Without an end field, (tenant, start) is what an earlier version made under that name: served by the start's
    // index below, so dropped where it was made.
    const byEnd = end ? ['client_id', end, start] : ['client_id', start];
    indexes.set(`${module.table}_${end ?? start}_planning_idx`, { name: `${module.table}_${end ?? start}_planning_idx`, columns: byEnd });
    // Built as a list's order index is, so that it is the same index as a list sorted by the start.
    indexes.set(`${module.table}_${start}_planning_start_idx`, { name: `${module.table}_${start}_planning_start_idx`, columns: ['client_id', start, 'id'], nullsFirst: true });
  }
  return [...indexes.values()];
}

/**
 * The list's hot paths get indexes with the tenant: its default order (with id, the tie-breaker, so a first page is read
 * in index order without sorting the table) and the columns people group by — choices, flags and dates (GROUP BY
 * walks the index). Free text and numbers are groupable too, but rarely grouped: not worth an index on every write.
 */
const GROUPED_TYPES = new Set(['choice', 'boolean', 'date', 'month', 'year', 'datetime']);

/** The name of a text order's index, with the version of the key it holds. */
const keyIndexName = (module: RegisteredModule, version: number) => `${module.table}_${module.list.sort!.field}_list_key${version}_idx`;

const textSorted = (module: RegisteredModule) => module.list.sort !== null && isTextField(module, module.list.sort.field);

function listIndexes(module: RegisteredModule) {
  const indexes: TableSpec['indexes'] = [];
  const sort = module.list.sort;
  // A list sorted by text is sorted by the text's key (engines/list/page-sql.ts): its index holds the key.
  if (sort && textSorted(module)) indexes.push({ name: keyIndexName(module, TEXT_SORT_KEY_VERSION), columns: ['client_id', { textKey: sort.field }, 'id'], nullsFirst: true });
  else if (sort) indexes.push({ name: `${module.table}_${sort.field}_list_idx`, columns: ['client_id', sort.field, 'id'], nullsFirst: true });
  for (const column of module.list.columns) {
    if (!GROUPED_TYPES.has(column.hook.type) || column.name === sort?.field) continue;
    indexes.push({ name: `${module.table}_${column.name}_group_idx`, columns: ['client_id', column.name] });
  }
  return indexes;
}

/**
 * A KPI is computed on every home page: its columns get an index with the tenant — the equalities first, then the
 * ranges, then the summed column — so that its COUNT or SUM is read from the index alone, never from the rows.
 */
function kpiIndexes(module: RegisteredModule): TableSpec['indexes'] {
  return (module.definition.kpis ?? []).map(({ name, aggregate, where = [] }) => {
    const equal = where.filter((condition) => condition.op === '=' || condition.op === 'in').map((condition) => condition.field);
    const range = where.map((condition) => condition.field).filter((field) => !equal.includes(field));
    const summed = aggregate === 'count' ? [] : [aggregate.sum];
    return { name: `${module.table}_${name}_kpi_idx`, columns: [...new Set(['client_id', ...equal, ...range, ...summed])] };
  });
}

/**
 * Two declarations asking for the same columns get one index: the first one's. An index whose columns lead another's
 * (or a unique one's) is left out too: the longer one serves every lookup and order the shorter would, and one index
 * less is one less to write on every save. Left alone, SQLite may also pick the shorter of two indexes that start
 * alike and read rows to test a column the longer one holds (a planning's start beside its end). Unique indexes are
 * constraints: always kept.
 */
function distinctIndexes(indexes: TableSpec['indexes']): { indexes: TableSpec['indexes']; droppedIndexes: string[] } {
  // PostgreSQL walks an index in a list's order only when it was built with that order (nullsFirst).
  const serves = (other: TableSpec['indexes'][number], index: TableSpec['indexes'][number]) =>
    (other.columns.length > index.columns.length || other.unique === true) &&
    index.columns.every((column, at) => other.columns[at] !== undefined && termName(other.columns[at]) === termName(column)) &&
    (!index.nullsFirst || other.nullsFirst === true);
  const seen = new Set<string>();
  const made = indexes.filter((index) => {
    const key = `${index.unique ? 'unique:' : ''}${index.columns.map(termName).join(',')}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return index.unique === true || !indexes.some((other) => other !== index && serves(other, index));
  });
  const names = new Set(made.map((index) => index.name));
  return { indexes: made, droppedIndexes: [...new Set(indexes.map((index) => index.name).filter((name) => !names.has(name)))] };
}

/**
 * The tables a module needs, derived from its definition: the record table (with tenant, version and audit
 * columns) and one table per inline collection (rows with their parent and position), nested ones included.
 */
export function tableSpecs(module: RegisteredModule): TableSpec[] {
  const distinct = distinctIndexes([
    { name: `${module.table}_client_idx`, columns: ['client_id', 'id'] },
    ...relationIndexes(module.table, module.stored),
    ...listIndexes(module),
    ...planningIndexes(module),
    ...module.stored
      .filter(({ field }) => field.unique)
      .map(({ name }) => ({ name: `${module.table}_${name}_unique`, columns: ['client_id', name], unique: true })),
    ...kpiIndexes(module),
  ]);
  // Before lists sorted text by its key, their index held the column itself; then the key in its earlier versions.
  const replaced = textSorted(module)
    ? [`${module.table}_${module.list.sort!.field}_list_idx`, ...Array.from({ length: TEXT_SORT_KEY_VERSION - 1 }, (_, at) => keyIndexName(module, at + 1))]
    : [];
  const record: TableSpec = {
    name: module.table,
    columns: [
      { name: 'client_id', type: 'integer', notNull: true },
      { name: 'version', type: 'integer', notNull: true },
      { name: 'created_at', type: 'text', notNull: true },
      { name: 'created_by', type: 'integer', notNull: true },
      { name: 'updated_at', type: 'text', notNull: true },
      { name: 'updated_by', type: 'integer', notNull: true },
      ...fieldColumns(module.stored),
    ],
    indexes: distinct.indexes,
    droppedIndexes: [...distinct.droppedIndexes, ...replaced],
  };
  const rowTables = (collection: RegisteredInlineCollection, parent: string): TableSpec[] => [
    {
      name: collection.table,
      parent,
      columns: [
        { name: 'client_id', type: 'integer', notNull: true },
        { name: 'parent_id', type: 'integer', notNull: true },
        { name: 'position', type: 'integer', notNull: true },
        ...fieldColumns(collection.stored),
      ],
      indexes: [
        { name: `${collection.table}_parent_idx`, columns: ['parent_id', 'position'] },
        ...relationIndexes(collection.table, collection.stored),
      ],
    },
    // A nested collection's rows point at this collection's rows; its table comes after theirs (its foreign key).
    ...collection.collections.flatMap((nested) => rowTables(nested, collection.table)),
  ];
  const collections = module.collections.flatMap((collection) => (collection.kind === 'inline' ? rowTables(collection, module.table) : []));
  // PostgreSQL cuts longer names to 63 characters without a word: two indexes could end up with one name.
  for (const spec of [record, ...collections]) {
    const long = spec.indexes.find((index) => index.name.length > 63);
    if (long) throw new Error(`Module "${module.name}": index name "${long.name}" is longer than 63 characters`);
  }
  return [record, ...collections];
}
