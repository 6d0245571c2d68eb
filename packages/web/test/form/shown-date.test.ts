import { describe, expect, it } from 'vitest';
import { shownDate } from '../../src/engines/form/rules/shown-date';

describe('a stored date as it reads', () => {
  it('is in the French format of its kind unless the property asks for another', () => {
    expect(shownDate('date', '2036-03-10', undefined)).toBe('10/03/2036');
    expect(shownDate('datetime', '2036-03-10 14:30:05', undefined)).toBe('10/03/2036 14:30');
    expect(shownDate('date_monthly', '2036-03', undefined)).toBe('03/2036');
  });

  it('is spelled out in French in the long formats, and by month in MM/yyyy', () => {
    expect(shownDate('date', '2036-03-10', 'PPP')).toBe('10 mars 2036');
    expect(shownDate('datetime', '2036-03-10 14:30:05', 'PPPpp')).toBe('10 mars 2036 à 14:30:05');
    expect(shownDate('date', '2036-03-10', 'MM/yyyy')).toBe('03/2036');
    expect(shownDate('datetime', '2036-03-10 14:30:05', 'dd/MM/yyyy')).toBe('10/03/2036');
  });

  it('ignores a format that is not a display format, and reads an impossible or empty date as nothing', () => {
    expect(shownDate('date', '2036-03-10', "yyyy'x'")).toBe('10/03/2036');
    expect(shownDate('date', '2036-02-30', 'PPP')).toBe('');
    expect(shownDate('date', '0000-00-00', 'PPP')).toBe('');
  });
});
