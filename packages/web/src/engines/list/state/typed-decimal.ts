/**
 * A number typed in a filter the way a French reader writes it, or copies it from a cell ('14 704,32 €', '-3,5',
 * '12.5'), as the list-data call takes it ('14704.32'); null when it is not a number. Spaces (the cells' narrow
 * no-break ones included) and the euro sign go; a decimal comma becomes a point.
 */
export function typedDecimal(typed: string): string | null {
  const bare = typed.replace(/[\s€]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(bare) ? bare : null;
}
