import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { FormDialog } from '../src/engines/form/view/FormDialog';
import { FormScreen } from '../src/engines/form/view/FormScreen';
import { withQueries } from './query-wrapper';

/**
 * SPEC §4: leaving the page with changes asks first, be they in the page's form or in a form opened in a dialog over
 * the page (a list's popup form). The form screen is the real one, over forms whose state the test sets; what it
 * draws around the question (toolbar, fields, presence) is left out.
 */

const QUESTION = 'Des modifications sont en cours, souhaitez-vous vraiment quitter la page ?';

/** The forms with changes, by name. */
const edited = new Set<string>();

vi.mock('../src/engines/form/state/use-form-controller', () => ({
  useFormController: (name: string) => ({
    name,
    dirty: edited.has(name),
    dialog: null,
    reload: async () => undefined,
    reloadKeepingEdits: async () => undefined,
    state: {
      status: 'ready',
      submit: false,
      wait: false,
      formValidation: [],
      description: { name, title: name === 'order' ? 'Commande' : 'Facture', identifier: 1, version: 1, side_tools: [], layout: { type: 'VerticalLayout', elements: [{ type: 'Control' }] } },
    },
  }),
}));
vi.mock('../src/engines/form/view/form-scope', () => ({ recordScope: (form: { name: string }) => ({ form }) }));
// The order's fields open the invoice in a dialog, as a linked record's field does.
vi.mock('../src/engines/form/jsonforms/LayoutForm', () => ({ LayoutForm: ({ scope }: { scope: { form: { name: string } } }) => (scope.form.name === 'order' ? <InvoiceOpener /> : null) }));
vi.mock('../src/engines/form/view/FormToolbar', () => ({ FormToolbar: () => null }));
vi.mock('../src/engines/form/view/FormDialogs', () => ({ FormDialogs: () => null }));
vi.mock('../src/engines/form/view/SavedElsewhere', () => ({ SavedElsewhere: () => null }));
vi.mock('../src/engines/form/view/PresenceAvatars', () => ({ PresenceAvatars: () => null }));
vi.mock('../src/engines/form/view/use-record-presence', () => ({ useRecordPresence: () => ({ viewers: [] }) }));
vi.mock('../src/side/SideTools', () => ({ SideTools: () => null }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  edited.clear();
});

/** A button opening the invoice's form in a dialog. */
function InvoiceOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir la facture
      </button>
      {open && <FormDialog form="invoice" params={undefined} title="Facture" onClose={() => setOpen(false)} />}
    </>
  );
}

/** A list's page opens the invoice over it; a form page, from the order's fields. */
const Page = ({ formPage }: { formPage: boolean }) => (formPage ? <FormScreen name="order" params={undefined} defaultTab={null} /> : <InvoiceOpener />);

/** The app's router, the page reached from a page before it (the browser's Back goes there), its dialog open. */
async function openDialog({ formPage = false } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/before', element: <p>Page précédente</p> },
      { path: '/page', element: <Page formPage={formPage} /> },
    ],
    { initialEntries: ['/before', '/page'], initialIndex: 1 },
  );
  const Queries = withQueries();
  render(
    <Queries>
      <RouterProvider router={router} />
    </Queries>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Ouvrir la facture' }));
  await screen.findByRole('dialog', { name: 'Facture' });
  return router;
}

/** Whether the browser would ask before the tab reloads or closes. */
function unloadWarns() {
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  return unload.defaultPrevented;
}

it('asks before the browser’s Back leaves a page whose dialog has changes, and leaves when told to', async () => {
  edited.add('invoice');
  const router = await openDialog();
  await act(() => router.navigate(-1));
  expect(router.state.location.pathname).toBe('/page');
  const question = await screen.findByRole('dialog', { name: QUESTION });
  fireEvent.click(within(question).getByRole('button', { name: 'Quitter la page' }));
  expect(await screen.findByText('Page précédente')).toBeTruthy();
});

it('warns before the tab reloads or closes over a dialog with changes, and not over one without', async () => {
  edited.add('invoice');
  await openDialog();
  expect(unloadWarns()).toBe(true);
  cleanup();
  edited.clear();
  await openDialog();
  expect(unloadWarns()).toBe(false);
});

it('asks once when a dialog with changes is closed: it moves to no other page', async () => {
  edited.add('invoice');
  const router = await openDialog();
  fireEvent.click(within(screen.getByRole('dialog', { name: 'Facture' })).getByRole('button', { name: 'Fermer' }));
  expect(screen.getAllByRole('dialog', { name: QUESTION })).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Quitter la page' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(router.state.location.pathname).toBe('/page');
});

it('still asks for the form page’s changes under a dialog without any, and once for both when both have some', async () => {
  // The router heeds one blocker only: the form page keeps the only one.
  const warn = vi.spyOn(console, 'warn');
  edited.add('order');
  let router = await openDialog({ formPage: true });
  await act(() => router.navigate('/before'));
  expect(screen.getAllByRole('dialog', { name: QUESTION, hidden: true })).toHaveLength(1);
  cleanup();

  edited.add('invoice');
  router = await openDialog({ formPage: true });
  await act(() => router.navigate('/before'));
  expect(screen.getAllByRole('dialog', { name: QUESTION, hidden: true })).toHaveLength(1);
  fireEvent.click(screen.getByRole('button', { name: 'Quitter la page' }));
  expect(await screen.findByText('Page précédente')).toBeTruthy();
  expect(warn).not.toHaveBeenCalledWith('A router only supports one blocker at a time');
});

it('asks for the changes of a dialog opened from a form page without any', async () => {
  edited.add('invoice');
  const router = await openDialog({ formPage: true });
  expect(unloadWarns()).toBe(true);
  await act(() => router.navigate('/before'));
  expect(screen.getAllByRole('dialog', { name: QUESTION, hidden: true })).toHaveLength(1);
  expect(router.state.location.pathname).toBe('/page');
});
