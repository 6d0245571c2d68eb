import type { ListColumn, ListCount, ListData, ListDefinition, ListGroupRow, ListRow } from '@ossature/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { listApi } from '../src/engines/list/list-api';
import { initialListQuery, type ListQueryState } from '../src/engines/list/state/list-query';
import { keepListState } from '../src/engines/list/state/list-session';
import type { FormDialogProps } from '../src/ui/form-dialog-slot';
import { invoiceListDefinition } from './invoice-list-definition';
import { renderListScreen } from './list-screen-harness';

// The export dialog reads the user's encoding choice (has_choice_encoding): this one has none.
vi.mock('../src/auth/user-context', () => ({ useUser: () => ({ has_choice_encoding: false }) }));

/** The list screen as its route draws it: its table, footer, pages, search, selection and popup form. */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const columns = [
  { name: 'number', label: 'Numéro', format: 'text', type: 'string', operators: ['contains'], sortable: true, groupable: false, hidden: 0, width: 120, width_unit: 'px' },
  { name: 'status', label: 'Statut', format: 'text', type: 'string', operators: ['column_values'], sortable: true, groupable: true, hidden: 0, width: 25, width_unit: '%' },
  { name: 'amount', label: 'Montant', format: 'money', type: 'money', operators: [], sortable: true, groupable: false, hidden: 0, aggregate: 'sum', aggregate_label: 'Total' },
] as unknown as ListColumn[];

const definition = (changes: Partial<ListDefinition> = {}) =>
  invoiceListDefinition({ columns, group_by_sort_keys: [{ key: 'VALUE', label: 'Valeur' }], bulk_actions: [{ name: 'invoice_bulk', label: 'Relancer' }], ...changes } as Partial<ListDefinition>);

const invoice = (id: number): ListRow => ({ _type: 'row', values: { number: `FA-${id}`, status: 'Payée', amount: 100 }, hidden_values: { id } });

const group = (label: string, count: number, percentage: number): ListGroupRow =>
  ({ _type: 'group', label, level: 0, params: label, values: { column: 'status', value: label }, count, percentage, aggregates: { amount: 10 } }) as ListGroupRow;

const page = (data: ListData['data'], total: number, aggregates: ListData['aggregates'] = null): ListData => ({ data, total_items: total, total_items_capped: false, aggregates });

/** A promise answered when the test says so. */
function later<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

/** The list as the tab kept it: what the user chose before coming back. */
const keep = (changes: Partial<ListQueryState>) => keepListState('invoice', undefined, { ...initialListQuery(50, null), ...changes });

/** A popup form that can be deleted from, as the form engine's dialog would be. */
function PopupForm({ title, params, onDeleted, onClose }: FormDialogProps) {
  return (
    <div role="dialog" aria-label={title}>
      <output>{params}</output>
      <button
        type="button"
        onClick={() => {
          onDeleted?.();
          onClose();
        }}
      >
        Supprimer la fiche
      </button>
    </div>
  );
}

const renderScreen = (list: ListDefinition = definition()) => renderListScreen(list, PopupForm);

const fr = (count: number) => count.toLocaleString('fr-FR');
/** A French figure as testing-library reads text: its narrow no-break space is any space. */
const spaced = (count: number) => fr(count).replace(/\s/g, '\\s');

it('totals a grouped list in its footer with the figures of the exact count, which a page of groups leaves to it', async () => {
  keep({ groupBy: ['status'] });
  vi.spyOn(listApi, 'data').mockResolvedValue(page([group('Payée', 2, 0), group('Envoyée', 1, 0)], 2));
  const count = vi.spyOn(listApi, 'count').mockResolvedValue({ key: 'invoice-', total_items: 3, aggregates: { amount: 1234.5 } } as ListCount);
  renderScreen();
  const table = await screen.findByRole('table', { name: 'Factures' });
  await within(table).findByText(/Total : 1\s234,50\s€/);
  // The count is of the rows: it does not depend on how they are grouped, ordered or which columns show.
  const counted = count.mock.calls[0]![2];
  expect(counted.has('group_by')).toBe(false);
  expect(counted.get('definition_version')).toBe('v1');
  // The pages are still of groups.
  expect(screen.getByText('1-2 sur 2')).toBeTruthy();
});

it('no longer selects a row deleted from its popup form', async () => {
  let shown = [invoice(1), invoice(2), invoice(3)];
  vi.spyOn(listApi, 'data').mockImplementation(async () => page(shown, shown.length));
  renderScreen(definition({ on_popup: true }));
  // The rows' checkboxes, each named after its row.
  const [first, second] = await screen.findAllByRole('checkbox', { name: /^Sélectionner la ligne/ });
  fireEvent.click(first!);
  fireEvent.click(second!);
  expect(screen.getByText('2 ligne(s) sélectionnée(s)')).toBeTruthy();

  fireEvent.click(screen.getByRole('link', { name: 'FA-1' }));
  const popup = await screen.findByRole('dialog', { name: 'Factures' });
  shown = [invoice(2), invoice(3)];
  fireEvent.click(within(popup).getByRole('button', { name: 'Supprimer la fiche' }));

  await waitFor(() => expect(screen.queryByRole('link', { name: 'FA-1' })).toBeNull());
  expect(await screen.findByText('1 ligne(s) sélectionnée(s)')).toBeTruthy();
  expect(screen.getAllByRole('checkbox', { name: /^Sélectionner la ligne/ }).map((box) => (box as HTMLInputElement).checked)).toEqual([true, false]);
});

it('names each row’s checkbox after what its first cell shows', async () => {
  vi.spyOn(listApi, 'data').mockResolvedValue(page([invoice(7), invoice(8)], 2));
  renderScreen();
  expect(await screen.findByRole('checkbox', { name: 'Sélectionner la ligne FA-7' })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'Sélectionner la ligne FA-8' })).toBeTruthy();
  expect(screen.queryByRole('checkbox', { name: 'Sélectionner la ligne' })).toBeNull();
});

it('names a row’s checkbox by its first cell’s whole text, even when the cell cuts it', async () => {
  vi.spyOn(listApi, 'data').mockResolvedValue(page([invoice(12_345)], 1));
  renderScreen(definition({ columns: [{ ...columns[0]!, max_length: 4 }, ...columns.slice(1)] }));
  expect(await screen.findByRole('checkbox', { name: 'Sélectionner la ligne FA-12345' })).toBeTruthy();
  expect(screen.getByText('FA-1...')).toBeTruthy();
});

it('writes its range in French figures and says it politely when the pages turn', async () => {
  vi.spyOn(listApi, 'data').mockImplementation(async (_domain, _params, size, offset) =>
    page(
      Array.from({ length: size }, (_row, index) => invoice(offset + index + 1)),
      125_000,
    ),
  );
  renderScreen();
  const range = await screen.findByText(new RegExp(`^1-50 sur ${spaced(125_000)}$`));
  expect(range.getAttribute('aria-live')).toBe('polite');
  fireEvent.click(screen.getByRole('button', { name: 'Page suivante' }));
  expect(await screen.findByText(new RegExp(`^51-100 sur ${spaced(125_000)}$`))).toBe(range);
});

it('gives its columns the widths they are declared with', async () => {
  vi.spyOn(listApi, 'data').mockResolvedValue(page([invoice(1)], 1));
  renderScreen();
  const number = await screen.findByRole('columnheader', { name: /Numéro/ });
  expect(number.style.width).toBe('120px');
  expect(number.style.minWidth).toBe('120px');
  expect(screen.getByRole('columnheader', { name: /Statut/ }).style.width).toBe('25%');
  expect(screen.getByRole('columnheader', { name: /Montant/ }).style.width).toBe('');
});

it('shows the groups’ shares once the answer that carries them has come, not a share of 0 % meanwhile', async () => {
  keep({ groupBy: ['status'] });
  const withShares = later<ListData>();
  vi.spyOn(listApi, 'data').mockImplementation((_domain, _params, _size, _offset, query) =>
    query.get('show_percentage') === '1' ? withShares.promise : Promise.resolve(page([group('Payée', 12, 0)], 1)),
  );
  vi.spyOn(listApi, 'count').mockResolvedValue({ key: 'invoice-', total_items: 12, aggregates: {} } as ListCount);
  renderScreen();
  const label = 'Payée (12)';
  await screen.findByRole('button', { name: label });

  fireEvent.click(screen.getByRole('button', { name: 'Tri des groupes' }));
  fireEvent.click(await screen.findByRole('switch', { name: 'Afficher les pourcentages' }));
  await waitFor(() => expect(listApi.data).toHaveBeenCalledTimes(2));
  expect(screen.getByRole('button', { name: label, hidden: true })).toBeTruthy();
  expect(screen.queryByText(/· 0 %/)).toBeNull();

  await act(async () => withShares.answer(page([group('Payée', 12, 41.5)], 1)));
  expect(await screen.findByRole('button', { name: 'Payée (12 · 41,5 %)', hidden: true })).toBeTruthy();
});

it('says a list searched for spaces only is empty, not that nothing matches a search', async () => {
  vi.spyOn(listApi, 'data').mockResolvedValue(page([], 0));
  renderScreen();
  await screen.findByText('Aucune donnée');
  fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), { target: { value: '   ' } });
  expect(screen.getByText('Aucune donnée')).toBeTruthy();
  expect(screen.queryByText('Aucune donnée ne correspond à votre recherche')).toBeNull();
});

it('lets a search typed before a column filter be cleared while the filter switches the search box off, and says why it is off', async () => {
  keep({ search: 'FA', filters: { link: 'AND', rows: [{ column: 'status', operator: 'column_values', value: ['Payée'] }] } });
  const data = vi.spyOn(listApi, 'data').mockResolvedValue(page([invoice(1)], 1));
  vi.spyOn(listApi, 'columnValues').mockResolvedValue({ all_column_values: '', column_value_labels: '', exceeded_column_values_count: 0 });
  renderScreen();
  const search = (await screen.findByRole('searchbox', { name: 'Rechercher' })) as HTMLInputElement;
  expect(search.disabled).toBe(true);
  expect(search.value).toBe('FA');
  const explanation = document.getElementById(search.getAttribute('aria-describedby')!);
  expect(explanation?.textContent).toBe('La recherche est désactivée tant qu’un filtre de colonne est actif.');

  await waitFor(() => expect(data).toHaveBeenCalled());
  expect(data.mock.calls[0]![4].get('global_search')).toBe('FA');
  fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
  expect(search.value).toBe('');
  // The button went with the search: the keyboard is on the filters, not lost on the page.
  expect(document.activeElement).toBe(screen.getByRole('button', { name: /Filtres/ }));
  await waitFor(() => expect(data.mock.calls.at(-1)![4].has('global_search')).toBe(false));
});

it('prepares an export of a grouped list in the background by its number of rows, once counted, not by its number of groups', async () => {
  keep({ groupBy: ['status'] });
  vi.spyOn(listApi, 'data').mockResolvedValue(page([group('Payée', 150_000, 0), group('Envoyée', 1, 0)], 2));
  const counted = later<ListCount>();
  vi.spyOn(listApi, 'count').mockReturnValue(counted.promise);
  renderScreen(definition({ export_format: ['xlsx'] }));
  await screen.findByRole('button', { name: /^Payée/ });
  fireEvent.click(screen.getByRole('button', { name: 'Exporter' }));
  const background = (await screen.findByRole('checkbox', { name: 'Préparer le fichier en arrière-plan' })) as HTMLInputElement;
  expect(background.checked).toBe(false);
  await act(async () => counted.answer({ key: 'invoice-', total_items: 150_001, aggregates: {} }));
  await waitFor(() => expect(background.checked).toBe(true));
});
