import {
  GROUP_BY_SEPARATOR,
  LIST_GROUP_LEVELS_MAX,
  type ListFilterCondition,
  ListFilters,
  VALUE_SEPARATOR,
  isFilterActive,
  formatMessage,
  isFilterOperator,
  messages,
  splitValues,
} from '@ossature/contract';
import { Compile } from 'typebox/compile';
import { HttpError } from '../../infra/http-error.js';
import { hasInvalidCharacters } from '../../metadata/kinds/text-kinds.js';

/** What a list-data call asks for (SPEC §7 list-data query parameters), checked against the list's own columns. */
export interface ListRequest {
  pageSize: number;
  offset: number;
  /** Active filter rows only, joined by `link`. */
  filters: { link: 'AND' | 'OR'; conditions: ListFilterCondition[] };
  globalSearch: string | null;
  sort: { column: string; direction: 'asc' | 'desc' } | null;
  groupBy: string[];
  /** How many group levels are already fixed by the group params: the rows asked for are of the next level. */
  groupLevel: number;
  /** Rows per page inside a group ('Éléments par groupe'); the page size when not given. */
  groupPageSize: number;
  showPercentage: boolean;
  /** Per grouped column: groups ordered by their value, count or percentage, ascending or descending. */
  sortGroupBy: Record<string, GroupSort>;
  countOnly: boolean;
  groupHeaderOnly: boolean;
  defaultConfiguration: boolean;
  /**
   * A column-values lookup ('column;@@;search'), and the values a filter already holds whose labels the screen
   * lacks (a filter restored from the session or a configuration: its chips name what the cells show).
   */
  columnValues: { column: string; search: string; held: string[] } | null;
  hidden: string[];
  order: string[];
  /** The list definition's version the screen holds; another one than today's answers 410. */
  definitionVersion: string | null;
  /** Echoed back, so that the screen can drop the answer to a request it has since replaced. */
  requestToken: string | null;
}

export interface GroupSort {
  by: 'VALUE' | 'COUNT' | 'PERCENTAGE';
  direction: 'ASC' | 'DESC';
}

/** The columns a request may name, by what it does with them. */
export interface RequestableColumns {
  all: ReadonlySet<string>;
  sortable: ReadonlySet<string>;
  groupable: ReadonlySet<string>;
  /** The operators each column's filter accepts. */
  operators: ReadonlyMap<string, ReadonlySet<string>>;
}

/** Page sizes beyond this are refused: an export streams, a page does not. */
export const MAX_PAGE_SIZE = 500;

const KNOWN = new Set([
  'hidden[]',
  'order[]',
  'multiple_search',
  'link_operator',
  'global_search',
  'sort_column',
  'sort_direction',
  'group_by',
  'group_level',
  'show_percentage',
  'default_conf',
  'count_only',
  'retrieve_column',
  'retrieve_labels',
  'group_header_only',
  'group_by_page',
  'definition_version',
  'request_token',
]);

type Query = Record<string, string | string[] | undefined>;

/** Compiled once: checking a filter model must cost microseconds, not a compilation per request. */
const filtersValidator = Compile(ListFilters);

const invalid = (text: string, path: string): HttpError =>
  new HttpError(400, messages.list.invalidRequest, { errors: [{ path, text }] });

const single = (query: Query, key: string): string | undefined => {
  const value = query[key];
  if (Array.isArray(value)) throw invalid(messages.list.repeatedParameter, key);
  return value;
};

const list = (query: Query, key: string): string[] => {
  const value = query[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

const flag = (query: Query, key: string): boolean => {
  const value = single(query, key);
  if (value === undefined || value === '' || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw invalid(messages.list.invalidFlag, key);
};

/** Text a person typed, refused as a form's text is when it holds what no one types (a null character). */
function typed(value: string, path: string): string {
  if (hasInvalidCharacters(value)) throw invalid(messages.form.invalidCharacters, path);
  return value;
}

/** As many values, as long, as one filter row may hold (contract's ListFilterCondition): a row held can be named. */
const MAX_HELD_VALUES = 200;
const MAX_HELD_LENGTH = 500;

function heldValues(raw: string | undefined): string[] {
  if (raw === undefined || raw === '') return [];
  const values = splitValues(typed(raw, 'retrieve_labels'));
  if (values.length > MAX_HELD_VALUES || values.some((value) => value.length > MAX_HELD_LENGTH)) throw invalid(messages.list.invalidRequest, 'retrieve_labels');
  return values;
}

function wholeNumber(raw: string, path: string, min: number, max: number): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < min || Number(raw) > max) throw invalid(messages.list.invalidNumber, path);
  return Number(raw);
}

function knownColumn(name: string, allowed: ReadonlySet<string>, path: string): string {
  if (!allowed.has(name)) throw invalid(formatMessage(messages.list.unknownColumn, { column: name.slice(0, 100) }), path);
  return name;
}

function parseFilters(query: Query, columns: RequestableColumns): ListRequest['filters'] {
  const raw = single(query, 'multiple_search');
  const linkRaw = single(query, 'link_operator');
  if (linkRaw !== undefined && linkRaw !== '' && linkRaw !== 'AND' && linkRaw !== 'OR') throw invalid(messages.list.invalidFilter, 'link_operator');
  if (raw === undefined || raw === '') return { link: linkRaw === 'OR' ? 'OR' : 'AND', conditions: [] };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw invalid(messages.list.invalidFilter, 'multiple_search');
  }
  if (!filtersValidator.Check(parsed)) throw invalid(messages.list.invalidFilter, 'multiple_search');
  const conditions = parsed.filter_model.filter(isFilterActive).map((condition, index) => {
    const path = `multiple_search.filter_model.${index}`;
    knownColumn(condition.column, columns.all, `${path}.column`);
    if (!isFilterOperator(condition.operator) || !columns.operators.get(condition.column)?.has(condition.operator)) {
      throw invalid(messages.list.invalidFilter, `${path}.operator`);
    }
    return condition;
  });
  const link = linkRaw === 'OR' || linkRaw === 'AND' ? linkRaw : (parsed.operator ?? 'AND');
  return { link, conditions };
}

function parseGroupSorts(query: Query, groupBy: string[]): Record<string, GroupSort> {
  const sorts: Record<string, GroupSort> = {};
  for (const key of Object.keys(query)) {
    const match = /^sort_group_by\[(.{1,100})\]$/.exec(key);
    if (!match) continue;
    const column = match[1]!;
    if (!groupBy.includes(column)) throw invalid(messages.list.invalidGroupSort, key);
    const [by, direction] = (single(query, key) ?? '').split('@');
    if ((by !== 'VALUE' && by !== 'COUNT' && by !== 'PERCENTAGE') || (direction !== 'ASC' && direction !== 'DESC')) {
      throw invalid(messages.list.invalidGroupSort, key);
    }
    sorts[column] = { by, direction };
  }
  return sorts;
}

/**
 * Reads a list-data call: the page from the path, every SPEC §7 parameter from the query string. Every column it names
 * must be one of the list's (the only names that ever reach SQL), every operator one its column accepts; anything
 * else answers 400 in French before a query runs.
 */
export function parseListRequest(pageSizeRaw: string, offsetRaw: string, query: Query, columns: RequestableColumns): ListRequest {
  for (const key of Object.keys(query)) {
    if (!KNOWN.has(key) && !/^sort_group_by\[.{1,100}\]$/.test(key)) throw invalid(messages.list.unknownParameter, key);
  }
  const pageSize = wholeNumber(pageSizeRaw, 'pageSize', 1, MAX_PAGE_SIZE);
  const offset = wholeNumber(offsetRaw, 'offset', 0, 1_000_000_000);

  const sortColumn = single(query, 'sort_column');
  const sortDirection = single(query, 'sort_direction')?.toLowerCase();
  if (sortDirection !== undefined && sortDirection !== '' && sortDirection !== 'asc' && sortDirection !== 'desc') {
    throw invalid(messages.list.invalidSort, 'sort_direction');
  }
  const sort = sortColumn ? { column: knownColumn(sortColumn, columns.sortable, 'sort_column'), direction: sortDirection === 'desc' ? ('desc' as const) : ('asc' as const) } : null;

  const groupByRaw = single(query, 'group_by') ?? '';
  const groupBy = groupByRaw === '' ? [] : groupByRaw.split(GROUP_BY_SEPARATOR).map((name, index) => knownColumn(name, columns.groupable, `group_by.${index}`));
  if (groupBy.length > LIST_GROUP_LEVELS_MAX || new Set(groupBy).size !== groupBy.length) throw invalid(messages.list.invalidGroupBy, 'group_by');
  const groupLevelRaw = single(query, 'group_level');
  const groupLevel = groupLevelRaw === undefined || groupLevelRaw === '' ? 0 : wholeNumber(groupLevelRaw, 'group_level', 0, groupBy.length);

  const groupPageRaw = single(query, 'group_by_page');
  const groupPageSize = groupPageRaw === undefined || groupPageRaw === '' ? pageSize : wholeNumber(groupPageRaw, 'group_by_page', 1, MAX_PAGE_SIZE);

  const retrieve = single(query, 'retrieve_column');
  let columnValues: ListRequest['columnValues'] = null;
  if (retrieve) {
    const at = retrieve.indexOf(VALUE_SEPARATOR);
    const column = at === -1 ? retrieve : retrieve.slice(0, at);
    const search = at === -1 ? '' : typed(retrieve.slice(at + VALUE_SEPARATOR.length), 'retrieve_column').slice(0, 200);
    columnValues = { column: knownColumn(column, columns.all, 'retrieve_column'), search, held: heldValues(single(query, 'retrieve_labels')) };
  } else if (single(query, 'retrieve_labels') !== undefined) {
    throw invalid(messages.list.invalidRequest, 'retrieve_labels');
  }
  const globalSearch = typed(single(query, 'global_search') ?? '', 'global_search').trim().slice(0, 200) || null;

  return {
    pageSize,
    offset,
    filters: parseFilters(query, columns),
    globalSearch,
    sort,
    groupBy,
    groupLevel,
    groupPageSize,
    showPercentage: flag(query, 'show_percentage'),
    sortGroupBy: parseGroupSorts(query, groupBy),
    countOnly: flag(query, 'count_only'),
    groupHeaderOnly: flag(query, 'group_header_only'),
    defaultConfiguration: flag(query, 'default_conf'),
    columnValues,
    hidden: list(query, 'hidden[]').map((name, index) => knownColumn(name, columns.all, `hidden.${index}`)),
    order: list(query, 'order[]').map((name, index) => knownColumn(name, columns.all, `order.${index}`)),
    definitionVersion: single(query, 'definition_version')?.slice(0, 64) || null,
    requestToken: single(query, 'request_token')?.slice(0, 64) || null,
  };
}
