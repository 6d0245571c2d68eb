import { type BulkBatch, type ListColumn, type ListCount, type ListData, type ListDefinition, type ListRow, decodeParams } from '@ossature/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { listApi } from '../src/engines/list/list-api';
import type { FormDialogProps } from '../src/ui/form-dialog-slot';
import { invoiceListDefinition } from './invoice-list-definition';
import { renderListScreen } from './list-screen-harness';

/** SPEC §4 bulk selection: the rows of the page or every matching row, and an action run on them in the background. */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const columns = [{ name: 'number', label: 'Numéro', format: 'text', type: 'string', operators: [], sortable: true, groupable: false, hidden: 0 }] as unknown as ListColumn[];
const definition = invoiceListDefinition({ columns, bulk_actions: [{ name: 'invoice_remind', label: 'Relancer' }] } as Partial<ListDefinition>);
const invoice = (id: number): ListRow => ({ _type: 'row', values: { number: `FA-${id}` }, hidden_values: { id } });
const threeRows = (total: number, capped = false): ListData => ({ data: [invoice(1), invoice(2), invoice(3)], total_items: total, total_items_capped: capped, aggregates: null });

/** The action's form, as the form engine's dialog shows it: its params, and a save the server accepts for later (202). */
function ActionForm({ title, params, onAccepted }: FormDialogProps) {
  return (
    <div role="dialog" aria-label={title}>
      <output data-testid="action-params">{params}</output>
      <button type="button" onClick={() => onAccepted?.({ message: 'Le traitement a commencé.', batch: { id: 7 } })}>
        Lancer
      </button>
    </div>
  );
}

const renderScreen = () => renderListScreen(definition, ActionForm);

/** A promise answered when the test says so. */
function later<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const batch = (changes: Partial<BulkBatch>): BulkBatch => ({
  id: 7,
  action: 'invoice_remind',
  label: 'Relancer',
  list_name: 'invoice',
  status: 'done',
  total: 1234,
  done: 1234,
  kept: 0,
  error: null,
  created_at: '2026-01-01 10:00:00',
  finished_at: '2026-01-01 10:01:00',
  can_cancel: false,
  can_undo: true,
  ...changes,
});

/** The rows' checkboxes (each named after its row). */
const rowCheckboxes = () => screen.findAllByRole('checkbox', { name: /^Sélectionner la ligne/ });

/** Ticks a row and runs the action on it, its run going on in the background. */
async function runInBackground() {
  fireEvent.click((await rowCheckboxes())[0]!);
  fireEvent.click(screen.getByRole('button', { name: 'Relancer' }));
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Relancer' })).getByRole('button', { name: 'Lancer' }));
}

it('reloads the list once when a background run ends, not again and again until its message is closed', async () => {
  const data = vi.spyOn(listApi, 'data').mockResolvedValue(threeRows(3));
  vi.spyOn(listApi, 'batch').mockResolvedValue(batch({ total: 1, done: 1 }));
  renderScreen();
  const asked = () => data.mock.calls.length;
  await runInBackground();
  const before = asked();
  await screen.findByText('Relancer : terminé, 1 ligne(s) modifiée(s).');
  await waitFor(() => expect(asked()).toBe(before + 1));
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(asked()).toBe(before + 1);
});

it('says when a run’s progress cannot be read, and lets the message be closed', async () => {
  vi.spyOn(listApi, 'data').mockResolvedValue(threeRows(3));
  vi.spyOn(listApi, 'batch').mockRejectedValue(new TypeError('Failed to fetch'));
  renderScreen();
  await runInBackground();
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe('Impossible de récupérer les données');
  expect(screen.queryByRole('progressbar')).toBeNull();
  fireEvent.click(within(alert).getByRole('button', { name: 'Fermer' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
});

it('offers every matching row only once they are counted, and confirms their exact number', async () => {
  vi.spyOn(listApi, 'data').mockResolvedValue(threeRows(10_000, true));
  const counted = later<ListCount>();
  vi.spyOn(listApi, 'count').mockReturnValue(counted.promise);
  renderScreen();
  expect(await rowCheckboxes()).toHaveLength(3);
  fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner les lignes de la page' }));
  expect(screen.getByText('3 ligne(s) sélectionnée(s)')).toBeTruthy();
  // The page's count is a floor: selecting that many rows would be refused once confirmed.
  expect(screen.queryByRole('button', { name: /lignes correspondant à la recherche/ })).toBeNull();
  expect(screen.getByText('Comptage des lignes correspondant à la recherche…')).toBeTruthy();

  await act(async () => counted.answer({ key: 'invoice-', total_items: 12_345, aggregates: {} }));
  fireEvent.click(await screen.findByRole('button', { name: /^Sélectionner les 12\s345 lignes correspondant à la recherche$/ }));
  expect(screen.getByText(/^Les 12\s345 lignes correspondant à la recherche sont sélectionnées\.$/)).toBeTruthy();
  expect(screen.queryByText('Comptage des lignes correspondant à la recherche…')).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Relancer' }));
  const params = decodeParams((await screen.findByTestId('action-params')).textContent!);
  expect(params.get('_list_all_selection')).toBe('1');
  expect(params.get('_list_total')).toBe('12345');
});

it('writes a run’s figures in French', async () => {
  vi.spyOn(listApi, 'data').mockResolvedValue(threeRows(3));
  vi.spyOn(listApi, 'batch').mockResolvedValue(batch({}));
  renderScreen();
  await runInBackground();
  expect(await screen.findByText(/^Relancer : terminé, 1\s234 ligne\(s\) modifiée\(s\)\.$/)).toBeTruthy();
});
