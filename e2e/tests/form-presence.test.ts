import { type FormResponse, encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';
import { goToWithStream } from '../support/realtime.js';

launchBrowserPerFile();

const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });
const notification = (page: Page) => page.getByTestId('notification');
const writingNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'modifie ce texte en ce moment.' });
const alsoHere = (page: Page, names: string) => page.getByRole('img', { name: `Aussi sur cette fiche : ${names}` });

async function openCustomer(page: Page, username: string, id: number): Promise<void> {
  await logIn(page, username);
  // The tab's stream is waited for: what the other user does before it is open is not replayed to it (a presence seen
  // on arrival comes from the tab's own presence call, not the stream).
  await goToWithStream(page, recordPath('customer', id));
  await page.getByLabel('Raison sociale').waitFor();
}

browserTest('two users on one record see each other; the one who did not save is warned live, reloads and keeps their typing', async ({ page, context, newContext }) => {
  const api = await apiAs(context.request, 'admin');
  const created = await api.post<FormResponse>('/proxy/form/customer', { identifier: null, values: { name: 'Présence Morel', kind: 'company' } });
  const customer = created.identifier!;
  const antoine = page;
  const camille = await (await newContext()).newPage();
  await openCustomer(antoine, 'admin', customer);
  await openCustomer(camille, 'agent', customer);

  // Each sees the other next to the title.
  await alsoHere(antoine, 'Camille Durand').waitFor();
  await alsoHere(camille, 'Antoine Leroy').waitFor();
  expect(await alsoHere(antoine, 'Camille Durand').textContent()).toBe('CD');
  await expectNoSeriousA11yViolations(antoine, 'a form showing who else has the record open');

  // Camille types an e-mail address without saving; Antoine renames the customer and saves.
  await camille.getByLabel('E-mail').focus();
  await camille.keyboard.type('contact@morel.fr');
  await antoine.getByLabel('Raison sociale').fill('Présence Morel et fils');
  await saveButton(antoine).click();
  await expect.poll(() => notification(antoine).textContent()).toBe('Données sauvegardées');

  // Camille is told at once, by name, that her typing will be kept.
  const warning = camille.getByRole('alert').filter({ hasText: 'Antoine Leroy vient d’enregistrer cette fiche' });
  await warning.waitFor();
  expect(await warning.textContent()).toContain('les vôtres seront conservées');
  await expectNoSeriousA11yViolations(camille, 'a form with unsaved changes told that someone else saved its record');

  // She reloads from the keyboard: Antoine's change comes in, her address stays, still to save.
  await warning.getByRole('button', { name: 'Recharger' }).focus();
  await camille.keyboard.press('Enter');
  await warning.waitFor({ state: 'detached' });
  await expect.poll(() => camille.getByLabel('Raison sociale').inputValue()).toBe('Présence Morel et fils');
  expect(await camille.getByLabel('E-mail').inputValue()).toBe('contact@morel.fr');
  await expect.poll(() => notification(camille).textContent()).toBe('Fiche rechargée : vos modifications non enregistrées ont été conservées.');
  await saveButton(camille).click();
  await expect.poll(() => notification(camille).textContent()).toBe('Données sauvegardées');
  const stored = await api.get<FormResponse>(`/proxy/form/customer/${encodeURIComponent(encodeParams({ id: customer }))}`);
  expect(stored.values).toMatchObject({ name: 'Présence Morel et fils', email: 'contact@morel.fr' });

  // Camille leaves the page: Antoine no longer sees her.
  await camille.goto('about:blank');
  await alsoHere(antoine, 'Camille Durand').waitFor({ state: 'detached' });
  expect(await antoine.getByRole('img', { name: /^Aussi sur cette fiche/ }).count()).toBe(0);
});

browserTest('a user writing in a rich-text field is shown under it to the others on the record, until their focus leaves it', async ({ page, context, newContext }) => {
  const api = await apiAs(context.request, 'admin');
  const created = await api.post<FormResponse>('/proxy/form/product', { identifier: null, values: { name: 'Présence au catalogue', price: 12 } });
  const product = created.identifier!;
  const antoine = page;
  const camille = await (await newContext()).newPage();
  for (const [on, username] of [
    [antoine, 'admin'],
    [camille, 'agent'],
  ] as const) {
    await logIn(on, username);
    await goToWithStream(on, recordPath('product', product));
    await on.getByRole('tab', { name: 'Présentation' }).click();
    await on.getByRole('textbox', { name: 'Description' }).waitFor();
    // Opening the tab leaves the focus on it: a loaded editor does not pull the focus in.
    expect(await on.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tab');
  }
  await alsoHere(camille, 'Antoine Leroy').waitFor();

  // What Antoine's tab tells the server about its focus from the moment it enters the field, each change once.
  const told: (string | null)[] = [];
  antoine.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api-internal/presence')) return;
    const { state, editing } = request.postDataJSON() as { state: string; editing?: string | null };
    const said = editing ?? null;
    if (state === 'here' && (told.length > 0 || said !== null) && told.at(-1) !== said) told.push(said);
  });

  // Antoine's focus enters the description: Camille reads who writes there, under the field.
  await antoine.getByRole('textbox', { name: 'Description' }).focus();
  await antoine.keyboard.type('Nouvelle gamme');
  await writingNotice(camille).waitFor();
  expect(await writingNotice(camille).textContent()).toBe('Antoine Leroy modifie ce texte en ce moment.');
  expect(await writingNotice(antoine).allTextContents()).toEqual([]);
  await expectNoSeriousA11yViolations(camille, 'a rich-text field another user writes in');

  // Moving within the field (its toolbar) says nothing new; leaving it ends the notice.
  await antoine.keyboard.press('Shift+Tab');
  expect(await antoine.evaluate(() => document.activeElement?.closest('[role="toolbar"]') !== null)).toBe(true);
  await antoine.getByRole('textbox', { name: 'Couleur', exact: true }).focus();
  await writingNotice(camille).waitFor({ state: 'detached' });
  expect(told).toEqual(['description', null]);
  expect(await camille.getByText('modifie ce texte en ce moment.').count()).toBe(0);
});
