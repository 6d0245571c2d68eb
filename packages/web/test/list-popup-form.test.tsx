import type { FormResponse, ListColumn, ListData, ListDefinition, ListRow } from '@ossature/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { listApi } from '../src/engines/list/list-api';
import { FormDialog } from '../src/engines/form/view/FormDialog';
import type { FormScreenProps } from '../src/engines/form/view/FormScreen';
import { invoiceListDefinition } from './invoice-list-definition';
import { renderListScreen } from './list-screen-harness';

/**
 * A list in popup mode (SPEC §2) with the form engine's own dialog: its form is a stand-in that is edited, saved and
 * deleted as the test says, its server answering when the test says so.
 */

// The export dialog reads the user's encoding choice (has_choice_encoding): this one has none.
vi.mock('../src/auth/user-context', () => ({ useUser: () => ({ has_choice_encoding: false }) }));

/** The server's answers not given yet, in the order they were asked. */
const pending: Array<() => void> = [];

vi.mock('../src/engines/form/view/FormScreen', () => ({ FormScreen: PopupFormScreen }));

/** The popup's form: which record it shows, a field, and its save and delete, answered later. */
function PopupFormScreen({ params, embedded }: FormScreenProps) {
  const [label, setLabel] = useState('');
  // Busy from the click to the answer, as the form engine's veil is.
  const send = (answered: () => void) => {
    embedded?.onBusyChange?.(true);
    pending.push(() => {
      embedded?.onBusyChange?.(false);
      answered();
    });
  };
  return (
    <section aria-label="Fiche">
      <output>{params}</output>
      <input
        aria-label="Libellé"
        value={label}
        onChange={(event) => {
          setLabel(event.target.value);
          embedded?.onDirtyChange?.(true);
        }}
      />
      {/* As the form engine does, the callbacks are those of the click's render: they answer whenever the server does. */}
      <button type="button" onClick={() => send(() => embedded?.onSaved({} as FormResponse))}>
        Enregistrer
      </button>
      <button type="button" onClick={() => send(() => embedded?.onDeleted?.())}>
        Supprimer
      </button>
    </section>
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  pending.length = 0;
});

const columns = [
  { name: 'number', label: 'Numéro', format: 'text', type: 'string', operators: ['contains'], sortable: true, groupable: false, hidden: 0, width: 120, width_unit: 'px' },
] as unknown as ListColumn[];

const definition = () => invoiceListDefinition({ columns, on_popup: true } as Partial<ListDefinition>);

const invoice = (id: number): ListRow => ({ _type: 'row', values: { number: `FA-${id}` }, hidden_values: { id } });

const page = (data: ListRow[]): ListData => ({ data, total_items: data.length, total_items_capped: false, aggregates: null });

/** The list's rows as the server has them now, and its requests. */
function serveRows(rows: ListRow[]) {
  const served = { rows };
  const data = vi.spyOn(listApi, 'data').mockImplementation(async () => page(served.rows));
  return { served, data };
}

/** Opens a row's popup form and types in it. */
async function openAndEdit(row: string, label: string) {
  fireEvent.click(await screen.findByRole('link', { name: row }));
  const popup = await screen.findByRole('dialog', { name: 'Factures' });
  fireEvent.change(within(popup).getByRole('textbox', { name: 'Libellé' }), { target: { value: label } });
  return popup;
}

it('cannot be closed while its save is under way; the answer closes it and shows the record saved', async () => {
  const { data } = serveRows([invoice(1), invoice(2)]);
  renderListScreen(definition(), FormDialog);
  const popup = await openAndEdit('FA-1', 'Avoir');
  fireEvent.click(within(popup).getByRole('button', { name: 'Enregistrer' }));
  // The request cannot be withdrawn: neither the close icon nor Escape closes the popup meanwhile.
  expect(within(popup).getByRole('button', { name: 'Fermer' }).hasAttribute('disabled')).toBe(true);
  fireEvent.keyDown(popup, { key: 'Escape' });
  expect(screen.queryByRole('button', { name: 'Quitter la page' })).toBeNull();
  expect(screen.getByRole('dialog', { name: 'Factures' })).toBe(popup);

  const loads = data.mock.calls.length;
  act(() => pending[0]!());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(data.mock.calls.length).toBeGreaterThan(loads));
});

it('puts the focus on the list’s heading after a delete from a popup, since the reload takes the row’s link away', async () => {
  const { served } = serveRows([invoice(1), invoice(2)]);
  renderListScreen(definition(), FormDialog);
  const link = await screen.findByRole('link', { name: 'FA-1' });
  link.focus();
  fireEvent.click(link);
  const popup = await screen.findByRole('dialog', { name: 'Factures' });
  fireEvent.click(within(popup).getByRole('button', { name: 'Supprimer' }));
  served.rows = [invoice(2)];
  act(() => pending[0]!());

  await waitFor(() => expect(screen.queryByRole('link', { name: 'FA-1' })).toBeNull());
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Factures' }));
});
