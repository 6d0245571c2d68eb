import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../src/api/api-client';
import type * as notifications from '../src/ui/notifications';
import { answerListCalls, answerNetwork, renderBar } from './list-configuration-harness';

/** The SPEC §8 messages of the list's configurations: what the bar and its dialog tell the user. */

const notify = vi.hoisted(() => vi.fn<(notification: notifications.Notification) => void>());
vi.mock('../src/ui/notifications', async (importOriginal) => ({ ...(await importOriginal<typeof notifications>()), useNotify: () => notify }));

let calls: ReturnType<typeof answerListCalls>;
let network: ReturnType<typeof answerNetwork>;
beforeEach(() => {
  calls = answerListCalls();
  network = answerNetwork();
});
afterEach(() => {
  cleanup();
  notify.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const messagesShown = () => notify.mock.calls.map(([notification]) => notification.message as string);

function openMenuItem(name: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Menu des configurations' }));
  fireEvent.click(screen.getByRole('menuitem', { name }));
}

/** Adds a configuration titled `title` through the dialog, as the user does. */
async function addConfiguration(title: string) {
  openMenuItem('Ajouter une configuration');
  const dialog = screen.getByRole('dialog', { name: 'Ajouter une configuration' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titre/ }), { target: { value: title } });
  await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' })));
  return dialog;
}

/** Deletes the configuration applied, confirming. */
async function deleteConfiguration() {
  openMenuItem('Supprimer la configuration');
  const question = screen.getByRole('dialog', { name: /Supprimer la configuration « Payées »/ });
  await act(async () => fireEvent.click(within(question).getByRole('button', { name: 'Supprimer la configuration' })));
}

describe('a configuration saved', () => {
  it('says "Données sauvegardées"', async () => {
    renderBar();
    await addConfiguration('Retard');
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Données sauvegardées', severity: 'success', duration: 2000 }));
  });

  it('says the server’s message, in its colour, when it sends one', async () => {
    calls.save.mockResolvedValue({ identifier: 9, submit_message: { message: 'Configuration partagée avec l’équipe', color: 'info' } } as never);
    renderBar();
    await addConfiguration('Retard');
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Configuration partagée avec l’équipe', severity: 'info', duration: undefined }));
  });

  it('refused with errors lists them all after "Erreur lors de l\'enregistrement :", and shows its fields’ own beside them', async () => {
    calls.save.mockRejectedValue(
      new ApiRequestError(400, {
        message: 'La configuration de la liste est invalide.',
        errors: [
          { path: 'title', text: 'Ce titre est déjà pris.' },
          { path: 'configuration', text: 'La configuration de la liste est invalide.' },
          { path: 'list_name', text: 'Cette liste n’existe pas.' },
        ],
      }),
    );
    renderBar();
    const dialog = await addConfiguration('Retard');
    await vi.waitFor(() =>
      expect(messagesShown()).toEqual(["Erreur lors de l'enregistrement :\n• Titre : Ce titre est déjà pris.\n• La configuration de la liste est invalide.\n• Cette liste n’existe pas."]),
    );
    expect(within(dialog).getByText('Ce titre est déjà pris.')).toBeTruthy();
  });

  it('failing without an answer says "Impossible de sauvegarder les données"', async () => {
    calls.save.mockRejectedValue(new TypeError('Failed to fetch'));
    renderBar();
    await addConfiguration('Retard');
    await vi.waitFor(() => expect(messagesShown()).toEqual(['Impossible de sauvegarder les données']));
  });
});

describe('a configuration deleted', () => {
  it('says "Données supprimées avec succès"', async () => {
    renderBar();
    await deleteConfiguration();
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ message: 'Données supprimées avec succès', severity: 'success', duration: 2000 }));
  });

  it('failing without an answer says "Impossible de sauvegarder les données"', async () => {
    calls.remove.mockRejectedValue(new TypeError('Failed to fetch'));
    renderBar();
    await deleteConfiguration();
    await vi.waitFor(() => expect(messagesShown()).toEqual(['Impossible de sauvegarder les données']));
  });
});

describe('the left menu', () => {
  it('is read again once a configuration is deleted or saved: it may be one of its entries', async () => {
    renderBar();
    await vi.waitFor(() => expect(network.menuReadings()).toBe(1));
    await deleteConfiguration();
    await vi.waitFor(() => expect(network.menuReadings()).toBe(2));
    await addConfiguration('Retard');
    await vi.waitFor(() => expect(network.menuReadings()).toBe(3));
  });
});

describe('the tabs’ counts', () => {
  it('that cannot be read say "Impossible de récupérer les données", once for every tab', async () => {
    calls.count.mockRejectedValue(new ApiRequestError(500, { message: 'Erreur interne' }));
    renderBar();
    await vi.waitFor(() => expect(calls.count).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(messagesShown()).toEqual(['Impossible de récupérer les données']));
    // The second count's failure, and the renders after it, add nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(messagesShown()).toEqual(['Impossible de récupérer les données']);
  });
});
