import type { FormResponse, ListColumn, ListData, ListDefinition, ListRow } from '@ossature/contract';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
      <button type="button" onClick={() => pending.push(() => embedded?.onSaved({} as FormResponse))}>
        Enregistrer
      </button>
      <button type="button" onClick={() => pending.push(() => embedded?.onDeleted?.())}>
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

/** Closes an edited popup by its close icon, leaving its changes. */
async function leavePopup(popup: HTMLElement) {
  fireEvent.click(within(popup).getByRole('button', { name: 'Fermer' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Quitter la page' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

it('closes no other popup when a save answers after its own popup was closed, and still shows it saved', async () => {
  const { data } = serveRows([invoice(1), invoice(2)]);
  renderListScreen(definition(), FormDialog);
  const first = await openAndEdit('FA-1', 'Avoir');
  const firstRecord = within(first).getByRole('status').textContent;
  fireEvent.click(within(first).getByRole('button', { name: 'Enregistrer' }));
  await leavePopup(first);

  const second = await openAndEdit('FA-2', 'Relance');
  const secondRecord = within(second).getByRole('status').textContent;
  expect(secondRecord).not.toBe(firstRecord);
  const loads = data.mock.calls.length;
  act(() => pending[0]!());

  // The first record was saved: the rows are read again, to show it as saved.
  await waitFor(() => expect(data.mock.calls.length).toBeGreaterThan(loads));
  // The second popup stays, with what was typed in it.
  const shown = screen.getByRole('dialog', { name: 'Factures' });
  expect(within(shown).getByRole('status').textContent).toBe(secondRecord);
  expect((within(shown).getByRole('textbox', { name: 'Libellé' }) as HTMLInputElement).value).toBe('Relance');
});

it('closes no other popup when a delete answers after its own popup was closed', async () => {
  const { served } = serveRows([invoice(1), invoice(2)]);
  renderListScreen(definition(), FormDialog);
  const first = await openAndEdit('FA-1', 'Avoir');
  fireEvent.click(within(first).getByRole('button', { name: 'Supprimer' }));
  await leavePopup(first);

  const second = await openAndEdit('FA-2', 'Relance');
  const secondRecord = within(second).getByRole('status').textContent;
  served.rows = [invoice(2)];
  act(() => pending[0]!());

  await waitFor(() => expect(screen.queryByRole('link', { name: 'FA-1', hidden: true })).toBeNull());
  const shown = screen.getByRole('dialog', { name: 'Factures' });
  expect(within(shown).getByRole('status').textContent).toBe(secondRecord);
  expect((within(shown).getByRole('textbox', { name: 'Libellé' }) as HTMLInputElement).value).toBe('Relance');
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

it('reports a delete answered after its dialog was closed, but closes nothing more', async () => {
  const onClose = vi.fn<() => void>();
  const onDeleted = vi.fn<() => void>();
  const { unmount } = render(<FormDialog form="invoice" params="aWQ9MQ" title="Facture" onClose={onClose} onDeleted={onDeleted} />);
  fireEvent.click(within(await screen.findByRole('dialog', { name: 'Facture' })).getByRole('button', { name: 'Supprimer' }));
  unmount();
  act(() => pending[0]!());
  // The record is gone: its opener may show it so; but whatever it shows by now is not this dialog.
  expect(onDeleted).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();
});
