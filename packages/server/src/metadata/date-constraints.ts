import type { Constraint } from './field-definition.js';

/**
 * A date that cannot come before another date field of the record (an end before its start, a due date before the
 * issue date); dates are 'yyyy-MM-dd', so text order is date order. Holds while the other date is not given.
 */
export const notBefore = (field: string, message: string): Constraint => ({
  message,
  reads: [field],
  check: (value, record) => typeof record.values[field] !== 'string' || String(value) >= (record.values[field] as string),
});
