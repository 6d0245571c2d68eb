import { MONEY_DECIMALS, formatMoney } from '@ossature/contract';

/** Spaces a person may type or paste inside a number, Intl's narrow no-break spaces included. */
const SPACES = /[\s\u00a0\u202f]/g;

/**
 * The text of a number field after a keystroke, or null when the keystroke must be refused: digits, an optional
 * leading minus (when negatives are allowed), a dot or a French comma (shown as a comma) and at most `decimals`
 * digits after it. Refusing, rather than rounding later, is what stops a 3rd decimal in a money field.
 */
export function acceptTyped(text: string, decimals: number, allowNegative: boolean): string | null {
  const compact = text.replace(SPACES, '').replace('.', ',');
  const pattern = decimals > 0 ? new RegExp(`^-?\\d*(,\\d{0,${decimals}})?$`) : /^-?\d*$/;
  if (!pattern.test(compact)) return null;
  if (!allowNegative && compact.startsWith('-')) return null;
  return compact;
}

/** The number a typed text stands for; an empty or unfinished text ('', '-', ',') is no value. */
export function parseTyped(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** How a stored number is edited: a French comma, no grouping spaces. */
export const editText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** An amount in an input, outside editing: always its 2 decimals (393.9 → '393,90'), as beside it in the totals. */
export const amountEditText = (value: number | null) => (value === null ? '' : value.toFixed(MONEY_DECIMALS).replace('.', ','));

/** How a stored number is shown when the field is not being edited: French grouping and comma. */
export const formatNumber = (value: number, decimals: number) =>
  new Intl.NumberFormat('fr-FR', { maximumFractionDigits: decimals }).format(value);

/** An amount with its adornment and always 2 decimals: 1234.5 → '1 234,50 €' (SPEC §9: the adornment defaults to €). */
export function formatAmount(value: number, adornment = '€'): string {
  if (adornment === '€') return formatMoney(value);
  return `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}\u00a0${adornment}`;
}
