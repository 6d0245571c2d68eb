import { describe, expect, it } from 'vitest';
import { configurationName } from '../src/rules/configuration-name.js';
import { isFilterActive, parseDuration } from '../src/rules/list-filter.js';
import { joinValues, splitValues } from '../src/rules/list-values.js';

describe('values joined by ;@@;', () => {
  it('round-trip, and an empty text is no value at all', () => {
    expect(splitValues(joinValues(['Congés', 'RTT']))).toEqual(['Congés', 'RTT']);
    expect(joinValues(['a', 'b'])).toBe('a;@@;b');
    expect(splitValues('')).toEqual([]);
  });
});

describe('a duration filter value', () => {
  it('has an option, a whole number and a unit', () => {
    expect(parseDuration('since_more;@@;3;@@;months')).toEqual({ option: 'since_more', amount: 3, unit: 'months' });
    expect(parseDuration('in_less_than;@@;0;@@;days')).toEqual({ option: 'in_less_than', amount: 0, unit: 'days' });
  });

  it('is invalid without exactly three parts, or with an unknown option, unit or amount', () => {
    const invalid = ['since_more;@@;3', 'since_more;@@;3;@@;months;@@;x', 'soon;@@;3;@@;days', 'since_less;@@;3;@@;weeks', 'since_less;@@;-3;@@;days', 'since_less;@@;2.5;@@;days', 'since_less;@@;99999;@@;years', ''];
    expect(invalid.filter((value) => parseDuration(value) !== null)).toEqual([]);
  });
});

describe('a filter row', () => {
  it('applies only with a column, an operator and a value', () => {
    expect(isFilterActive({ column: 'name', operator: 'contains', value: 'dupont' })).toBe(true);
    expect(isFilterActive({ column: 'name', operator: 'contains', value: '' })).toBe(false);
    expect(isFilterActive({ column: '', operator: 'contains', value: 'dupont' })).toBe(false);
    expect(isFilterActive({ column: 'name', operator: '', value: 'dupont' })).toBe(false);
    expect(isFilterActive({ column: 'status', operator: 'column_values', value: [] })).toBe(false);
  });

  it('applies without a value for the operators that keep a meaning without one', () => {
    const operators = ['different', '!=', 'not_contains', 'empty', '=', 'equal'];
    expect(operators.filter((operator) => !isFilterActive({ column: 'name', operator, value: '' }))).toEqual([]);
    expect(isFilterActive({ column: 'amount', operator: '>', value: '' })).toBe(false);
  });
});

describe('the name of a saved configuration', () => {
  it('is made from its title: trimmed, lower case, no accents, separators to dashes, nothing else', () => {
    expect(configurationName('  Mes absences (à valider) ')).toBe('mes-absences-a-valider');
    expect(configurationName("Factures d'été — 2026")).toBe('factures-d-ete-2026');
    expect(configurationName('Cœur   de  cible__VIP!!')).toBe('coeur-de-cible-vip');
    expect(configurationName('***')).toBe('');
  });
});
