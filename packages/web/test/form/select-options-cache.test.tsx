import type { SelectOption } from '@ossature/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formApi } from '../../src/engines/form/form-api';
import { AsyncSelectControl } from '../../src/engines/form/renderers/fields/choices/AsyncSelectControl';
import { type FormState, initialFormState } from '../../src/engines/form/state/form-state';
import { useOptionsCacheOfForm } from '../../src/engines/form/state/options-cache';
import { renderChoice } from '../fields-choices-harness';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const employees: SelectOption[] = [
  { value: 3, label: 'MARTIN Julie' },
  { value: 7, label: 'MARTINEZ Paul' },
];

const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Champ' });
/** Opens the list as a click does, and waits for its options. */
async function openList() {
  fireEvent.mouseDown(input());
  await screen.findByRole('option', { name: 'MARTIN Julie' });
}
const closeList = () => fireEvent.keyDown(input(), { key: 'Escape' });

/** A form whose state holds the drivers' rows with these employees, as the rows' scope reads them. */
const withDrivers = (held: (number | null)[], loadedAt = '2026-11-26T03:00:00Z') =>
  ({
    ...initialFormState,
    description: { loaded_at: loadedAt },
    collection: { drivers: held.map((employee, index) => ({ key: `row-${index}`, identifier: null, values: { employee } })) },
  }) as unknown as FormState;

/** A form screen's part in the cache: its selects' options go with it. */
function Screen() {
  useOptionsCacheOfForm('screen-1');
  return null;
}

describe('async select options cache', () => {
  it('keeps each search’s options for the form’s life: reopening or typing a search again asks nothing', async () => {
    const options = vi.spyOn(formApi, 'options').mockResolvedValue(employees);
    renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee_id' }, null);
    await openList();
    closeList();
    await openList();
    expect(options).toHaveBeenCalledTimes(1);
    fireEvent.change(input(), { target: { value: 'mart' } });
    await waitFor(() => expect(options).toHaveBeenCalledTimes(2));
    expect(options).toHaveBeenLastCalledWith('absence', 'employee_id', 'mart', expect.anything(), undefined);
    fireEvent.change(input(), { target: { value: 'ma' } });
    await waitFor(() => expect(options).toHaveBeenCalledTimes(3));
    fireEvent.change(input(), { target: { value: 'mart' } });
    closeList();
    await openList();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(options.mock.calls.map((call) => call[2])).toEqual(['', 'mart', 'ma']);
  });

  it('with noSelectOptionCache asks again at every opening and every search', async () => {
    const options = vi.spyOn(formApi, 'options').mockResolvedValue(employees);
    renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee_id', noSelectOptionCache: true }, null);
    await openList();
    closeList();
    fireEvent.mouseDown(input());
    await waitFor(() => expect(options).toHaveBeenCalledTimes(2));
    fireEvent.change(input(), { target: { value: 'mart' } });
    await waitFor(() => expect(options).toHaveBeenCalledTimes(3));
    fireEvent.change(input(), { target: { value: 'ma' } });
    await waitFor(() => expect(options).toHaveBeenCalledTimes(4));
    fireEvent.change(input(), { target: { value: 'mart' } });
    await waitFor(() => expect(options).toHaveBeenCalledTimes(5));
    expect(options.mock.calls.map((call) => call[2])).toEqual(['', '', 'mart', 'ma', 'mart']);
  });

  it('asks again once the form is loaded anew (a new loaded_at), and forgets everything when the form screen goes', async () => {
    const options = vi.spyOn(formApi, 'options').mockResolvedValue(employees);
    const first = renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee_id' }, null, { form: { state: withDrivers([], 'a') } });
    await openList();
    expect(first.queryClient.getQueryCache().findAll({ queryKey: ['form-options', 'form', 'a'] })).toHaveLength(1);
    cleanup();
    renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee_id' }, null, { form: { state: withDrivers([], 'b') } });
    await openList();
    expect(options).toHaveBeenCalledTimes(2);

    const queryClient = new QueryClient();
    queryClient.setQueryData(['form-options', 'screen-1', 'a', 'employee_id', ''], employees);
    queryClient.setQueryData(['form-options', 'screen-2', 'a', 'employee_id', ''], employees);
    const view = render(
      <QueryClientProvider client={queryClient}>
        <Screen />
      </QueryClientProvider>,
    );
    view.unmount();
    expect(queryClient.getQueryData(['form-options', 'screen-1', 'a', 'employee_id', ''])).toBeUndefined();
    expect(queryClient.getQueryData(['form-options', 'screen-2', 'a', 'employee_id', ''])).toEqual(employees);
  });
});

describe('async select whose options the server said changed', () => {
  it('keeps them under the count of such answers (onchange reload): a new count is a new search', async () => {
    const options = vi.spyOn(formApi, 'options').mockResolvedValue(employees);
    const state = { ...withDrivers([], 'a'), optionsReloads: { employee_id: 2 } } as FormState;
    const view = renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee_id' }, null, { form: { state } });
    await openList();
    expect(options).toHaveBeenCalledTimes(1);
    expect(view.queryClient.getQueryCache().findAll({ queryKey: ['form-options', 'form', 'a', 'employee_id', 2] })).toHaveLength(1);
    expect(view.queryClient.getQueryCache().findAll({ queryKey: ['form-options', 'form', 'a', 'employee_id', 0] })).toHaveLength(0);
  });
});

describe('async select in a collection row', () => {
  it('sends the field’s values in the other rows (each once, sorted) and the cache flag through the POST variant', async () => {
    const post = vi.spyOn(formApi, 'optionsWith').mockResolvedValue(employees);
    const get = vi.spyOn(formApi, 'options').mockResolvedValue(employees);
    renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee' }, null, {
      prefix: 'drivers.1.',
      form: { name: 'vehicle', state: withDrivers([7, 12, 3, null, 7]) },
    });
    await openList();
    expect(post).toHaveBeenCalledWith('vehicle', 'drivers.employee', { search: '', collection_values: [3, 7], cache: true }, expect.anything());
    expect(get).not.toHaveBeenCalled();
    cleanup();
    renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee', noSelectOptionCache: true, depends_on: ['since'] }, null, {
      prefix: 'drivers.0.',
      form: { name: 'vehicle', state: withDrivers([null, 5]) },
    });
    await openList();
    expect(post).toHaveBeenLastCalledWith('vehicle', 'drivers.employee', { search: '', values: { since: '' }, collection_values: [5], cache: false }, expect.anything());
  });

  it('keeps the options per value of the other rows: a row chosen since makes a search of its own', async () => {
    const post = vi.spyOn(formApi, 'optionsWith').mockResolvedValue(employees);
    const view = renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee' }, null, { prefix: 'drivers.1.', form: { name: 'vehicle', state: withDrivers([7, null]) } });
    await openList();
    expect(post).toHaveBeenCalledTimes(1);
    const keys = view.queryClient.getQueryCache().findAll({ queryKey: ['form-options'] }).map((query) => query.queryKey);
    expect(keys).toEqual([['form-options', 'form', '2026-11-26T03:00:00Z', 'drivers.employee', 0, '', '', [7]]]);
  });
});

describe('select search delay', () => {
  it('searches after the property’s debounceDelay (600 ms here) instead of the default 200 ms', async () => {
    const options = vi.spyOn(formApi, 'options').mockResolvedValue(employees);
    renderChoice(AsyncSelectControl, { type: 'select_async', name: 'employee_id', debounceDelay: 600 }, null);
    await openList();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(input(), { target: { value: 'mart' } });
    act(() => void vi.advanceTimersByTime(599));
    expect(options).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(options).toHaveBeenCalledTimes(2));
    expect(options).toHaveBeenLastCalledWith('absence', 'employee_id', 'mart', expect.anything(), undefined);
  });
});
