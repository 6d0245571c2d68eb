import { describe, expect, it } from 'vitest';
import { publicHolidays } from '../../src/engines/planning/public-holidays.js';

describe('public holidays', () => {
  it('names the days off of a span across two years, computed feasts included, observances left out', () => {
    expect([...publicHolidays('metropolitan', '2035-05-01', '2035-05-31')]).toEqual([
      ['2035-05-01', 'Fête du travail'],
      ['2035-05-03', 'Ascension'],
      ['2035-05-08', 'Fête de la Victoire 1945'],
      ['2035-05-14', 'Lundi de Pentecôte'],
    ]);
    expect([...publicHolidays('metropolitan', '2035-12-24', '2036-01-02').keys()]).toEqual(['2035-12-25', '2036-01-01']);
  });

  it('adds Good Friday and St Stephen’s Day in Alsace-Moselle only', () => {
    expect(publicHolidays('alsace_moselle', '2035-03-19', '2035-03-26').get('2035-03-23')).toBe('Vendredi saint');
    expect(publicHolidays('metropolitan', '2035-03-19', '2035-03-26').has('2035-03-23')).toBe(false);
    expect([...publicHolidays('alsace_moselle', '2035-12-25', '2035-12-26').keys()]).toEqual(['2035-12-25', '2035-12-26']);
  });

  it('answers the same after many years were asked for, more than are kept', () => {
    const first = publicHolidays('metropolitan', '2035-01-01', '2035-12-31');
    for (let year = 1950; year < 2150; year++) publicHolidays(year % 2 ? 'metropolitan' : 'alsace_moselle', `${year}-01-01`, `${year}-12-31`);
    expect(publicHolidays('metropolitan', '2035-01-01', '2035-12-31')).toEqual(first);
    expect(first.size).toBe(11);
  });
});
