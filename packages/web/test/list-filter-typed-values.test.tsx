import type { ListColumn } from '@ossature/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FilterRow } from '../src/engines/list/state/list-query';
import { FilterValueInput } from '../src/engines/list/view/filters/FilterValueInput';

afterEach(cleanup);

const column = (name: string, type: ListColumn['type'], operators: string[]) => ({ name, label: name, type, operators }) as unknown as ListColumn;
const year = column('year', 'year', ['equal', '<', '>', 'period', 'duration']);
const quantity = column('quantity', 'number', ['equal', '<', '>']);
const amount = column('total', 'money', ['equal', '<', '>']);
const issued = column('issued', 'date', ['equal', 'period', 'duration']);
const state = { filters: { link: 'AND' as const, rows: [] }, search: '' };

/** A filter row's value field, the row holding what it gives and every value it gave (shown as JSON). */
function RowValue({ of, operator }: { of: ListColumn; operator: string }) {
  const [values, setValues] = useState<FilterRow['value'][]>([]);
  const value = values.at(-1) ?? null;
  return (
    <>
      <FilterValueInput domain="invoice" params={undefined} state={state} column={of} row={{ column: of.name, operator, value }} onChange={(next) => setValues([...values, next])} />
      <output data-testid="given">{JSON.stringify(values)}</output>
    </>
  );
}

const given = () => JSON.parse(screen.getByTestId('given').textContent!) as unknown[];
const type = (text: string, name = 'Valeur') => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value: text } });
const invalid = () => screen.queryByText('Filtre non valide');

describe('a year typed in a filter row', () => {
  it('is given to the row only once it is four digits; a pause on the way says it is not valid', () => {
    render(<RowValue of={year} operator="equal" />);
    type('20');
    expect(given()).toEqual([]);
    expect(invalid()).toBeTruthy();
    type('2026');
    expect(given()).toEqual(['2026']);
    expect(invalid()).toBeNull();
    type('2026a');
    expect(given()).toEqual(['2026']);
    expect(invalid()).toBeTruthy();
  });
});

describe('a number typed in a filter row', () => {
  it('is not given beyond the digits the server reads: 15 whole ones, 6 decimal ones', () => {
    render(<RowValue of={quantity} operator=">" />);
    type('1234567890123456');
    expect(invalid()).toBeTruthy();
    type('1,1234567');
    expect(invalid()).toBeTruthy();
    expect(given()).toEqual([]);
    type('123 456 789 012 345,123456');
    expect(given()).toEqual(['123456789012345.123456']);
    expect(invalid()).toBeNull();
  });

  it('is not given with decimals when its column holds whole numbers only (a rating)', () => {
    render(<RowValue of={{ ...quantity, whole: true }} operator=">" />);
    type('4,5');
    expect(invalid()).toBeTruthy();
    expect(given()).toEqual([]);
    type('4');
    expect(given()).toEqual(['4']);
    expect(invalid()).toBeNull();
  });

  it('is not given, for an amount, beyond the cents the server holds exactly', () => {
    render(<RowValue of={amount} operator=">" />);
    type('123 456 789 012 345 €');
    expect(given()).toEqual([]);
    expect(invalid()).toBeTruthy();
    type('1 000 000 000 000 €');
    expect(given()).toEqual(['1000000000000']);
    expect(invalid()).toBeNull();
  });
});

/** Chooses an entry of one of the field's selects. */
function choose(field: string, entry: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: field }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: entry }));
}

describe('a duration in a filter row', () => {
  it('is only incomplete while its amount is not typed, the option or unit chosen first: not invalid', () => {
    render(<RowValue of={issued} operator="duration" />);
    choose('Valeur', 'Dans plus de');
    choose('Unité', 'mois');
    expect(given().at(-1)).toBe('in_more_than;@@;;@@;months');
    expect(invalid()).toBeNull();
    type('3', 'Nombre');
    expect(given().at(-1)).toBe('in_more_than;@@;3;@@;months');
    expect(invalid()).toBeNull();
  });

  it('is not valid with an amount that is no whole number', () => {
    render(<RowValue of={issued} operator="duration" />);
    type('3,5', 'Nombre');
    expect(invalid()).toBeTruthy();
  });
});
