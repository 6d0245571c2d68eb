/**
 * Separators of the list calls (SPEC §9): several values of one filter, a column-values lookup ('column;@@;search')
 * and a duration's parts are joined by ';@@;'; the group-by columns of a list-data call by ';@;'.
 */
export const VALUE_SEPARATOR = ';@@;';

/** The spreadsheet formats a list exports to (SPEC §9); printing is pdf, always offered. */
export const EXPORT_FORMATS = ['xlsx', 'xls', 'ods', 'csv'] as const;
export type ExportFormatName = (typeof EXPORT_FORMATS)[number];
export const GROUP_BY_SEPARATOR = ';@;';

export const joinValues = (values: readonly string[]): string => values.join(VALUE_SEPARATOR);

/** '' is no value at all, not one empty value. */
export const splitValues = (joined: string): string[] => (joined === '' ? [] : joined.split(VALUE_SEPARATOR));
