import {
  type ColumnType,
  type ListFilterCondition,
  type Period,
  foldForSearch,
  isPeriod,
  messages,
  parseDuration,
  splitValues,
} from '@ossature/contract';
import { type Expression, type ExpressionBuilder, type SqlBool, expressionBuilder, sql } from 'kysely';
import { HttpError } from '../../infra/http-error.js';
import { hasInvalidCharacters } from '../../metadata/kinds/text-kinds.js';
import { type TimeWindow, durationWindow, periodWindows } from './time-windows.js';

/** A column a filter may apply to: its SQL name comes from the module definition, never from the request. */
export interface FilterableColumn {
  column: string;
  type: ColumnType;
  /**
   * A filter's value as typed → the value as stored (euros → cents, '1' → 1), or undefined when it cannot be one,
   * the column's storage included (1,5 for a rating held as an integer).
   */
  toStored(value: string): unknown;
  /** Whether a stored value (a group's, handed out with its row) is one the column can hold. */
  holds(value: unknown): boolean;
}

/** Module tables are known only at run time: the builder of a query on any one of them. */
type Builder = ExpressionBuilder<Record<string, Record<string, unknown>>, string>;
type Condition = Expression<SqlBool>;

/** Stored text lengths of the date-like types: a value is compared at its own precision. */
const TEXT_LENGTH: Partial<Record<ColumnType, number>> = { year: 4, month: 7, date: 10, datetime: 19 };
const isDateLike = (type: ColumnType) => TEXT_LENGTH[type] !== undefined;

const invalidFilter = (path: string) => new HttpError(400, messages.list.invalidFilter, { errors: [{ path, text: messages.list.invalidFilter }] });

/** LIKE patterns match the typed text literally (% and _ escaped), folded like the column: no case, no accents. */
export const likePattern = (text: string) => `%${foldForSearch(text).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

const folded = (column: string) => sql<string>`fold(${sql.ref(column)})`;

/** Several values held as a JSON array in a text column (multi-selects, several related records). */
export const isArray = (type: ColumnType) => type === 'choices' || type === 'relations';

/**
 * One value among those of a JSON array column: the value's JSON text with a bracket or comma on each side, so that
 * 1 is not found in [11] nor "vip" in ["vip2"].
 */
function holds(eb: Builder, column: string, value: unknown): Condition {
  const json = JSON.stringify(value).replace(/[\\%_]/g, (ch) => `\\${ch}`);
  const ref = sql.ref(column);
  return eb.or(
    [`[${json}]`, `[${json},%`, `%,${json}]`, `%,${json},%`].map((pattern) => eb(ref, 'like', sql<string>`${pattern} escape '\\'`)),
  );
}

export function isEmptyCondition(eb: Builder, target: FilterableColumn): Condition {
  const column = sql.ref(target.column);
  if (isArray(target.type)) return eb.or([eb(column, 'is', null), eb(column, '=', '[]')]);
  if (target.type === 'text' || isDateLike(target.type) || target.type === 'time' || target.type === 'choice') {
    return eb.or([eb(column, 'is', null), eb(column, '=', '')]);
  }
  return eb(column, 'is', null);
}

/** A date-like column overlaps the window: both ends cut to the column's precision, compared as text (indexed). */
function overlaps(eb: Builder, target: FilterableColumn, window: TimeWindow): Condition {
  const length = TEXT_LENGTH[target.type] ?? 19;
  const column = sql.ref(target.column);
  const parts: Condition[] = [eb(column, 'is not', null), eb(column, '<>', '')];
  if (window.from !== null) parts.push(eb(column, '>=', window.from.slice(0, length)));
  if (window.to !== null) parts.push(eb(column, '<=', window.to.slice(0, length)));
  return eb.and(parts);
}

/** A typed date ('2026', '2026-11', '2026-11-24', '2026-11-24 10:30') as the window it names, to the second. */
function dateWindow(value: string): TimeWindow | null {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?)?)?$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  // A date the calendar does not hold (2026-02-31, 25:99) names no window: compared as text it would still match.
  if (month !== undefined && (Number(month) < 1 || Number(month) > 12)) return null;
  if (day !== undefined && (Number(day) < 1 || Number(day) > new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate())) return null;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59)) return null;
  if (hour !== undefined) {
    const at = `${year}-${month}-${day} ${hour}:${minute}:${second ?? '00'}`;
    return { from: at, to: second === undefined ? `${at.slice(0, 16)}:59` : at };
  }
  if (day !== undefined) return { from: `${year}-${month}-${day} 00:00:00`, to: `${year}-${month}-${day} 23:59:59` };
  if (month !== undefined) {
    const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
    return { from: `${year}-${month}-01 00:00:00`, to: `${year}-${month}-${String(last).padStart(2, '0')} 23:59:59` };
  }
  return { from: `${year}-01-01 00:00:00`, to: `${year}-12-31 23:59:59` };
}

const valuesOf = (value: ListFilterCondition['value']): string[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : splitValues(String(value));

const textOf = (value: ListFilterCondition['value']): string => (value === undefined || value === null ? '' : Array.isArray(value) ? value.join(' ') : String(value));

/**
 * A value holding what no one types (a null character, half a surrogate pair) is refused as a form's text is: here,
 * where every filter row becomes SQL, so a request's rows and a saved configuration's are checked by the same rule.
 */
function refuseUntyped(value: ListFilterCondition['value'], path: string): void {
  const texts = Array.isArray(value) ? value : [value];
  if (texts.some((text) => typeof text === 'string' && hasInvalidCharacters(text))) {
    throw new HttpError(400, messages.list.invalidRequest, { errors: [{ path, text: messages.form.invalidCharacters }] });
  }
}

/** One stored value for a comparison, or 400 'Filtre non valide' when the text cannot be one. */
function stored(target: FilterableColumn, value: string, path: string): unknown {
  const converted = target.toStored(value);
  if (converted === undefined) throw invalidFilter(path);
  return converted;
}

function equals(eb: Builder, target: FilterableColumn, value: string, path: string): Condition {
  if (isDateLike(target.type)) {
    const window = dateWindow(value);
    if (!window) throw invalidFilter(path);
    return overlaps(eb, target, window);
  }
  if (target.type === 'text') return eb(folded(target.column), '=', foldForSearch(value));
  if (isArray(target.type)) return holds(eb, target.column, stored(target, value, path));
  return eb(sql.ref(target.column), '=', stored(target, value, path));
}

function compares(eb: Builder, target: FilterableColumn, operator: '<' | '<=' | '>' | '>=', value: string, path: string): Condition {
  const column = sql.ref(target.column);
  if (isDateLike(target.type)) {
    const window = dateWindow(value);
    if (!window) throw invalidFilter(path);
    const length = TEXT_LENGTH[target.type]!;
    // Before a day is before its first second; up to a day includes its last one.
    const bound = operator === '<' || operator === '>=' ? window.from! : window.to!;
    return eb.and([eb(column, 'is not', null), eb(column, '<>', ''), eb(column, operator, bound.slice(0, length))]);
  }
  return eb(column, operator, stored(target, value, path));
}

/**
 * One active filter row as a condition, in SQL with bound values (SPEC §3 Filters): text compares folded (no case,
 * no accents); '=' with no value means empty, '!=' and 'not_contains' with none mean not empty; 'different' and
 * 'not_contains' keep rows where the column is empty; dates compare at their own precision; periods and durations
 * are windows of Paris wall-clock time at `now`.
 */
export function filterCondition(eb: Builder, target: FilterableColumn, condition: ListFilterCondition, now: Date, path: string): Condition {
  refuseUntyped(condition.value, `${path}.value`);
  const text = textOf(condition.value).trim();
  const column = sql.ref(target.column);
  switch (condition.operator) {
    case 'empty':
      return isEmptyCondition(eb, target);
    case 'equal':
    case '=':
      return text === '' ? isEmptyCondition(eb, target) : equals(eb, target, text, path);
    case 'different':
    case '!=':
      return text === '' ? eb.not(isEmptyCondition(eb, target)) : eb.or([isEmptyCondition(eb, target), eb.not(equals(eb, target, text, path))]);
    case 'contains':
      if (isArray(target.type)) return equals(eb, target, text, path);
      return eb(folded(target.column), 'like', sql<string>`${likePattern(text)} escape '\\'`);
    case 'not_contains':
      if (text === '') return eb.not(isEmptyCondition(eb, target));
      if (isArray(target.type)) return eb.or([isEmptyCondition(eb, target), eb.not(equals(eb, target, text, path))]);
      return eb.or([isEmptyCondition(eb, target), eb(folded(target.column), 'not like', sql<string>`${likePattern(text)} escape '\\'`)]);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return compares(eb, target, condition.operator, text, path);
    case 'column_values': {
      const values = valuesOf(condition.value);
      if (values.length === 0) throw invalidFilter(path);
      if (isArray(target.type)) return eb.or(values.map((value) => equals(eb, target, value, path)));
      if (target.type === 'text') return eb(folded(target.column), 'in', values.map((value) => foldForSearch(value)));
      return eb(column, 'in', values.map((value) => stored(target, value, path)));
    }
    case 'period':
      if (!isPeriod(text)) throw invalidFilter(path);
      return overlaps(eb, target, periodWindows[text as Period](now));
    case 'duration': {
      const duration = parseDuration(text);
      if (!duration) throw invalidFilter(path);
      return overlaps(eb, target, durationWindow(duration, now));
    }
    default:
      throw invalidFilter(path);
  }
}

/**
 * Whether a filter row can be applied at all, its value included: the condition is built, not run. A saved
 * configuration may hold a value that no longer is one (saved through the API, or before a rule changed).
 */
export function filterApplies(target: FilterableColumn, condition: ListFilterCondition, now: Date): boolean {
  try {
    filterCondition(expressionBuilder(), target, condition, now, '');
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}
