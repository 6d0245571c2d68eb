export type KpiOperator = '=' | '!=' | '<' | '<=' | '>' | '>=' | 'in';

/** A day counted from today in France: `{ today: 0 }` is today, `{ today: 30 }` thirty days on, `{ today: -7 }` a week ago. */
export interface RelativeDay {
  today: number;
}

export type KpiValue = string | number | boolean;

/**
 * One condition on the module's records: a stored value of the field as a form saves it ('sent', true, 1200.5 euros,
 * a related record's id), a list of them for 'in', or a day relative to today for a date or datetime field.
 */
export interface KpiCondition {
  field: string;
  op: KpiOperator;
  value: KpiValue | KpiValue[] | RelativeDay;
}

/**
 * An indicator of the home page (SPEC §3 'KPI'): a count of the module's records, or the sum of one of its number or
 * money fields, over the records meeting every condition, for the caller's organisation. `link` is the app path of
 * the module's list ('/list/invoice'), which the card opens.
 */
export interface KpiDeclaration {
  /** Unique among the application's KPIs. */
  name: string;
  title: string;
  /** 'money' exactly when it sums a money field (a value in euros). */
  format: 'number' | 'money';
  /** A Material icon name the menu knows. */
  icon?: string;
  aggregate: 'count' | { sum: string };
  where?: KpiCondition[];
  link?: string;
}

/** A KPI checked against its module: every name a stored field of the right kind, every value one it stores. */
export interface RegisteredKpi {
  module: string;
  declaration: KpiDeclaration;
}

export const isRelativeDay = (value: KpiCondition['value']): value is RelativeDay => typeof value === 'object' && !Array.isArray(value);
