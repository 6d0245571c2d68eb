import type { SelectOption } from '@ossature/contract';

/** The French VAT rates, as select options: the value is the rate in percent, with a dot ('5.5' reads 5,5 %). */
export const vatRateOptions: SelectOption[] = [
  { value: '0', label: '0 %' },
  { value: '5.5', label: '5,5 %' },
  { value: '10', label: '10 %' },
  { value: '20', label: '20 %' },
];

/** The standard rate, given to new products and lines. */
export const STANDARD_VAT_RATE = '20';

/** A rate value in tenths of a percent (5,5 % → 55), so that VAT is computed on integers; no rate counts as 0. */
export function vatPerMille(value: unknown): number {
  const rate = typeof value === 'string' || typeof value === 'number' ? Number(value) : Number.NaN;
  return Number.isFinite(rate) ? Math.round(rate * 10) : 0;
}
