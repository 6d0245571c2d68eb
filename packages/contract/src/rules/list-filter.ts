import { splitValues } from './list-values.js';

/**
 * The operators of a list filter (SPEC §3 Filters). `=` / `equal` and `!=` / `different` are the spec's synonyms;
 * comparisons apply to numbers, money, times and dates; `column_values` takes values joined by ';@@;'; `period`
 * names a window of SPEC §3; `duration` is 'option;@@;number;@@;unit'.
 */
export const FILTER_OPERATORS = [
  'contains',
  'not_contains',
  'equal',
  '=',
  'different',
  '!=',
  'empty',
  '<',
  '<=',
  '>',
  '>=',
  'column_values',
  'period',
  'duration',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export const isFilterOperator = (value: string): value is FilterOperator => (FILTER_OPERATORS as readonly string[]).includes(value);

/** SPEC §5: these keep meaning with an empty value (`=` '' is "is empty", `!=` '' and `not_contains` '' "is not"). */
export const OPERATORS_WITHOUT_VALUE: readonly FilterOperator[] = ['different', '!=', 'not_contains', 'empty', '=', 'equal'];

export const PERIODS = [
  'last_hour',
  'last_day',
  'today',
  'yesterday',
  'last_week',
  'past_thirty_days',
  'this_month',
  'last_month',
  'this_year',
  'since_one_year',
  'last_year',
] as const;
export type Period = (typeof PERIODS)[number];
export const isPeriod = (value: string): value is Period => (PERIODS as readonly string[]).includes(value);

export const DURATION_OPTIONS = ['since_more', 'since_less', 'in_more_than', 'in_less_than'] as const;
export const DURATION_UNITS = ['days', 'months', 'years'] as const;
export interface Duration {
  option: (typeof DURATION_OPTIONS)[number];
  amount: number;
  unit: (typeof DURATION_UNITS)[number];
}

/** The longest duration a filter may name, in its unit: beyond, dates leave what both databases can represent. */
const MAX_DURATION_AMOUNT = 10_000;

/**
 * 'since_more;@@;3;@@;months' → its parts; anything else — not exactly 3 parts, an unknown option or unit, an amount
 * that is not a whole number from 0 — is null, which the screen shows as 'Filtre non valide' (SPEC §5).
 */
export function parseDuration(value: string): Duration | null {
  const parts = splitValues(value);
  if (parts.length !== 3) return null;
  const [option, amount, unit] = parts as [string, string, string];
  if (!(DURATION_OPTIONS as readonly string[]).includes(option) || !(DURATION_UNITS as readonly string[]).includes(unit)) return null;
  if (!/^\d{1,5}$/.test(amount) || Number(amount) > MAX_DURATION_AMOUNT) return null;
  return { option: option as Duration['option'], amount: Number(amount), unit: unit as Duration['unit'] };
}

export interface FilterEntry {
  column: string;
  operator: string;
  value?: unknown;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * SPEC §5: a filter row applies only with a column and an operator, and a value unless its operator keeps meaning
 * without one. A row being typed that does not apply yet is left out of the query, not an error.
 */
export function isFilterActive(entry: FilterEntry): boolean {
  if (!entry.column || !entry.operator) return false;
  if (entry.operator === 'empty') return true;
  return !isBlank(entry.value) || (isFilterOperator(entry.operator) && OPERATORS_WITHOUT_VALUE.includes(entry.operator));
}
