import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { encodeParams } from '@ossature/contract';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, goInApp, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { draftsOf } from '../support/drafts.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const combobox = (page: Page | Locator, name: string) => page.getByRole('combobox', { name, exact: true });
/** A select's accessible name is its label followed by the chosen option. */
const selectBox = (page: Page, label: string) => page.getByRole('combobox', { name: new RegExp(`^${label}\\b`) });
const pressed = (button: Locator) => button.getAttribute('aria-pressed');
/** The chips of a multi-select: its chosen values, as read on screen. */
const chips = (page: Page, label: string) =>
  page.locator('.MuiAutocomplete-root').filter({ has: combobox(page, label) }).locator('.MuiChip-label').allTextContents();

/**
 * Opens a demo record of the admin's organisation inside the running app (a form that goes back once saved stays in
 * the app) and waits for its form.
 */
async function openRecord(page: Page, form: string, id: number, title: string) {
  await goInApp(page, recordPath(form, id));
  await page.getByRole('heading', { name: title, exact: true }).waitFor();
}

/** The answer to the form's own save (not an onchange, nor a dialog's save of another form). */
/** The save's own answer: not the preflight before it (same path, `?preflight=1`), which writes nothing. */
const formSaved = (page: Page, form: string) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return response.request().method() === 'POST' && new RegExp(`^/proxy/form/${form}(/[^/]+)?$`).test(url.pathname) && !url.searchParams.has('preflight');
  });

/**
 * Saves, waits until the screen took the server's answer (its save button is disabled again: nothing left to
 * save), reloads: what the form shows next comes from the server. The confirmation alone is not enough: a dialog's
 * save may have left the same one on screen.
 */
async function saveAndReload(page: Page, form: string, title: string) {
  const saveButton = page.getByRole('button', { name: 'Enregistrer', exact: true });
  const saved = formSaved(page, form);
  await saveButton.click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => saveButton.isDisabled()).toBe(true);
  expect(await page.getByTestId('notification').textContent()).toBe('Données sauvegardées');
  await page.reload();
  // The record comes back from the server, with no draft of the saved work offered on top of it (its dialog would
  // hide the heading from the accessibility tree: the failure says which of the two happened). A loaded CI machine
  // may take more than the default wait to serve the reload.
  const heading = page.getByRole('heading', { name: title, exact: true });
  const draftOffered = page.getByRole('button', { name: 'Restaurer', exact: true });
  await heading.or(draftOffered).first().waitFor({ timeout: 30_000 });
  // On failure, the draft itself says which values differed from the record saved.
  const drafts = (await draftOffered.isVisible()) ? await draftsOf(page) : [];
  expect(drafts, 'a draft of the saved work is offered after the reload').toEqual([]);
}

browserTest('a customer’s radio, creatable e-mails, address suggestion and sectors are saved and survive a reload', async ({ page }) => {
  await logIn(page, 'admin');
  await openRecord(page, 'customer', 1, 'Cabinet Lefebvre');

  await page.getByRole('radiogroup', { name: 'Type' }).getByRole('radio', { name: 'Entreprise' }).check();

  const emails = combobox(page, 'Destinataires des factures');
  await emails.fill('pas-un-email');
  await page.getByText("Cette adresse e-mail n'est pas valide.").waitFor();
  await expectNoSeriousA11yViolations(page, 'a customer’s form with a wrong e-mail typed');
  await emails.press('Enter');
  expect(await chips(page, 'Destinataires des factures')).toEqual(['compta@lefebvre0.fr']);
  await emails.fill('factures@lefebvre.fr');
  await page.getByRole('option', { name: 'Ajouter "factures@lefebvre.fr"' }).click();
  expect(await chips(page, 'Destinataires des factures')).toEqual(['compta@lefebvre0.fr', 'factures@lefebvre.fr']);

  await tab(page, 'Adresse').click();
  await combobox(page, 'Adresse').fill('rennes');
  await page.getByRole('option', { name: /^Rennes \(35000\)/ }).waitFor();
  await expectNoSeriousA11yViolations(page, 'an address’s suggestions');
  await page.getByRole('option', { name: /^Rennes \(35000\)/ }).click();
  expect(await combobox(page, 'Adresse').inputValue()).toBe('Rennes (35000)');

  await tab(page, 'Notes').click();
  await combobox(page, 'Secteurs').click();
  await page.getByRole('option', { name: 'Santé' }).click();
  await page.keyboard.press('Escape');
  expect(await chips(page, 'Secteurs')).toEqual(['Commerce', 'Santé']);

  await saveAndReload(page, 'customer', 'Cabinet Lefebvre');
  expect(await page.getByRole('radiogroup', { name: 'Type' }).getByRole('radio', { name: 'Entreprise' }).isChecked()).toBe(true);
  expect(await chips(page, 'Destinataires des factures')).toEqual(['compta@lefebvre0.fr', 'factures@lefebvre.fr']);
  await tab(page, 'Adresse').click();
  expect(await combobox(page, 'Adresse').inputValue()).toBe('Rennes (35000)');
  await tab(page, 'Notes').click();
  expect(await chips(page, 'Secteurs')).toEqual(['Commerce', 'Santé']);
});

browserTest('an absence’s employee is searched by name and its status chosen in a button group', async ({ page }) => {
  await logIn(page, 'admin');
  // The demo absences lie around the day the database was seeded: the test makes its own, in a year none of them
  // reaches, for an employee of its own, so that nothing depends on the day it runs.
  const api = await apiAs(page.request, 'admin');
  const employee = await api.post<{ identifier: number }>('/proxy/form/employee', {
    identifier: null,
    values: { last_name: 'Carpentier', first_name: 'Yves', contract: 'cdi', hire_date: '2020-09-01' },
  });
  const absence = await api.post<{ identifier: number }>('/proxy/form/absence', {
    identifier: null,
    values: { employee_id: employee.identifier, type: 'sick', start_date: '2035-01-08', end_date: '2035-01-09', status: 'requested' },
  });
  const title = 'Maladie du 08/01/2035 au 09/01/2035';
  await openRecord(page, 'absence', absence.identifier, title);
  expect(await combobox(page, 'Salarié').inputValue()).toBe('CARPENTIER Yves');

  await combobox(page, 'Salarié').fill('michel');
  // The demo has two employees of that name: either will do.
  await page.getByRole('option', { name: 'MICHEL Gabriel', exact: true }).first().click();
  const refused = page.getByRole('group', { name: 'Statut' }).getByRole('button', { name: 'Refusée' });
  await refused.click();
  expect(await pressed(refused)).toBe('true');
  await expectNoSeriousA11yViolations(page, 'an absence’s form with its status chosen');

  // An absence goes back where the user came from once saved: open it again to read what was stored.
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect.poll(() => page.getByTestId('notification').textContent()).toBe('Données sauvegardées');
  await openRecord(page, 'absence', absence.identifier, title);
  expect(await combobox(page, 'Salarié').inputValue()).toBe('MICHEL Gabriel');
  expect(await pressed(page.getByRole('group', { name: 'Statut' }).getByRole('button', { name: 'Refusée' }))).toBe('true');
  expect(await pressed(page.getByRole('group', { name: 'Statut' }).getByRole('button', { name: 'Validée' }))).toBe('false');
});

browserTest('an employee’s contract, working days and manager are saved, and the manager’s link opens the manager', async ({ page }) => {
  await logIn(page, 'admin');
  await openRecord(page, 'employee', 1, 'MICHEL Gabriel');
  await tab(page, 'Contrat').click();

  await selectBox(page, 'Contrat').click();
  await page.getByRole('option', { name: 'Apprentissage' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'a select’s open list');
  await page.getByRole('option', { name: 'Apprentissage' }).click();
  const days = page.getByRole('group', { name: 'Jours travaillés' });
  await days.getByRole('button', { name: 'Lun' }).click();
  await days.getByRole('button', { name: 'Sam' }).click();
  await expectNoSeriousA11yViolations(page, 'an employee’s contract tab');

  await combobox(page, 'Responsable').fill('leroy');
  await page.getByRole('option', { name: 'LEROY Claire', exact: true }).click();
  expect(await page.getByRole('link', { name: 'Ouvrir dans une nouvelle fenêtre : LEROY Claire' }).getAttribute('href')).toBe(recordPath('employee', 23));
  await page.getByRole('button', { name: 'Ouvrir : LEROY Claire' }).click();
  const manager = page.getByRole('dialog', { name: 'LEROY Claire' });
  await expect.poll(() => manager.getByRole('textbox', { name: 'Nom', exact: true }).inputValue()).toBe('LEROY');
  await expectNoSeriousA11yViolations(page, 'a linked record’s dialog');
  await manager.getByRole('button', { name: 'Fermer' }).first().click();
  await manager.waitFor({ state: 'detached' });

  await saveAndReload(page, 'employee', 'MICHEL Gabriel');
  await tab(page, 'Contrat').click();
  expect(await selectBox(page, 'Contrat').textContent()).toBe('Apprentissage');
  const saved = page.getByRole('group', { name: 'Jours travaillés' });
  expect(await pressed(saved.getByRole('button', { name: 'Lun' }))).toBe('false');
  expect(await pressed(saved.getByRole('button', { name: 'Mar' }))).toBe('true');
  expect(await pressed(saved.getByRole('button', { name: 'Sam' }))).toBe('true');
  expect(await combobox(page, 'Responsable').inputValue()).toBe('LEROY Claire');
});

browserTest('a product’s category is picked in the tree popup, its availability in vertical tabs, its tags and icon chosen', async ({ page }) => {
  await logIn(page, 'admin');
  await openRecord(page, 'product', 1, 'Cahier spirale, A4 96 pages');
  const category = page.getByRole('textbox', { name: 'Catégorie' });
  expect(await category.inputValue()).toBe('Fournitures de bureau › Papeterie › Cahiers et blocs');

  await page.getByRole('button', { name: 'Choisir : Catégorie' }).click();
  const tree = page.getByRole('dialog', { name: 'Choisir : Catégorie' });
  const box = await tree.boundingBox();
  expect(box?.width).toBe(800);
  await expectNoSeriousA11yViolations(page, 'the tree popup');
  await tree.getByText('Papeterie', { exact: true }).click();
  await tree.getByRole('button', { name: 'Choisir', exact: true }).click();
  expect(await category.inputValue()).toBe('Fournitures de bureau › Papeterie');

  await page.getByRole('tablist', { name: 'Disponibilité' }).getByRole('tab', { name: 'En vente' }).click();
  await combobox(page, 'Étiquettes').click();
  await page.getByRole('option', { name: 'Promotion' }).click();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page, 'a product’s vertical tabs and tags');

  await tab(page, 'Présentation').click();
  await page.getByRole('button', { name: 'Icône : Livre' }).click();
  const picker = page.getByRole('dialog', { name: 'Choisir une icône' });
  await picker.getByRole('textbox', { name: 'Rechercher' }).fill('voiture');
  // The grid is re-rendered after the keystrokes: its count is read once it has settled.
  await expect.poll(() => picker.getByRole('option').count()).toBe(1);
  await expectNoSeriousA11yViolations(page, 'the icon picker');
  await picker.getByRole('option', { name: 'Voiture' }).click();
  await page.getByRole('button', { name: 'Icône : Voiture' }).waitFor();

  await saveAndReload(page, 'product', 'Cahier spirale, A4 96 pages');
  expect(await page.getByRole('textbox', { name: 'Catégorie' }).inputValue()).toBe('Fournitures de bureau › Papeterie');
  expect(await page.getByRole('tablist', { name: 'Disponibilité' }).getByRole('tab', { name: 'En vente' }).getAttribute('aria-selected')).toBe('true');
  expect(await chips(page, 'Étiquettes')).toEqual(['Nouveauté', 'Promotion']);
  await tab(page, 'Présentation').click();
  expect(await page.getByRole('button', { name: 'Icône : Voiture' }).isVisible()).toBe(true);
});

browserTest('an invoice’s quotes are chosen among its customer’s; a customer created inline is held by the select and has none to offer', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const invoice = await api.get<{ values: { customer: number } }>(`/proxy/form/invoice/${encodeURIComponent(encodeParams({ id: 1 }))}`);
  const customersQuotes = await api.get<{ label: string }[]>(
    `/proxy/form/list/invoice/quotes/0/0/${encodeURIComponent(encodeParams({ customer: invoice.values.customer }))}`,
  );
  expect(customersQuotes.length).toBeGreaterThan(0);
  await openRecord(page, 'invoice', 1, 'Facture FA-2024-0001');
  expect(await combobox(page, 'Client').inputValue()).toBe('Pharmacie Rousseau (LILLE)');

  // The list offers the customer's quotes, no one else's.
  await combobox(page, 'Devis facturés').click();
  await page.getByRole('option').first().waitFor();
  expect(await page.getByRole('option').allTextContents()).toEqual(customersQuotes.map((quote) => quote.label));
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  const quotes = await chips(page, 'Devis facturés');
  expect(quotes).toHaveLength(1);
  await expectNoSeriousA11yViolations(page, 'an invoice’s form with a quote chosen');

  await page.getByRole('button', { name: 'Créer une nouvelle entrée : Client' }).click();
  const creation = page.getByRole('dialog', { name: 'Nouvel enregistrement : Client' });
  await creation.getByLabel('Raison sociale').fill('Librairie des Lices');
  await expectNoSeriousA11yViolations(page, 'the inline new record’s dialog');
  await creation.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await creation.waitFor({ state: 'detached' });
  await expect.poll(() => combobox(page, 'Client').inputValue()).toMatch(/^Librairie des Lices/);

  // A new customer has no quote: the list, asked anew with the new customer, offers nothing.
  await combobox(page, 'Devis facturés').click();
  await page.getByText('Aucune donnée ne correspond à votre recherche').waitFor();
  await page.keyboard.press('Escape');

  await saveAndReload(page, 'invoice', 'Facture FA-2024-0001');
  expect(await combobox(page, 'Client').inputValue()).toMatch(/^Librairie des Lices/);
  expect(await chips(page, 'Devis facturés')).toEqual(quotes);
});
