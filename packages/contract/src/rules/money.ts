/** Money travels as a number of euros with at most 2 decimals and is stored as integer cents. */
export const MONEY_DECIMALS = 2;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

/** 1234.5 → '1 234,50 €' (fr-FR, with the narrow no-break spaces Intl uses). */
export const formatMoney = (amount: number) => euros.format(amount);

/** How many digits a number has after its decimal point (0.1 + 0.2 counts as the 1 decimal a person typed). */
export function decimalsOf(value: number): number {
  if (!Number.isFinite(value) || Number.isInteger(value)) return 0;
  const text = value.toPrecision(15).replace(/0+$/, '');
  const dot = text.indexOf('.');
  return dot === -1 ? 0 : text.length - dot - 1;
}

/** Rounds through 15 significant digits first, so that 1.005 € (100.49999… cents in binary) gives 101 cents. */
export const toCents = (amount: number) => Math.round(Number((amount * 100).toPrecision(15)));
export const fromCents = (cents: number) => cents / 100;
