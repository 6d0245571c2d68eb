import { fromCents, toCents } from '@ossature/contract';
import { vatPerMille } from './vat-rates.js';

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** dividend / divisor rounded half away from zero, on integers: no float drift, whatever the size. */
function roundedDivision(dividend: bigint, divisor: bigint): bigint {
  const half = divisor / 2n;
  return dividend >= 0n ? (dividend + half) / divisor : -((-dividend + half) / divisor);
}

/** VAT on an amount in cents at a rate in tenths of a percent, rounded to the cent. */
const vatCents = (baseCents: number, perMille: number) => Number(roundedDivision(BigInt(baseCents) * BigInt(perMille), 1000n));

/** quantity × unit price in euros, rounded to the cent; null while either is missing. */
export function lineTotal(quantity: unknown, unitPrice: unknown): number | null {
  if (!isAmount(quantity) || !isAmount(unitPrice)) return null;
  // Quantities have two decimals: hundredths × cents / 100, exact.
  return fromCents(Number(roundedDivision(BigInt(toCents(quantity)) * BigInt(toCents(unitPrice)), 100n)));
}

/** A price excluding VAT → including VAT, in euros; null without a price. */
export function withVat(price: unknown, vatRate: unknown): number | null {
  if (!isAmount(price)) return null;
  const cents = toCents(price);
  return fromCents(cents + vatCents(cents, vatPerMille(vatRate)));
}

export interface DocumentTotals {
  excludingVat: number;
  vat: number;
  includingVat: number;
}

/**
 * Totals of a quote's or an invoice's lines (their computed line_total and their vat_rate), in euros. VAT is
 * computed once per rate on the sum of that rate's lines, as French invoices state it, rather than line by line:
 * the rounding happens once per rate.
 */
export function documentTotals(lines: Record<string, unknown>[]): DocumentTotals {
  const baseByRate = new Map<number, number>();
  for (const line of lines) {
    if (!isAmount(line.line_total)) continue;
    const rate = vatPerMille(line.vat_rate);
    baseByRate.set(rate, (baseByRate.get(rate) ?? 0) + toCents(line.line_total));
  }
  let base = 0;
  let vat = 0;
  for (const [rate, cents] of baseByRate) {
    base += cents;
    vat += vatCents(cents, rate);
  }
  return { excludingVat: fromCents(base), vat: fromCents(vat), includingVat: fromCents(base + vat) };
}
