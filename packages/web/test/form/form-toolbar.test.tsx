import { type Button, type FormResponse, messages } from '@ossature/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormController } from '../../src/engines/form/state/use-form-controller';
import { FormToolbar } from '../../src/engines/form/view/FormToolbar';
import { NotificationProvider } from '../../src/ui/notifications';

/** The connected user's settings, as the user call gave them. */
const user = { settings: [] as { key: string; value: string }[] };
vi.mock('../../src/auth/user-context', () => ({ useUser: () => user }));

afterEach(() => {
  cleanup();
  user.settings = [];
});

const statusButton = (name: string, title: string): Button => ({ name, title, grouped: true, change_field: { field: 'status', value: name } });

/** The toolbar of a saved record with these declared buttons; `submit` records what it was asked to save. */
function renderToolbar(buttons: Button[]) {
  const submit = vi.fn<(options: object) => Promise<boolean>>(async () => true);
  const ask = vi.fn<(request: object) => Promise<string>>(async () => 'confirm');
  const description = { buttons: [{ name: 'save', title: 'Enregistrer' }, ...buttons], layout: { type: 'VerticalLayout', elements: [] } } as unknown as FormResponse;
  const form = { state: { description, submit: false }, dirty: false, submit, ask, stateRef: { current: { values: {} } } } as unknown as FormController;
  render(
    <MemoryRouter>
      <NotificationProvider>
        <FormToolbar form={form} onTool={() => undefined} />
      </NotificationProvider>
    </MemoryRouter>,
  );
  return { submit, ask };
}

describe('the form toolbar’s declared buttons', () => {
  it('stay in the toolbar while fewer than 4 are grouped', () => {
    renderToolbar([statusButton('sent', 'Envoyée'), statusButton('paid', 'Payée'), statusButton('late', 'En retard')]);
    expect(screen.getByRole('button', { name: 'Envoyée' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.formScreen.moreActions })).toBeNull();
  });

  it('fold into a menu from 4 grouped buttons (SPEC §2), where each still runs its action', async () => {
    const buttons = ['sent', 'paid', 'late', 'cancelled'].map((name) => ({ ...statusButton(name, `Marquer ${name}`), ...(name === 'sent' ? { icon: 'send' } : {}) }));
    const { submit } = renderToolbar([...buttons, { name: 'all', title: 'Toutes', path: '/list/invoice' }]);
    expect(screen.queryByRole('button', { name: 'Marquer paid' })).toBeNull();
    // A button that is not grouped stays in the toolbar.
    expect(screen.getByRole('button', { name: 'Toutes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: messages.formScreen.moreActions }));
    // Folded, a button keeps its icon.
    expect((await screen.findByRole('menuitem', { name: 'Marquer sent' })).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Marquer late' }).querySelector('svg')).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Marquer paid' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith({ changeField: { field: 'status', value: 'paid' } }));
  });

  it('ask a button’s confirmation, unless the user ticked its setting before (SPEC §3 confirm.setting)', async () => {
    const paid: Button = { ...statusButton('paid', 'Marquer comme payée'), grouped: false, confirm: { content: 'Payée ?', accept: 'Oui', cancel: 'Annuler', setting: 'paid_without_confirmation' } };
    const first = renderToolbar([paid]);
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme payée' }));
    await vi.waitFor(() => expect(first.submit).toHaveBeenCalledTimes(1));
    expect(first.ask).toHaveBeenCalledWith(expect.objectContaining({ kind: 'confirm', setting: 'paid_without_confirmation' }));
    cleanup();

    user.settings = [{ key: 'paid_without_confirmation', value: '1' }];
    const later = renderToolbar([paid]);
    fireEvent.click(screen.getByRole('button', { name: 'Marquer comme payée' }));
    await vi.waitFor(() => expect(later.submit).toHaveBeenCalledTimes(1));
    expect(later.ask).not.toHaveBeenCalled();
  });
});
