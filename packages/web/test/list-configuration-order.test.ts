import { describe, expect, it } from 'vitest';
import { configurationOrderError } from '../src/engines/list/state/configuration-order';

describe('the order typed in the configuration dialog', () => {
  it('is a whole number from 0 to 1 000 000', () => {
    for (const typed of ['0', '12', ' 7 ', '1000000']) expect(configurationOrderError(typed)).toBeNull();
  });

  it('says what is wrong: not a whole number, too small or too large', () => {
    for (const typed of ['', 'abc', '1,5', '1.5']) expect(configurationOrderError(typed)).toBe('Un nombre entier est attendu.');
    expect(configurationOrderError('-5')).toBe('La valeur doit être au moins 0.');
    expect(configurationOrderError('99999999')).toBe('La valeur doit être au plus 1\u202f000\u202f000.');
  });
});
