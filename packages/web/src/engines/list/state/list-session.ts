import { type ListQueryState, PAGE_SIZES } from './list-query';

/**
 * What the user chose on a list, kept for the browser tab (SPEC §4, §9: session storage): coming back to the list
 * from a record finds the same page, size, order, search and groups, and the groups they had opened. The selection
 * is not kept: it named rows of a moment.
 */
type Kept = Pick<ListQueryState, 'pageIndex' | 'pageSize' | 'sort' | 'search' | 'groupBy'>;

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
  const { pageIndex, pageSize, sort, search, groupBy } = state;
  write(keyOf(domain, params, 'query'), { pageIndex, pageSize, sort, search, groupBy });
}

/** The groups opened on a list, by their params. */
export function readExpandedGroups(domain: string, params: string | undefined): string[] {
  return read<string[]>(keyOf(domain, params, 'expanded')) ?? [];
}

export function keepExpandedGroups(domain: string, params: string | undefined, expanded: string[]): void {
  write(keyOf(domain, params, 'expanded'), expanded);
}

/**
 * A kept query, as far as the list still allows it: a column no longer sortable or groupable (the definition changed
 * since) is dropped, an unknown page size falls back to the list's.
 */
export function restoreListQuery(initial: ListQueryState, kept: Partial<Kept> | null, columns: { name: string; sortable: boolean; groupable: boolean }[]): ListQueryState {
  if (!kept) return initial;
  const sortable = new Set(columns.filter((column) => column.sortable).map((column) => column.name));
  const groupable = new Set(columns.filter((column) => column.groupable).map((column) => column.name));
  const sort = kept.sort && sortable.has(kept.sort.column) && (kept.sort.direction === 'asc' || kept.sort.direction === 'desc') ? kept.sort : kept.sort === null ? null : initial.sort;
  return {
    ...initial,
    pageSize: (PAGE_SIZES as readonly number[]).includes(kept.pageSize ?? -1) ? kept.pageSize! : initial.pageSize,
    pageIndex: Number.isInteger(kept.pageIndex) && kept.pageIndex! >= 0 ? kept.pageIndex! : 0,
    sort,
    search: typeof kept.search === 'string' ? kept.search : '',
    groupBy: Array.isArray(kept.groupBy) ? kept.groupBy.filter((name) => groupable.has(name)) : [],
  };
}
