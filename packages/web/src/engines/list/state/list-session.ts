import { type FilterRow, type GroupSort, type ListQueryState, PAGE_SIZES } from './list-query';

/**
 * What the user chose on a list, kept for the browser tab (SPEC §4, §9: session storage): coming back to the list
 * from a record finds the same page, size, order, search, filters, groups, columns and configuration, and the groups
 * they had opened. The selection is not kept: it named rows of a moment.
 */
type Kept = Omit<ListQueryState, 'selection'>;

const keyOf = (domain: string, params: string | undefined, part: string) => `ossature.list.${domain}.${params ?? ''}.${part}`;

function read<T>(key: string): T | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the list works without it.
  }
}

export function readListState(domain: string, params: string | undefined): Partial<Kept> | null {
  return read<Partial<Kept>>(keyOf(domain, params, 'query'));
}

export function keepListState(domain: string, params: string | undefined, state: ListQueryState): void {
  const { selection: _notKept, ...kept } = state;
  write(keyOf(domain, params, 'query'), kept);
}

/** The groups opened on a list, by their params. */
export function readExpandedGroups(domain: string, params: string | undefined): string[] {
  return read<string[]>(keyOf(domain, params, 'expanded')) ?? [];
}

export function keepExpandedGroups(domain: string, params: string | undefined, expanded: string[]): void {
  write(keyOf(domain, params, 'expanded'), expanded);
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

function keptFilterRow(value: unknown, known: ReadonlySet<string>): FilterRow | null {
  if (typeof value !== 'object' || value === null) return null;
  const { column, operator, value: typed } = value as Record<string, unknown>;
  if (typeof column !== 'string' || typeof operator !== 'string' || (column !== '' && !known.has(column))) return null;
  const kept = typeof typed === 'string' || typed === null ? typed : Array.isArray(typed) ? strings(typed) : null;
  return { column, operator, value: kept };
}

/**
 * A kept query, as far as the list still allows it: a column no longer sortable, groupable or there at all (the
 * definition changed since) is dropped, an unknown page size falls back to the list's.
 */
export function restoreListQuery(
  initial: ListQueryState,
  kept: Partial<Kept> | null,
  columns: { name: string; sortable: boolean; groupable: boolean }[],
  configurationIds: readonly number[] = [],
): ListQueryState {
  if (!kept) return initial;
  const known = new Set(columns.map((column) => column.name));
  const sortable = new Set(columns.filter((column) => column.sortable).map((column) => column.name));
  const groupable = new Set(columns.filter((column) => column.groupable).map((column) => column.name));
  const sort = kept.sort && sortable.has(kept.sort.column) && (kept.sort.direction === 'asc' || kept.sort.direction === 'desc') ? kept.sort : kept.sort === null ? null : initial.sort;
  const groupBy = Array.isArray(kept.groupBy) ? kept.groupBy.filter((name) => groupable.has(name)) : [];
  const rows = Array.isArray(kept.filters?.rows) ? kept.filters.rows.map((row) => keptFilterRow(row, known)).filter((row) => row !== null) : [];
  const groupSorts = Object.fromEntries(
    Object.entries(kept.groupSorts ?? {}).filter(([column, groupSort]) => groupBy.includes(column) && /^(VALUE|COUNT|PERCENTAGE)@(ASC|DESC)$/.test(String(groupSort))),
  ) as Record<string, GroupSort>;
  return {
    ...initial,
    pageSize: (PAGE_SIZES as readonly number[]).includes(kept.pageSize ?? -1) ? kept.pageSize! : initial.pageSize,
    pageIndex: Number.isInteger(kept.pageIndex) && kept.pageIndex! >= 0 ? kept.pageIndex! : 0,
    sort,
    search: typeof kept.search === 'string' ? kept.search : '',
    filters: { link: kept.filters?.link === 'OR' ? 'OR' : 'AND', rows: rows.length > 0 ? rows : initial.filters.rows },
    groupBy,
    groupSorts,
    showPercentage: kept.showPercentage === true,
    columns: kept.columns ? { hidden: strings(kept.columns.hidden).filter((name) => known.has(name)), order: strings(kept.columns.order).filter((name) => known.has(name)) } : initial.columns,
    configurationId: typeof kept.configurationId === 'number' && configurationIds.includes(kept.configurationId) ? kept.configurationId : null,
  };
}
