import { decodeParams, encodeBase64, encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, goInApp, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { draftsOf } from '../support/drafts.js';
import { logIn } from '../support/login.js';
import { newAbsence, newEmployee } from '../support/planning.js';

launchBrowserPerFile();

interface Form {
  identifier: number;
  version: number;
  values: Record<string, unknown>;
}

const notification = (page: Page) => page.getByTestId('notification');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });

/** A fresh customer of Mairie de Saint-Aubin, created through the API. */
async function newCustomer(page: Page, name: string): Promise<Form> {
  const api = await apiAs(page.request, 'admin');
  return api.post<Form>('/proxy/form/customer', { identifier: null, values: { name, kind: 'company' } });
}

browserTest('a form opens by its URL, on the tab default_tab_name names, and saves a change that survives a reload', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Boulangerie Martin');
  await page.goto(recordPath('customer', customer.identifier, { default_tab_name: 'adresse' }));
  await page.getByRole('heading', { name: 'Boulangerie Martin' }).waitFor();
  expect(await tab(page, 'Adresse').getAttribute('aria-selected')).toBe('true');

  await page.goto(recordPath('customer', customer.identifier));
  expect(await tab(page, 'Général').getAttribute('aria-selected')).toBe('true');
  expect(await saveButton(page).isDisabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'a customer’s form');
  await page.getByLabel('Raison sociale').fill('Boulangerie Martin et fils');
  expect(await saveButton(page).isEnabled()).toBe(true);
  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données sauvegardées');
  await expectNoSeriousA11yViolations(page, 'a form with its success message');
  await page.reload();
  await page.getByRole('heading', { name: 'Boulangerie Martin et fils' }).waitFor();
  expect(await page.getByLabel('Raison sociale').inputValue()).toBe('Boulangerie Martin et fils');
});

browserTest('a required field left empty is named in French and turns its tab red', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Garage Central');
  await page.goto(recordPath('customer', customer.identifier));
  await page.getByLabel('Raison sociale').fill('');
  await tab(page, 'Adresse').click();
  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe('Les champs suivants sont requis : Raison sociale');
  expect(await tab(page, 'Général').getAttribute('data-error')).toBe('1');
  expect(await tab(page, 'Adresse').getAttribute('data-error')).toBe('0');
  await expectNoSeriousA11yViolations(page, 'a form with a required field reported');
  await tab(page, 'Général').click();
  expect(await page.getByText('Ce champ est requis').isVisible()).toBe(true);
  await page.getByLabel('Raison sociale').fill('Garage Central');
  expect(await page.getByText('Ce champ est requis').count()).toBe(0);
});

browserTest('a preflight warning asks for confirmation: Annuler saves nothing, Confirmer saves', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  // An existing absence: a new one of the same employee over the same days warns of the overlap.
  const existing = await api.get<Form>(`/proxy/form/absence/${encodeURIComponent(encodeParams({ id: 1 }))}`);
  const { employee_id: employee, start_date: start, end_date: end } = existing.values as Record<string, string | number>;
  const params = encodeParams({ employee_id: employee!, type: 'rtt', start_date: start!, end_date: end! });
  await goInApp(page, `/front/form/absence/${encodeURIComponent(params)}`);
  await page.getByRole('heading', { name: 'Nouveau' }).waitFor();
  await page.getByLabel('Commentaire').fill('Pont');
  await saveButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Attention').waitFor();
  await expectNoSeriousA11yViolations(page, 'the preflight’s Attention dialog');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  expect(await page.getByRole('heading', { name: 'Nouveau' }).isVisible()).toBe(true);

  await saveButton(page).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmer' }).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données sauvegardées');
  // Absences go back where the user came from once saved.
  await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
});

browserTest('a save the server applies in the background answers with the 202 message', async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto(recordPath('cms_page', 1));
  await page.getByRole('heading').first().waitFor();
  const title = page.getByLabel(/^Titre/);
  await title.fill(`${await title.inputValue()} (mis à jour)`);
  await saveButton(page).click();
  await expect
    .poll(() => notification(page).textContent())
    .toBe('Votre demande a été prise en compte. Les modifications seront visibles dans quelques minutes.');
  await expectNoSeriousA11yViolations(page, 'a form with the 202 message');
});

browserTest('a change saved meanwhile by someone else is shown, and the user may save over it', async ({ page, newContext }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Imprimerie Nord');
  const other = await (await newContext()).newPage();
  await logIn(other, 'agent');
  await page.goto(recordPath('customer', customer.identifier));
  await other.goto(recordPath('customer', customer.identifier));
  await page.getByLabel('Raison sociale').fill('Imprimerie Nord (Antoine)');
  await other.getByLabel('Raison sociale').fill('Imprimerie Nord (Camille)');
  await saveButton(other).click();
  await expect.poll(() => notification(other).textContent()).toBe('Données sauvegardées');

  await saveButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Camille Durand').waitFor();
  expect(await dialog.getByRole('link', { name: 'Cliquez ici pour visualiser' }).isVisible()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the conflict dialog');
  await dialog.getByRole('button', { name: 'Enregistrer quand même' }).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données sauvegardées');
  await other.reload();
  await other.getByRole('heading', { name: 'Imprimerie Nord (Antoine)' }).waitFor();
});

browserTest('copying with unsaved changes asks first; the copy is a new record without the code', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const customer = await api.post<Form>('/proxy/form/customer', { identifier: null, values: { name: 'Traiteur Lebon', kind: 'company', code: 'TRL01' } });
  await page.goto(recordPath('customer', customer.identifier));
  await page.getByLabel('Raison sociale').fill('Traiteur Lebon et associés');
  await page.getByRole('button', { name: 'Copier' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Des modifications existent sur la page. Voulez-vous enregistrer ?').waitFor();
  await expectNoSeriousA11yViolations(page, 'the copy’s dialog');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  expect(await page.getByLabel('Raison sociale').inputValue()).toBe('Traiteur Lebon et associés');

  await page.getByRole('button', { name: 'Copier' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Non' }).click();
  await page.getByRole('heading', { name: 'Nouveau' }).waitFor();
  expect(await page.getByLabel('Raison sociale').inputValue()).toBe('Traiteur Lebon');
  expect(await page.getByLabel('Code client').inputValue()).toBe('');
  // The URL names the new record, a copy of the original, not the original itself.
  const copyParams = decodeParams(decodeURIComponent(new URL(page.url()).pathname.split('/')[4] ?? ''));
  expect(copyParams.get('id')).toBeNull();
  expect(copyParams.get('copy_of')).toBe(String(customer.identifier));
  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données sauvegardées');
  await page.waitForURL((url) => url.pathname !== new URL(recordPath('customer', customer.identifier), 'http://x').pathname && url.pathname.startsWith('/front/form/customer/'));
});

browserTest('deleting asks first, then goes back with the French message', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'À supprimer');
  await goInApp(page, recordPath('customer', customer.identifier));
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the delete dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données supprimées avec succès');
  await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
  const api = await apiAs(page.request, 'admin');
  expect(await api.get(`/proxy/form/customer/${encodeURIComponent(encodeParams({ id: customer.identifier }))}`)).toEqual({ message: "Cet enregistrement n'existe pas." });
});

browserTest('a copy reloaded is a copy again, and going back shows the original', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Fleuriste Rose');
  await page.goto(recordPath('customer', customer.identifier));
  await page.getByRole('heading', { name: 'Fleuriste Rose' }).waitFor();
  await page.getByRole('button', { name: 'Copier' }).click();
  await page.getByRole('heading', { name: 'Nouveau' }).waitFor();
  // The copy is unsaved work: the browser asks before reloading it.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('heading', { name: 'Nouveau' }).waitFor();
  expect(await page.getByLabel('Raison sociale').inputValue()).toBe('Fleuriste Rose');
  expect(await saveButton(page).isEnabled()).toBe(true);

  await page.evaluate(() => window.history.back());
  await page.getByRole('dialog').getByRole('button', { name: 'Quitter la page' }).click();
  await page.getByRole('heading', { name: 'Fleuriste Rose' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(recordPath('customer', customer.identifier));
});

browserTest('deleting a record opened by its link, outside any page of the app, says so on the home page', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Ouvert par un lien');
  await page.goto(recordPath('customer', customer.identifier));
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données supprimées avec succès');
  await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
});

browserTest('a status button saves the record and says so, as the save button does', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const customer = await newCustomer(page, 'Pépinière Vert');
  const quote = await api.post<Form>('/proxy/form/quote', {
    identifier: null,
    values: { customer: customer.identifier, issue_date: '2026-03-02', status: 'sent' },
    collection: { lines: [{ identifier: null, values: { label: 'Haie', quantity: 3, unit_price: 20, vat_rate: '20' } }] },
  });
  await page.goto(recordPath('quote', quote.identifier));
  await page.getByRole('heading', { name: /^Devis DE-/ }).waitFor();
  await expectNoSeriousA11yViolations(page, 'a quote with its status buttons');
  await page.getByRole('button', { name: 'Marquer comme accepté' }).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données sauvegardées');
  expect((await api.get<Form>(`/proxy/form/quote/${encodeURIComponent(encodeParams({ id: quote.identifier }))}`)).values.status).toBe('accepted');
});

browserTest('leaving a form with changes asks; staying keeps the changes, leaving goes', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Quincaillerie');
  await page.goto(recordPath('customer', customer.identifier));
  await page.getByLabel('Raison sociale').fill('Quincaillerie Moderne');
  await page.getByRole('link', { name: 'Accueil' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Des modifications sont en cours, souhaitez-vous vraiment quitter la page ?').waitFor();
  await expectNoSeriousA11yViolations(page, 'the leave dialog');
  await dialog.getByRole('button', { name: 'Rester' }).click();
  expect(await page.getByLabel('Raison sociale').inputValue()).toBe('Quincaillerie Moderne');
  await page.getByRole('link', { name: 'Accueil' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Quitter la page' }).click();
  await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
});

browserTest('Enregistrer et revenir goes to the return URL with the form’s values', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Librairie');
  const returnUrl = `/list/customer/${encodeURIComponent(encodeBase64('choisi=1&{values}'))}`;
  await page.goto(recordPath('customer', customer.identifier, { return_url: returnUrl }));
  await page.getByLabel('Raison sociale').fill('Librairie du Port');
  await page.getByRole('button', { name: 'Enregistrer et revenir' }).click();
  await page.waitForURL('**/front/list/customer/**');
  const query = new URLSearchParams(Buffer.from(decodeURIComponent(page.url().split('/').pop()!), 'base64').toString('utf8'));
  expect(query.get('choisi')).toBe('1');
  expect(query.get('name')).toBe('Librairie du Port');
  expect(query.get('active')).toBe('1');
});

browserTest('tabs stand vertically on a 1600 px window', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Atelier');
  await page.goto(recordPath('customer', customer.identifier));
  expect(await page.getByRole('tablist', { name: 'Onglets du formulaire' }).getAttribute('aria-orientation')).toBe('vertical');
  await page.setViewportSize({ width: 1200, height: 900 });
  // MUI marks only vertical tab lists: a horizontal one has no aria-orientation.
  await expect.poll(() => page.getByRole('tablist', { name: 'Onglets du formulaire' }).getAttribute('aria-orientation')).toBeNull();
});

/** The form writes its draft in session storage 500 ms after a change: until it holds `typed`, a reload would lose it. */
const draftWritten = (page: Page, typed: string) =>
  expect.poll(async () => (await draftsOf(page)).some(([key, draft]) => key.startsWith('ossature.draft.customer.') && draft.includes(typed))).toBe(true);

browserTest('unsaved changes survive a reload: the draft is offered back', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Menuiserie');
  await page.goto(recordPath('customer', customer.identifier));
  await page.getByLabel('Raison sociale').fill('Menuiserie Bois & Fils');
  await draftWritten(page, 'Menuiserie Bois & Fils');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Restaurer' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the draft dialog');
  await dialog.getByRole('button', { name: 'Restaurer' }).click();
  expect(await page.getByLabel('Raison sociale').inputValue()).toBe('Menuiserie Bois & Fils');
  expect(await saveButton(page).isEnabled()).toBe(true);
});

browserTest('a save the server took while the page was leaving leaves no draft behind to restore', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Ébénisterie');
  await page.goto(recordPath('customer', customer.identifier));
  await page.getByLabel('Raison sociale').fill('Ébénisterie Roux');
  await draftWritten(page, 'Ébénisterie Roux');
  // The save reaches the server, but its answer never reaches the screen: the page reloads first.
  let reachedServer: () => void;
  const saved = new Promise<void>((resolve) => (reachedServer = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/proxy/form/customer/') && !url.searchParams.has('preflight'),
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      reachedServer();
    },
  );
  await saveButton(page).click();
  await saved;
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page.getByRole('heading', { name: 'Ébénisterie Roux', exact: true }).waitFor();
  await page.waitForTimeout(500);
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await page.getByLabel('Raison sociale').inputValue()).toBe('Ébénisterie Roux');
  expect(await saveButton(page).isDisabled()).toBe(true);
});

browserTest('an unknown form shows the not-found page', async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto('/front/form/nothing');
  await page.getByRole('heading', { name: 'Oops !' }).waitFor();
});

browserTest('a form opened with form_full_view shows alone, without the shell (SPEC §2)', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Fromagerie Plein Écran');
  await page.goto(recordPath('customer', customer.identifier, { form_full_view: 1 }));
  await page.getByRole('heading', { name: 'Fromagerie Plein Écran' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Menu principal' }).count()).toBe(0);
  expect(await saveButton(page).isVisible()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'a form in full view');
  // The same record without the flag is in the shell.
  await page.goto(recordPath('customer', customer.identifier));
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
});

browserTest('an unchanged record offers no save, and a change undone by hand offers none again', async ({ page }) => {
  await logIn(page, 'admin');
  const customer = await newCustomer(page, 'Épicerie Inchangée');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/proxy/form/customer')) saves.push(request.url());
  });
  await page.goto(recordPath('customer', customer.identifier));
  await page.getByRole('heading', { name: 'Épicerie Inchangée' }).waitFor();
  expect(await saveButton(page).isDisabled()).toBe(true);
  const name = page.getByLabel('Raison sociale');
  await name.fill('Épicerie Changée');
  await expect.poll(() => saveButton(page).isEnabled()).toBe(true);
  await name.fill('Épicerie Inchangée');
  await expect.poll(() => saveButton(page).isDisabled()).toBe(true);
  expect(saves).toEqual([]);
});

browserTest('after a save the form goes back when it says post_submit_go_back, and to the page post_submit_url names', async ({ page, context }) => {
  // An absence of its own, found by its comment: the list's first rows are whatever other test files created last.
  const api = await apiAs(context.request, 'admin');
  const comment = `Retour à la liste ${Date.now()}`;
  await newAbsence(api, { employee_id: await newEmployee(api, 'Retourliste'), start_date: '2041-03-05', end_date: '2041-03-05', comment });
  await logIn(page, 'admin');
  // Absences go back to where they were opened from (afterSave.goBack).
  await page.goto('/front/list/absence');
  const table = page.getByRole('table', { name: 'Absences' });
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(comment);
  await page.getByText('1-1 sur 1').waitFor();
  await table.locator('tbody tr td a').first().click();
  await page.waitForURL('**/front/form/absence/**');
  await page.getByLabel('Commentaire', { exact: true }).fill('Revu après entretien');
  await saveButton(page).click();
  await page.waitForURL(/\/front\/list\/absence$/);
  await table.waitFor();

  // A save whose answer names a page opens it (no demo module says so: the answer is given one on its way back).
  const customer = await newCustomer(page, 'Quincaillerie Suivante');
  await page.route('**/proxy/form/customer/**', async (route) => {
    if (route.request().method() !== 'POST' || new URL(route.request().url()).searchParams.has('preflight')) return route.continue();
    const response = await route.fetch();
    return route.fulfill({ response, json: { ...(await response.json()), post_submit_url: '/list/customer' } });
  });
  await page.goto(recordPath('customer', customer.identifier));
  await page.getByLabel('Raison sociale').fill('Quincaillerie Suivante et fils');
  await saveButton(page).click();
  await page.waitForURL(/\/front\/list\/customer$/);
  await page.getByRole('table', { name: 'Clients' }).waitFor();
});
