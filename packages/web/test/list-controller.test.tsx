import { type ListDefinition, listSettingKey } from '@ossature/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listApi } from '../src/engines/list/list-api';
import { listDefinitionQuery } from '../src/engines/list/list-definition-query';
import { LIST_REQUEST_DEBOUNCE_MS, useListController } from '../src/engines/list/state/use-list-controller';
import { invoiceListDefinition } from './invoice-list-definition';
import { withQueries } from './query-wrapper';

const definition = invoiceListDefinition({
  columns: [
    { name: 'number', label: 'Numéro' },
    { name: 'customer', label: 'Client' },
    { name: 'notes', label: 'Notes' },
  ] as unknown as ListDefinition['columns'],
  filter_operators: [
    { operator: 'contains', label: 'Contient' },
    { operator: 'equal', label: 'Égal', default: true },
  ],
  list_configuration: [{ id: 4, title: 'Sans colonnes', scope: 'USER', configuration: { global_filter: 'FA' } }] as unknown as ListDefinition['list_configuration'],
});

/** The list's data calls, answered with no rows. */
const spyOnData = () => vi.spyOn(listApi, 'data').mockResolvedValue({ data: [], total_items: 0, total_items_capped: false, aggregates: null } as never);

/** The list screen's controller as its route draws it: the definition read from the cache, where the route put it. */
function renderScreen() {
  const client = new QueryClient();
  client.setQueryData(listDefinitionQuery('invoice', undefined).queryKey, definition);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => useListController('invoice', undefined, useQuery(listDefinitionQuery('invoice', undefined)).data!), { wrapper }) };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('a list’s requests', () => {
  let data: ReturnType<typeof spyOnData>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    data = spyOnData();
  });

  const filterValuesAsked = () => data.mock.calls.map((call) => call[4].get('multiple_search'));

  it('are asked once a filter value has stopped changing for 200 ms, not once per key typed', async () => {
    const { result } = renderHook(() => useListController('invoice', undefined, definition), { wrapper: withQueries() });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(data).toHaveBeenCalledTimes(1);
    for (const value of ['F', 'FA', 'FA-', 'FA-2']) {
      act(() => result.current.dispatch({ type: 'changeFilter', index: 0, row: { column: 'number', operator: 'contains', value } }));
      await act(() => vi.advanceTimersByTimeAsync(LIST_REQUEST_DEBOUNCE_MS / 4));
      // Until then the table says a page is coming.
      expect(result.current.loading).toBe(true);
    }
    expect(data).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(LIST_REQUEST_DEBOUNCE_MS));
    expect(data).toHaveBeenCalledTimes(2);
    expect(JSON.parse(filterValuesAsked()[1]!).filter_model).toEqual([{ column: 'number', operator: 'contains', value: 'FA-2' }]);
  });

  it('ask for the search as typed once the typing stops, its field showing every key at once', async () => {
    const { result } = renderHook(() => useListController('invoice', undefined, definition), { wrapper: withQueries() });
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => result.current.dispatch({ type: 'search', search: 'Mu' }));
    expect(result.current.state.search).toBe('Mu');
    act(() => result.current.dispatch({ type: 'search', search: 'Mul' }));
    await act(() => vi.advanceTimersByTimeAsync(LIST_REQUEST_DEBOUNCE_MS + 10));
    expect(data).toHaveBeenCalledTimes(2);
    expect(data.mock.calls[1]![4].get('global_search')).toBe('Mul');
  });
});

describe('a list’s columns', () => {
  beforeEach(() => {
    spyOnData();
    vi.spyOn(listApi, 'saveSettings').mockResolvedValue(undefined);
  });

  it('chosen by the user come back when a configuration that sets none is applied, or the tab is deselected', () => {
    const { result } = renderScreen();
    const chosen = { hidden: ['notes'], order: ['customer', 'number', 'notes'] };
    act(() => result.current.setColumns(chosen));
    act(() => result.current.applyConfiguration(4));
    expect(result.current.state.columns).toEqual(chosen);
    act(() => result.current.applyConfiguration(null));
    expect(result.current.state.columns).toEqual(chosen);
    expect(listApi.saveSettings).toHaveBeenCalledWith({ [listSettingKey('invoice', undefined, 'columns')]: JSON.stringify(chosen) });
  });
});

describe('a list reloaded after its records changed', () => {
  it('counts its configurations’ tabs again too', async () => {
    spyOnData();
    const { client, result } = renderScreen();
    const tab = ['list-configuration-count', 'invoice', '', 4, 'global_search=FA'];
    client.setQueryData(tab, { total_items: 1 });
    await act(() => result.current.reload());
    expect(client.getQueryState(tab)?.isInvalidated).toBe(true);
  });
});
