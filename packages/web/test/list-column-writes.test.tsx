import { type ListDefinition, listSettingKey } from '@ossature/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listApi } from '../src/engines/list/list-api';
import { listDefinitionQuery } from '../src/engines/list/list-definition-query';
import { useListController } from '../src/engines/list/state/use-list-controller';
import { configuration } from './list-configuration-harness';
import { invoiceListDefinition } from './invoice-list-definition';

/** 'Compact' hides Montant, Date and Client; 'Sans colonnes' sets no columns of its own. */
const definition = invoiceListDefinition({
  columns: [
    { name: 'number', label: 'Numéro' },
    { name: 'amount', label: 'Montant' },
    { name: 'date', label: 'Date' },
    { name: 'customer', label: 'Client' },
  ] as unknown as ListDefinition['columns'],
  list_configuration: [
    configuration(7, 'Compact', {
      configuration: {
        columns: [
          { name: 'number', hidden: false },
          { name: 'amount', hidden: true },
          { name: 'date', hidden: true },
          { name: 'customer', hidden: true },
        ],
        column_order: ['number', 'amount', 'date', 'customer'],
      },
    }),
    configuration(4, 'Sans colonnes'),
  ],
});

const definitionKey = listDefinitionQuery('invoice', undefined).queryKey;
const columnsKey = listSettingKey('invoice', undefined, 'columns');

/** The list screen's controller as its route draws it: the definition read from the cache, where the route put it. */
function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  client.setQueryData(definitionKey, definition);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => useListController('invoice', undefined, useQuery(listDefinitionQuery('invoice', undefined)).data!), { wrapper }) };
}

/** A settings write the test answers when it chooses. */
interface PendingWrite {
  columns: unknown;
  answer: () => void;
  fail: () => void;
}

/** The settings writes, each left unanswered until the test answers it. */
function holdWrites(): PendingWrite[] {
  const writes: PendingWrite[] = [];
  vi.spyOn(listApi, 'saveSettings').mockImplementation(
    (data) =>
      new Promise((resolve, reject) => {
        writes.push({ columns: JSON.parse(String(data[columnsKey])), answer: () => resolve(undefined), fail: () => reject(new Error('réseau')) });
      }),
  );
  return writes;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Lets every answer given reach the screen: the writes' promises run first, then the cache tells the screen of what
 * they held, on a timer of its own.
 */
const settle = () =>
  act(async () => {
    await nextTask();
    await nextTask();
  });

const withoutAmount = { hidden: ['amount'], order: [] };
const withoutAmountAndDate = { hidden: ['amount', 'date'], order: [] };

beforeEach(() => {
  vi.spyOn(listApi, 'data').mockResolvedValue({ data: [], total_items: 0, total_items_capped: false, aggregates: null } as never);
  vi.spyOn(listApi, 'count').mockResolvedValue({ total_items: 0 } as never);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('column writes out of order', () => {
  it('leave the latest choice as the user’s own when the earlier write answers last', async () => {
    const writes = holdWrites();
    const { client, result } = renderScreen();
    act(() => result.current.setColumns(withoutAmount));
    act(() => result.current.setColumns(withoutAmountAndDate));
    // Answered newest first, each write as soon as it is sent.
    for (let answered = 0; answered < writes.length; ) {
      const waiting = writes.slice(answered).toReversed();
      answered = writes.length;
      for (const write of waiting) write.answer();
      await settle();
    }
    expect(writes.at(-1)?.columns).toEqual(withoutAmountAndDate);
    expect(client.getQueryData(definitionKey)?.column_choices).toEqual(withoutAmountAndDate);
    // Back to the user's own columns: Date stays hidden.
    act(() => result.current.applyConfiguration(4));
    act(() => result.current.applyConfiguration(null));
    expect(result.current.state.columns).toEqual(withoutAmountAndDate);
  });

  it('keep the latest choice for the tab and as the user’s own when the latest write fails', async () => {
    const writes = holdWrites();
    const { client, result } = renderScreen();
    act(() => result.current.setColumns(withoutAmount));
    writes[0]?.answer();
    await settle();
    act(() => result.current.setColumns(withoutAmountAndDate));
    await settle();
    writes[1]?.fail();
    await settle();
    // SPEC §4: columns are kept for the tab and restored on configuration change; the failure loses them for later
    // visits only.
    expect(client.getQueryData(definitionKey)?.column_choices).toEqual(withoutAmountAndDate);
    act(() => result.current.applyConfiguration(4));
    act(() => result.current.applyConfiguration(null));
    expect(result.current.state.columns).toEqual(withoutAmountAndDate);
  });

  it('queue behind a write still under way when the list is left and opened again', async () => {
    const writes = holdWrites();
    const first = renderScreen();
    act(() => first.result.current.setColumns(withoutAmount));
    first.unmount();
    const again = renderScreen();
    act(() => again.result.current.setColumns(withoutAmountAndDate));
    await settle();
    // The second choice waits for the first write's answer, so that it is the one the server ends on.
    expect(writes.map((write) => write.columns)).toEqual([withoutAmount]);
    writes[0]?.answer();
    await settle();
    expect(writes.map((write) => write.columns)).toEqual([withoutAmount, withoutAmountAndDate]);
    writes[1]?.answer();
    await settle();
  });
});

describe('column changes under a configuration', () => {
  it('that sets columns change the view shown, not the user’s own columns', async () => {
    const save = vi.spyOn(listApi, 'saveSettings').mockResolvedValue(undefined);
    const { client, result } = renderScreen();
    act(() => result.current.applyConfiguration(7));
    expect(result.current.state.columns.hidden).toEqual(['amount', 'date', 'customer']);
    // Client ticked again in the drawer.
    act(() => result.current.setColumns({ hidden: ['amount', 'date'], order: ['number', 'amount', 'date', 'customer'] }));
    await settle();
    expect(result.current.state.columns.hidden).toEqual(['amount', 'date']);
    expect(save).not.toHaveBeenCalled();
    expect(client.getQueryData(definitionKey)?.column_choices).toBeNull();
    // The tab clicked again: the user's own view, every column shown.
    act(() => result.current.applyConfiguration(null));
    expect(result.current.state.columns).toEqual({ hidden: [], order: [] });
  });

  it('made as soon as the list is saved as a configuration, not yet read again, are not the user’s own', async () => {
    const save = vi.spyOn(listApi, 'saveSettings').mockResolvedValue(undefined);
    const { result } = renderScreen();
    // Saved as configuration 9, which the definition held does not list yet (and which sets its columns).
    act(() => result.current.dispatch({ type: 'markConfiguration', id: 9 }));
    act(() => result.current.setColumns(withoutAmount));
    await settle();
    expect(result.current.state.columns).toEqual(withoutAmount);
    expect(save).not.toHaveBeenCalled();
  });

  it('that sets none are the user’s own columns, written as such', async () => {
    const save = vi.spyOn(listApi, 'saveSettings').mockResolvedValue(undefined);
    const { client, result } = renderScreen();
    act(() => result.current.applyConfiguration(4));
    act(() => result.current.setColumns(withoutAmount));
    await settle();
    expect(save).toHaveBeenCalledWith({ [columnsKey]: JSON.stringify(withoutAmount) });
    expect(client.getQueryData(definitionKey)?.column_choices).toEqual(withoutAmount);
    act(() => result.current.applyConfiguration(null));
    expect(result.current.state.columns).toEqual(withoutAmount);
  });
});
