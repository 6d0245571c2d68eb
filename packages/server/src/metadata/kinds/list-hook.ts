import { type ColumnAggregate, type ColumnFormat, type ColumnType, type FilterOperator, MAX_RECORD_ID, toCents } from '@ossature/contract';

/**
 * What a list does with a field of a kind: what the column holds (for the filter editor, sorts and groups), how its
 * cells show, which filter operators and footer figures apply, and how a filter's typed value becomes a stored one.
 * A kind without it never appears in a list (passwords, display-only kinds).
 */
export interface ListHook {
  type: ColumnType;
  format: ColumnFormat;
  operators: readonly FilterOperator[];
  sortable: boolean;
  groupable: boolean;
  aggregates: readonly ColumnAggregate[];
  /** A filter's value as typed → the value as stored, or undefined when it cannot be one ('Filtre non valide'). */
  toStored(value: string): unknown;
}

const EQUALITY: readonly FilterOperator[] = ['equal', '=', 'different', '!=', 'empty'];
const COMPARISON: readonly FilterOperator[] = [...EQUALITY, '<', '<=', '>', '>='];
const asTyped = (value: string) => value;

/** A decimal typed the French way or not ('12,5' or '12.5'). */
const decimal = (value: string): number | undefined => (/^-?\d{1,15}([.,]\d{1,6})?$/.test(value.trim()) ? Number(value.trim().replace(',', '.')) : undefined);

export const listHooks = {
  text: (): ListHook => ({
    type: 'text',
    format: 'text',
    operators: ['contains', 'not_contains', ...EQUALITY, 'column_values'],
    sortable: true,
    groupable: true,
    aggregates: ['count'],
    toStored: asTyped,
  }),
  number: (): ListHook => ({
    type: 'number',
    format: 'number',
    operators: COMPARISON,
    sortable: true,
    groupable: true,
    aggregates: ['sum', 'avg', 'min', 'max', 'count'],
    toStored: decimal,
  }),
  /** Euros typed, cents stored. */
  money: (): ListHook => ({
    type: 'money',
    format: 'money',
    operators: COMPARISON,
    sortable: true,
    groupable: false,
    aggregates: ['sum', 'avg', 'min', 'max', 'count'],
    toStored: (value) => {
      const euros = decimal(value);
      return euros === undefined ? undefined : toCents(euros);
    },
  }),
  /** Dates, months, years and datetimes: text in their stored formats, compared at their own precision. */
  date: (type: 'date' | 'datetime' | 'month' | 'year'): ListHook => ({
    type,
    format: 'text',
    operators: [...COMPARISON, 'period', 'duration'],
    sortable: true,
    groupable: true,
    // A figure is a number (a footer's, a group's): the earliest or latest date would be text.
    aggregates: ['count'],
    toStored: asTyped,
  }),
  time: (): ListHook => ({ type: 'time', format: 'text', operators: COMPARISON, sortable: true, groupable: true, aggregates: ['count'], toStored: asTyped }),
  boolean: (): ListHook => ({
    type: 'boolean',
    format: 'text',
    operators: EQUALITY,
    sortable: true,
    groupable: true,
    aggregates: ['count'],
    toStored: (value) => (value === '1' || value === 'true' ? 1 : value === '0' || value === 'false' ? 0 : undefined),
  }),
  /** One value among the field's options. */
  choice: (): ListHook => ({ type: 'choice', format: 'text', operators: [...EQUALITY, 'column_values'], sortable: true, groupable: true, aggregates: ['count'], toStored: asTyped }),
  /** Several values among options, held as a JSON array: found inside, never sorted or grouped by. */
  choices: (): ListHook => ({ type: 'choices', format: 'text', operators: ['contains', 'not_contains', 'empty', 'column_values'], sortable: false, groupable: false, aggregates: ['count'], toStored: asTyped }),
  /** A related record, by id; its label is the related module's. */
  relation: (): ListHook => ({
    type: 'relation',
    format: 'text',
    operators: [...EQUALITY, 'column_values'],
    sortable: false,
    groupable: true,
    aggregates: ['count'],
    toStored: (value) => (/^\d{1,10}$/.test(value) && Number(value) > 0 && Number(value) <= MAX_RECORD_ID ? Number(value) : undefined),
  }),
  /** An image or file: only whether there is one. */
  image: (): ListHook => ({ type: 'image', format: 'image', operators: ['empty'], sortable: false, groupable: false, aggregates: ['count'], toStored: () => undefined }),
};
