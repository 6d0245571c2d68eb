import type { FormResponse } from '@ossature/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { listApi } from '../src/engines/list/list-api';
import { listDefinitionQuery } from '../src/engines/list/list-definition-query';
import { NavigationProvider } from '../src/shell/navigation/navigation-context';
import { Screen, answerCallsInEachTest, definition, renderBar } from './list-configuration-harness';

/**
 * The configuration bar when answers come late: a save or a delete still running while the user goes on, a favourite
 * chosen before the screen is left and opened again; and its menu as assistive technology reads it.
 */

const answered = answerCallsInEachTest();

/** An answer the test gives when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((resolveWith, rejectWith) => {
    resolve = resolveWith;
    reject = rejectWith;
  });
  return { promise, resolve, reject };
}

const applied = () => screen.getByTestId('configuration-id').textContent;
const menuButton = () => screen.getByRole('button', { name: 'Menu des configurations' });

function openMenuItem(name: string) {
  fireEvent.click(menuButton());
  fireEvent.click(screen.getByRole('menuitem', { name }));
}

/** Opens the add dialog and types a title, without saving yet. */
function typeNewConfiguration(title: string) {
  openMenuItem('Ajouter une configuration');
  const dialog = screen.getByRole('dialog', { name: 'Ajouter une configuration' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /^Titre/ }), { target: { value: title } });
  return dialog;
}

/** Applies a configuration from the narrow screen's chooser (the test window is 1024 px wide). */
function choose(title: string) {
  fireEvent.click(screen.getByRole('button', { name: /^Configurations/ }));
  fireEvent.click(screen.getByRole('menuitem', { name: new RegExp(`^${title}`) }));
}

describe('a configuration being saved', () => {
  it('is sent once, however often Enter submits the dialog meanwhile', async () => {
    const answer = deferred<FormResponse>();
    answered.calls.save.mockReturnValue(answer.promise);
    renderBar();
    const dialog = typeNewConfiguration('Retard');
    const form = within(dialog).getByRole('textbox', { name: /^Titre/ }).closest('form')!;
    // Enter right after the click, before the dialog draws itself busy, and again once it has.
    act(() => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      fireEvent.submit(form);
    });
    fireEvent.submit(form);
    await act(async () => answer.resolve({ identifier: 9 } as FormResponse));
    expect(answered.calls.save).toHaveBeenCalledTimes(1);
    expect(applied()).toBe('9');
  });

  it('cannot be cancelled halfway: "Annuler" is disabled, Escape ignored, and the answer closes the dialog', async () => {
    const answer = deferred<FormResponse>();
    answered.calls.save.mockReturnValue(answer.promise);
    renderBar();
    const dialog = typeNewConfiguration('Retard');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' })));
    const cancel = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Annuler' });
    expect(cancel.disabled).toBe(true);
    fireEvent.click(cancel);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Ajouter une configuration' })).toBe(dialog);
    await act(async () => answer.resolve({ identifier: 9 } as FormResponse));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(applied()).toBe('9');
  });

  it('refused, lets the dialog be cancelled again', async () => {
    answered.calls.save.mockRejectedValue(new TypeError('Failed to fetch'));
    renderBar();
    const dialog = typeNewConfiguration('Retard');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(applied()).toBe('4');
  });
});

/** Deletes the configuration applied (Payées), confirming; the answer comes when `answer` is settled. */
function deletePaid(answer: Promise<void>) {
  answered.calls.remove.mockReturnValue(answer);
  openMenuItem('Supprimer la configuration');
  const question = screen.getByRole('dialog', { name: /Supprimer la configuration « Payées »/ });
  fireEvent.click(within(question).getByRole('button', { name: 'Supprimer la configuration' }));
}

describe('a configuration being deleted', () => {
  it('is no longer applied once deleted', async () => {
    const answer = deferred<void>();
    renderBar();
    deletePaid(answer.promise);
    await act(async () => answer.resolve());
    expect(applied()).toBe('null');
  });

  it('leaves applied another configuration chosen before the answer came', async () => {
    const answer = deferred<void>();
    renderBar();
    deletePaid(answer.promise);
    choose('Envoyées');
    expect(applied()).toBe('5');
    await act(async () => answer.resolve());
    expect(applied()).toBe('5');
  });
});

function CachedScreen() {
  // As the list's route does: the definition the cache holds, read without asking again (it is fresh).
  const cached = useQuery(listDefinitionQuery('invoice', undefined)).data;
  return cached ? <Screen list={cached} /> : null;
}

/** The bar over the cached definition, drawn or not: left for a row (`shown` false) and come back to. */
function renderCachedBar() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  client.setQueryData(listDefinitionQuery('invoice', undefined).queryKey, definition);
  const drawn = (shown: boolean) => (
    <QueryClientProvider client={client}>
      <NavigationProvider>{shown && <CachedScreen />}</NavigationProvider>
    </QueryClientProvider>
  );
  const view = render(drawn(true));
  return { client, show: (shown: boolean) => view.rerender(drawn(shown)) };
}

/** Which configurations the chooser's menu marks with the favourite's star. */
function starred() {
  fireEvent.click(screen.getByRole('button', { name: /^Configurations/ }));
  const marked = ['Payées', 'Envoyées'].filter((title) => within(screen.getByRole('menuitem', { name: new RegExp(title) })).queryByTitle('Configuration favorite') !== null);
  fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
  return marked;
}

describe('the favourite configuration', () => {
  it('chosen, is still the favourite when the list is left and opened again', async () => {
    const answer = deferred<unknown>();
    const settings = vi.spyOn(listApi, 'saveSettings').mockReturnValue(answer.promise);
    vi.spyOn(listApi, 'definition').mockResolvedValue(definition);
    const { client, show } = renderCachedBar();
    expect(starred()).toEqual([]);
    openMenuItem('Définir « Payées » comme favorite');
    expect(settings).toHaveBeenCalledWith({ 'invoice--favorite-configuration': 4 });
    // Shown at once, while it is being saved.
    expect(starred()).toEqual(['Payées']);
    await act(async () => answer.resolve(undefined));
    expect(client.getQueryData(listDefinitionQuery('invoice', undefined).queryKey)?.favourite_configuration_id).toBe(4);
    show(false);
    show(true);
    expect(starred()).toEqual(['Payées']);
  });

  it('chosen then taken away, stays taken away when the first answer comes last', async () => {
    const chosen = deferred<unknown>();
    const removed = deferred<unknown>();
    vi.spyOn(listApi, 'saveSettings').mockReturnValueOnce(chosen.promise).mockReturnValueOnce(removed.promise);
    const { client } = renderCachedBar();
    openMenuItem('Définir « Payées » comme favorite');
    openMenuItem('Retirer « Payées » des favoris');
    await act(async () => removed.resolve(undefined));
    await act(async () => chosen.resolve(undefined));
    expect(client.getQueryData(listDefinitionQuery('invoice', undefined).queryKey)?.favourite_configuration_id).toBeNull();
    expect(starred()).toEqual([]);
  });

  it('not saved, is the one before', async () => {
    const answer = deferred<unknown>();
    vi.spyOn(listApi, 'saveSettings').mockReturnValue(answer.promise);
    renderCachedBar();
    openMenuItem('Définir « Payées » comme favorite');
    expect(starred()).toEqual(['Payées']);
    await act(async () => answer.reject(new TypeError('Failed to fetch')));
    expect(starred()).toEqual([]);
  });
});

describe('the configuration menu', () => {
  it('says it opens a menu, whether it is open and which, and names the menu after its button', async () => {
    renderBar();
    const button = menuButton();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Menu des configurations' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)?.contains(menu)).toBe(true);
  });
});
