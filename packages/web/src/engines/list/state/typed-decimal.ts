import { toCents } from '@ossature/contract';

/**
 * A number typed in a filter the way a French reader writes it, or copies it from a cell ('14 704,32 €', '-3,5',
 * '12.5'), as the list-data call takes it ('14704.32'); null when it is not a number. Spaces (the cells' narrow
 * no-break ones included) and the euro sign go; a decimal comma becomes a point.
 */
export function typedDecimal(typed: string): string | null {
  const bare = typed.replace(/[\s€]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(bare) ? bare : null;
}

/** The most digits the server reads in a filter's number (list-hook.ts `decimal`): 15 whole, 6 decimal. */
const MAX_WHOLE_DIGITS = 15;
const MAX_DECIMAL_DIGITS = 6;

/**
 * A number typed in the filter of a number or money column, as the list-data call takes it; null when the server
 * would refuse it ('Filtre non valide' in place of the rows): not a number, more digits than it reads, or an amount
 * whose cents are beyond the whole numbers its column holds exactly (storage-fit.ts).
 */
export function typedFilterNumber(typed: string, type: 'number' | 'money'): string | null {
  const number = typedDecimal(typed);
  if (number === null) return null;
  const [whole = '', decimals = ''] = number.replace('-', '').split('.');
  if (whole.length > MAX_WHOLE_DIGITS || decimals.length > MAX_DECIMAL_DIGITS) return null;
  if (type === 'money' && !Number.isSafeInteger(toCents(Number(number)))) return null;
  return number;
}
