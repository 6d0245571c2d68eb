import { FILTER_OPERATORS, type ListDefinition, messages } from '@ossature/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FilterRow, type ListQueryState, appliedFilters, initialListQuery, listQueryReducer } from '../src/engines/list/state/list-query';
import type { ListController } from '../src/engines/list/state/use-list-controller';
import { FilterEditor } from '../src/engines/list/view/filters/FilterEditor';
import { invoiceListDefinition } from './invoice-list-definition';
import { withQueries } from './query-wrapper';

afterEach(cleanup);

const EQUALITY = ['equal', '=', 'different', '!=', 'empty'];
const COMPARISON = [...EQUALITY, '<', '<=', '>', '>='];
/** The invoices' list with a column of each kind the editor treats its own way, and every operator as the server offers them. */
const definition = invoiceListDefinition({
  columns: [
    { name: 'number', label: 'Numéro', type: 'text', operators: ['contains', 'not_contains', ...EQUALITY, 'column_values'] },
    { name: 'total', label: 'Total HT', type: 'money', operators: COMPARISON },
    { name: 'issued', label: 'Date', type: 'date', operators: [...COMPARISON, 'period', 'duration'] },
    { name: 'status', label: 'Statut', type: 'choice', operators: [...EQUALITY, 'column_values'] },
    { name: 'customer', label: 'Client', type: 'relation', operators: [...EQUALITY, 'column_values'] },
    { name: 'themes', label: 'Thèmes', type: 'choices', operators: ['contains', 'not_contains', 'empty', 'column_values'] },
  ] as unknown as ListDefinition['columns'],
  filter_operators: FILTER_OPERATORS.map((operator) => ({ operator, label: messages.list.operators[operator], ...(operator === 'contains' ? { default: true } : {}) })),
});

/** The filter editor over the list's own reducer, with what the list would ask for and where it stands. */
function Editor({ initial }: { initial: ListQueryState }) {
  const [state, dispatch] = useReducer(listQueryReducer, initial);
  const list = { state, dispatch, defaultOperator: 'contains' } as unknown as ListController;
  return (
    <>
      <FilterEditor domain="invoice" params={undefined} definition={definition} list={list} />
      <output data-testid="applied">{JSON.stringify(appliedFilters(state.filters))}</output>
      <output data-testid="where">{`page ${state.pageIndex}, configuration ${String(state.configurationId)}`}</output>
    </>
  );
}

/** The list on its fourth page, with configuration 4 applied, and these filter rows. */
const renderEditor = (rows?: FilterRow[]) => {
  const start = initialListQuery(50, null, 'contains');
  return render(<Editor initial={{ ...start, pageIndex: 3, configurationId: 4, filters: rows ? { link: 'AND', rows } : start.filters }} />, { wrapper: withQueries() });
};

const row = (position: number) => within(screen.getByRole('group', { name: `Filtres ${position}` }));
/** Chooses an entry of a row's select (Colonne, Opérateur). */
function choose(position: number, field: string, entry: string) {
  fireEvent.mouseDown(row(position).getByRole('combobox', { name: field }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: entry }));
}
const operatorOf = (position: number) => row(position).getByRole('combobox', { name: 'Opérateur' }).textContent;
const applied = () => JSON.parse(screen.getByTestId('applied').textContent!) as unknown[];
const where = () => screen.getByTestId('where').textContent;

describe('choosing a filter row’s column', () => {
  it('applies nothing by itself: the row takes an operator that waits for a value', () => {
    renderEditor();
    choose(1, 'Colonne', 'Statut');
    expect(operatorOf(1)).toBe('Parmi les valeurs');
    choose(1, 'Colonne', 'Client');
    expect(operatorOf(1)).toBe('Parmi les valeurs');
    choose(1, 'Colonne', 'Date');
    expect(operatorOf(1)).toBe('Période');
    choose(1, 'Colonne', 'Total HT');
    expect(operatorOf(1)).toBe('Inférieur à');
    // Nothing was asked of the list yet: same page, configuration still applied.
    expect(applied()).toEqual([]);
    expect(where()).toBe('page 3, configuration 4');

    fireEvent.change(row(1).getByRole('textbox', { name: 'Valeur' }), { target: { value: '1 500' } });
    expect(applied()).toEqual([{ column: 'total', operator: '<', value: '1500' }]);
    expect(where()).toBe('page 0, configuration null');
  });

  it('keeps the default operator where the column offers it', () => {
    renderEditor();
    choose(1, 'Colonne', 'Thèmes');
    expect(operatorOf(1)).toBe('Contient');
    choose(1, 'Colonne', 'Numéro');
    expect(operatorOf(1)).toBe('Contient');
    expect(applied()).toEqual([]);
  });

  it('keeps the operator the user chose when the new column offers it', () => {
    renderEditor();
    choose(1, 'Colonne', 'Total HT');
    choose(1, 'Opérateur', 'Supérieur à');
    choose(1, 'Colonne', 'Date');
    expect(operatorOf(1)).toBe('Supérieur à');
    choose(1, 'Colonne', 'Statut');
    choose(1, 'Opérateur', 'Égal à');
    choose(1, 'Colonne', 'Client');
    expect(operatorOf(1)).toBe('Égal à');
    // One the new column does not offer gives way to one it does.
    choose(1, 'Colonne', 'Thèmes');
    expect(operatorOf(1)).toBe('Contient');
  });
});

describe('removing a filter row', () => {
  it('leaves the rows after it as they were, what is being typed in them included', () => {
    renderEditor([
      { column: 'total', operator: '>', value: null },
      { column: 'total', operator: '<', value: null },
    ]);
    fireEvent.change(row(1).getByRole('textbox', { name: 'Valeur' }), { target: { value: '12a' } });
    expect(row(1).getByText('Filtre non valide')).toBeTruthy();
    fireEvent.change(row(2).getByRole('textbox', { name: 'Valeur' }), { target: { value: '1 5' } });

    fireEvent.click(row(1).getByRole('button', { name: 'Supprimer le filtre' }));
    expect(screen.queryByRole('group', { name: 'Filtres 2' })).toBeNull();
    expect(operatorOf(1)).toBe('Inférieur à');
    expect(row(1).getByRole<HTMLInputElement>('textbox', { name: 'Valeur' }).value).toBe('1 5');
    expect(row(1).queryByText('Filtre non valide')).toBeNull();
  });
});
