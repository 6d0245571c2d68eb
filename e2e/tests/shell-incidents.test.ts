import type { FormResponse } from '@ossature/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

const incidentsCard = (page: Page) => page.getByRole('region', { name: 'Incidents en cours' });
const countOf = async (card: Locator) => Number(await card.getByTestId('incident-count').textContent());

/** Presses Tab until `target` has the focus, as someone without a mouse reaches it (at most `presses` times). */
async function tabTo(page: Page, target: Locator, presses = 10): Promise<void> {
  for (let press = 0; press < presses; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was not reached with Tab');
}

async function homeOf(page: Page, username: string): Promise<Locator> {
  await logIn(page, username);
  await page.goto('/front/');
  const card = incidentsCard(page);
  await card.getByTestId('incident-count').waitFor();
  return card;
}

browserTest('the home page’s incidents: a message reaches a colleague live, sending works from the keyboard, and a resolution moves the counter', async ({ page, context, newContext }) => {
  const api = await apiAs(context.request, 'admin');
  const title = `Ascenseur bloqué au niveau ${Date.now() % 100_000}`;
  await api.post<FormResponse>('/proxy/form/incident', { identifier: null, values: { title, severity: 'blocking' } });

  // A, an administrator, and B, an agent, both on the home page.
  const card = await homeOf(page, 'admin');
  const item = card.getByRole('button', { name: new RegExp(title) });
  await item.waitFor();
  await expectNoSeriousA11yViolations(page, 'the home page’s incidents card');
  const colleague = await (await newContext()).newPage();
  const colleagueCard = await homeOf(colleague, 'agent');
  const before = await countOf(colleagueCard);
  expect(before).toBeGreaterThan(0);

  // B opens the incident's discussion from the keyboard.
  const colleagueItem = colleagueCard.getByRole('button', { name: new RegExp(title) });
  await tabTo(colleague, colleagueItem, 60);
  await colleague.keyboard.press('Enter');
  const colleagueThread = colleague.getByRole('dialog', { name: title });
  await colleagueThread.getByText('Aucun message pour le moment.').waitFor();

  // A writes; what looks like HTML is only text.
  await item.click();
  const thread = page.getByRole('dialog', { name: title });
  const message = 'Technicien prévenu, <b>passage</b> à 14 h.';
  await thread.getByRole('textbox', { name: 'Votre message' }).fill(message);
  await expectNoSeriousA11yViolations(page, 'an incident’s discussion while writing');
  await thread.getByRole('button', { name: 'Envoyer' }).click();
  await thread.getByText(message).waitFor();
  // Emptied once the sending is answered, which the message showing does not wait for.
  await expect.poll(() => thread.getByRole('textbox', { name: 'Votre message' }).inputValue()).toBe('');

  // B sees it without reloading, as text.
  await colleagueThread.getByText(message).waitFor();
  expect(await colleagueThread.locator('b').count()).toBe(0);
  await colleagueThread.getByText('Antoine Leroy').waitFor();
  await expectNoSeriousA11yViolations(colleague, 'the discussion a colleague follows');

  // B answers with the keyboard only: Tab to the field, type, Ctrl+Enter.
  const field = colleagueThread.getByRole('textbox', { name: 'Votre message' });
  await tabTo(colleague, field);
  await colleague.keyboard.type('Merci, je préviens les résidents.');
  await colleague.keyboard.press('Control+Enter');
  await thread.getByText('Merci, je préviens les résidents.').waitFor();
  // A hears it live, possibly before B's own tab has its answer and empties the field.
  await expect.poll(() => field.inputValue()).toBe('');
  await colleagueThread.getByText('Vous', { exact: true }).waitFor();

  // A resolves the incident through its form: B's counter and discussion follow at once.
  await thread.getByRole('link', { name: 'Ouvrir la fiche' }).click();
  await page.getByRole('combobox', { name: /^Statut\b/ }).click();
  await page.getByRole('option', { name: 'Résolu' }).click();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect.poll(() => page.getByTestId('notification').textContent()).toBe('Données sauvegardées');
  // (The card is behind the open dialog, out of the accessibility tree: its count is found by its test id.)
  await expect.poll(async () => Number(await colleague.getByTestId('incident-count').textContent())).toBe(before - 1);
  await colleagueThread.getByText('Cet incident est résolu : la discussion est close.').waitFor();
  expect(await colleagueThread.getByRole('textbox', { name: 'Votre message' }).count()).toBe(0);
  // B's focus was in the field that went: it stays in the dialog, so Escape still closes it.
  await expect.poll(() => colleague.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null && document.activeElement !== document.body)).toBe(true);
  await colleague.keyboard.press('Escape');
  await colleagueThread.waitFor({ state: 'detached' });
  expect(await colleagueItem.count()).toBe(0);
});

browserTest('a user who may not read incidents sees no incidents card', async ({ page }) => {
  // The login page asks no counter: the first one answered is the home page's, which decides whether a card shows.
  const counted = page.waitForResponse((response) => response.url().endsWith('/api-internal/incident/counter'));
  await logIn(page, 'partenaire');
  expect(await (await counted).json()).toEqual({ count: 0, open: [], form: null });
  await page.getByRole('heading', { name: 'Accès rapide' }).waitFor();
  expect(await incidentsCard(page).count()).toBe(0);
});
