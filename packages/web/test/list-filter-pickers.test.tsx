import { type ListColumn, VALUE_SEPARATOR, joinValues } from '@ossature/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listApi } from '../src/engines/list/list-api';
import { type FilterRow, initialListQuery } from '../src/engines/list/state/list-query';
import type { ListController } from '../src/engines/list/state/use-list-controller';
import { ColumnFilterPopover } from '../src/engines/list/view/filters/ColumnFilterPopover';
import { FilterValueInput } from '../src/engines/list/view/filters/FilterValueInput';
import { withQueries } from './query-wrapper';

/** Columns whose filter values are picked among their own, and the values each holds with what its cells show. */
const column = (name: string, label: string, type: ListColumn['type'], operators: string[]) => ({ name, label, type, operators }) as unknown as ListColumn;
const status = column('status', 'Statut', 'choice', ['equal', '=', 'different', '!=', 'empty', 'column_values']);
const themes = column('themes', 'Thèmes', 'choices', ['contains', 'not_contains', 'empty', 'column_values']);
const contacts = column('contacts', 'Contacts', 'relations', ['contains', 'not_contains', 'empty', 'column_values']);
const held: Record<string, [string, string][]> = {
  status: [
    ['draft', 'Brouillon'],
    ['paid', 'Payée'],
    ['sent', 'Envoyée'],
  ],
  themes: [
    ['eco', 'Économie'],
    ['sante', 'Santé'],
  ],
  contacts: [
    ['12', 'Dupont'],
    ['15', 'Martin'],
  ],
};
const state = { filters: { link: 'AND' as const, rows: [] }, search: '' };

/** The column-values lookups, answered with the values whose label holds what was searched; the searches asked. */
function answerLookups() {
  const lookups = vi.spyOn(listApi, 'columnValues').mockImplementation(async (_domain, _params, query) => {
    const [name = '', search = ''] = (query.get('retrieve_column') ?? '').split(VALUE_SEPARATOR);
    const found = (held[name] ?? []).filter(([, label]) => label.toLowerCase().includes(search.toLowerCase()));
    return { all_column_values: joinValues(found.map(([value]) => value)), column_value_labels: joinValues(found.map(([, label]) => label)), exceeded_column_values_count: 0, request_token: '' } as never;
  });
  return { searches: () => lookups.mock.calls.map(([, , query]) => (query.get('retrieve_column') ?? '').split(VALUE_SEPARATOR)[1]) };
}

/** A filter row's value field, the row holding what it gives (shown in an output, as JSON). */
function RowValue({ of, operator }: { of: ListColumn; operator: string }) {
  const [value, setValue] = useState<FilterRow['value']>(null);
  return (
    <>
      <FilterValueInput domain="invoice" params={undefined} state={state} column={of} row={{ column: of.name, operator, value }} onChange={setValue} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const valueField = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Valeur' });
const heldValue = () => screen.getByTestId('value').textContent;

const openHeaderFilter = () => fireEvent.click(screen.getByRole('button', { name: 'Filtrer la colonne Statut' }));

/** Opens the value field's list and picks the value shown as `label`. */
async function pick(label: string) {
  fireEvent.keyDown(valueField(), { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a filter value picked among a column’s own', () => {
  it('shows the value chosen once picked, and searches again as soon as the user types', async () => {
    const { searches } = answerLookups();
    render(<RowValue of={status} operator="equal" />, { wrapper: withQueries() });
    await pick('Payée');
    expect(heldValue()).toBe('"paid"');
    expect(valueField().value).toBe('Payée');

    fireEvent.change(valueField(), { target: { value: 'Env' } });
    expect(valueField().value).toBe('Env');
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(searches()).toContain('Env');
    expect(await screen.findByRole('option', { name: 'Envoyée' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Brouillon' })).toBeNull();

    // Left without picking: the field shows the value still chosen, not the search.
    fireEvent.keyDown(valueField(), { key: 'Escape' });
    expect(valueField().value).toBe('Payée');
    expect(heldValue()).toBe('"paid"');
  });

  it('is offered for ‘Contient’ one of several options held: the option’s label is picked, its code is the filter’s', async () => {
    answerLookups();
    render(<RowValue of={themes} operator="contains" />, { wrapper: withQueries() });
    await pick('Santé');
    expect(heldValue()).toBe('"sante"');
    expect(valueField().value).toBe('Santé');
  });

  it('is offered for ‘Ne contient pas’ one of several related records: the record’s name is picked, its id is the filter’s', async () => {
    answerLookups();
    render(<RowValue of={contacts} operator="not_contains" />, { wrapper: withQueries() });
    await pick('Dupont');
    expect(heldValue()).toBe('"12"');
    expect(valueField().value).toBe('Dupont');
  });
});

describe('a filter restored with values the lookup never offered', () => {
  it('names them as the cells show them, asked once for their labels alone', async () => {
    const lookups = vi.spyOn(listApi, 'columnValues').mockImplementation(async (_domain, _params, query) => {
      const labels = query.get('retrieve_labels') === '12;@@;15' ? { held_value_labels: 'Dupont;@@;Martin' } : {};
      return { all_column_values: '', column_value_labels: '', exceeded_column_values_count: 0, ...labels } as never;
    });
    render(
      <FilterValueInput domain="invoice" params={undefined} state={state} column={contacts} row={{ column: 'contacts', operator: 'column_values', value: ['12', '15'] }} onChange={() => {}} />,
      { wrapper: withQueries() },
    );
    expect(await screen.findByText('Dupont')).toBeTruthy();
    expect(screen.getByText('Martin')).toBeTruthy();
    expect(lookups.mock.calls.map(([, , query]) => [query.get('retrieve_column'), query.get('retrieve_labels')])).toEqual([['contacts', '12;@@;15']]);
  });
});

describe('a column header’s filter', () => {
  it('is a button saying it opens a dialog, whether it is open, and in its name whether its filter applies', async () => {
    answerLookups();
    const filtered = { ...initialListQuery(50, null), filters: { link: 'AND' as const, rows: [{ column: 'status', operator: 'column_values', value: ['paid'] }] } };
    const list = { state: filtered, dispatch: vi.fn<ListController['dispatch']>(), defaultOperator: 'contains' } as unknown as ListController;
    render(<ColumnFilterPopover domain="invoice" params={undefined} column={status} list={list} icon="filter" />, { wrapper: withQueries() });
    const button = screen.getByRole('button', { name: 'Filtrer la colonne Statut (filtre appliqué)' });
    expect([button.getAttribute('aria-haspopup'), button.getAttribute('aria-expanded'), button.getAttribute('aria-pressed')]).toEqual(['dialog', 'false', null]);
    fireEvent.click(button);
    await screen.findByRole('dialog', { name: 'Filtrer la colonne Statut' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('offers the column’s values afresh at each opening, whatever was searched the last time', async () => {
    const { searches } = answerLookups();
    const list = { state: initialListQuery(50, null), dispatch: vi.fn<ListController['dispatch']>(), defaultOperator: 'contains' } as unknown as ListController;
    render(<ColumnFilterPopover domain="invoice" params={undefined} column={status} list={list} icon="filter" />, { wrapper: withQueries() });

    openHeaderFilter();
    const dialog = await screen.findByRole('dialog', { name: 'Filtrer la colonne Statut' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Rechercher une valeur' }), { target: { value: 'Pay' } });
    await act(() => vi.advanceTimersByTimeAsync(250));
    await waitFor(() => expect(within(dialog).queryByLabelText('Envoyée')).toBeNull());
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Opened again at once, before a debounce's time: the values offered are all of them, not the last search's.
    openHeaderFilter();
    const again = await screen.findByRole('dialog', { name: 'Filtrer la colonne Statut' });
    expect(within(again).getByRole<HTMLInputElement>('textbox', { name: 'Rechercher une valeur' }).value).toBe('');
    expect(await within(again).findByLabelText('Envoyée')).toBeTruthy();
    expect(searches().at(-1)).toBe('');
  });
});
