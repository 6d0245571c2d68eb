import { describe, expect, it } from 'vitest';
import { typedDecimal } from '../src/engines/list/state/typed-decimal';

describe('a number typed in a list filter', () => {
  it('is read as the cells show it: grouping spaces of any kind, a decimal comma, the euro sign', () => {
    expect(typedDecimal('14\u202f704,32\u00a0€')).toBe('14704.32');
    expect(typedDecimal('14 704,32')).toBe('14704.32');
    expect(typedDecimal('14704.32')).toBe('14704.32');
    expect(typedDecimal(' -3,5 ')).toBe('-3.5');
    expect(typedDecimal('12')).toBe('12');
  });

  it('is no number when it holds anything else, or only half of one', () => {
    for (const text of ['abc', '12a', '1,2,3', '1.234,56', ',5', '5,', '-', '€', '']) expect(typedDecimal(text)).toBeNull();
  });
});
