import { encodeParams } from '@ossature/contract';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { newTimesheet } from '../support/demo-records.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

interface Form {
  identifier: number;
  values: Record<string, unknown>;
  collection: Record<string, { data: { identifier: number; values: Record<string, unknown> }[] }>;
}

type Api = Awaited<ReturnType<typeof apiAs>>;

const notification = (page: Page) => page.getByTestId('notification');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Saves and waits for the server's answer. */
async function save(page: Page) {
  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données sauvegardées');
}

/** An amount as a field or a cell shows it ('1 234,50 €', '1234,5'…), as a number. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d,.-]/g, '').replace(',', '.'));

const newLine = (label: string, quantity: number, unitPrice: number) => ({
  identifier: null,
  values: { label, quantity, unit_price: unitPrice, vat_rate: '20' },
});

/** A fresh draft invoice of a fresh customer, with lines, created through the API. */
async function newInvoice(api: Api, customerName: string, lines: ReturnType<typeof newLine>[]): Promise<Form> {
  const customer = await api.post<Form>('/proxy/form/customer', { identifier: null, values: { name: customerName, kind: 'company' } });
  return api.post<Form>('/proxy/form/invoice', {
    identifier: null,
    values: { customer: customer.identifier, issue_date: '2026-03-02', status: 'draft' },
    collection: { lines },
  });
}

const cell = (page: Page, column: string, line: number) => page.getByRole('textbox', { name: `${column}, ligne ${line}`, exact: true });
const linesTable = (page: Page) => page.getByRole('table', { name: 'Lignes' });
const lineLabels = async (page: Page) => {
  const count = await linesTable(page).getByRole('textbox', { name: /^Désignation, ligne/ }).count();
  const labels: string[] = [];
  for (let line = 1; line <= count; line++) labels.push(await cell(page, 'Désignation', line).inputValue());
  return labels;
};
/** The 'Total HT' cell of a line (a computed column: text, not an input). */
const lineTotal = (page: Page, line: number) => linesTable(page).getByRole('row').nth(line).getByRole('cell').nth(6);
const totalIncludingVat = (page: Page) => page.getByLabel('Total TTC', { exact: true });

browserTest('invoice lines are edited, added, reordered and removed; the server recomputes the totals; the order survives a reload', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const invoice = await newInvoice(api, 'Menuiserie Roux', [newLine('Pose', 2, 40), newLine('Fourniture', 1, 10)]);
  await page.goto(recordPath('invoice', invoice.identifier));
  await linesTable(page).waitFor();
  expect(await lineLabels(page)).toEqual(['Pose', 'Fourniture']);
  expect(amountOf(await lineTotal(page, 1).textContent())).toBe(80);
  await expectNoSeriousA11yViolations(page, 'an invoice’s form with its dense line table');

  // A quantity changes: the server recomputes the line total and the invoice's totals.
  await cell(page, 'Quantité', 1).fill('3');
  await expect.poll(async () => amountOf(await lineTotal(page, 1).textContent())).toBe(120);
  await expect.poll(async () => amountOf(await totalIncludingVat(page).inputValue())).toBe(156);

  await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
  expect(await cell(page, 'Quantité', 3).inputValue()).toBe('1');
  await cell(page, 'Désignation', 3).fill('Déplacement');
  await cell(page, 'Prix unitaire HT', 3).fill('25');
  await page.getByRole('button', { name: 'Monter la ligne 3' }).click();
  await page.getByRole('button', { name: 'Monter la ligne 2' }).click();
  expect(await lineLabels(page)).toEqual(['Déplacement', 'Pose', 'Fourniture']);
  await page.getByRole('button', { name: 'Supprimer la ligne 3' }).click();
  expect(await lineLabels(page)).toEqual(['Déplacement', 'Pose']);
  await expect.poll(async () => amountOf(await totalIncludingVat(page).inputValue())).toBe(174);

  await save(page);
  await page.reload();
  await linesTable(page).waitFor();
  expect(await lineLabels(page)).toEqual(['Déplacement', 'Pose']);
  expect(amountOf(await lineTotal(page, 1).textContent())).toBe(25);
  expect(amountOf(await lineTotal(page, 2).textContent())).toBe(120);
  expect(amountOf(await totalIncludingVat(page).inputValue())).toBe(174);
});

browserTest('a line is dragged to another place and edited in the line dialog; both are kept once saved', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const invoice = await newInvoice(api, 'Plâtrerie Morel', [newLine('Pose', 2, 40), newLine('Fourniture', 1, 10)]);
  await page.goto(recordPath('invoice', invoice.identifier));
  await linesTable(page).waitFor();
  await page.getByRole('img', { name: 'Déplacer la ligne 1' }).dragTo(linesTable(page).getByRole('row').nth(2));
  expect(await lineLabels(page)).toEqual(['Fourniture', 'Pose']);

  await page.getByRole('button', { name: 'Modifier la ligne 1' }).click();
  const dialog = page.getByRole('dialog', { name: "Edition d'une ligne de commande" });
  expect(await dialog.getByLabel('Désignation').inputValue()).toBe('Fourniture');
  await expectNoSeriousA11yViolations(page, 'the line dialog');
  await dialog.getByLabel('Désignation').fill('Fourniture de plaques');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await cell(page, 'Désignation', 1).inputValue()).toBe('Fourniture de plaques');
  await save(page);
  await page.reload();
  await linesTable(page).waitFor();
  expect(await lineLabels(page)).toEqual(['Fourniture de plaques', 'Pose']);
});

browserTest('a required line field left empty is reported on its line', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const invoice = await newInvoice(api, 'Serrurerie Blanc', [newLine('Pose', 1, 40)]);
  await page.goto(recordPath('invoice', invoice.identifier));
  await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
  await cell(page, 'Prix unitaire HT', 2).fill('12');
  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe('Les champs suivants sont requis : Désignation');
  const row = linesTable(page).getByRole('row').nth(2);
  expect(await row.getAttribute('data-error')).toBe('1');
  expect(await row.getByText('Ce champ est requis').isVisible()).toBe(true);
  expect(await row.getByRole('img', { name: 'Ligne 2 en erreur' }).count()).toBe(1);
  expect(await linesTable(page).getByRole('row').nth(1).getAttribute('data-error')).toBe('0');
  await expectNoSeriousA11yViolations(page, 'a line reported in error');

  await cell(page, 'Désignation', 2).fill('Clés');
  expect(await row.getAttribute('data-error')).toBe('0');
  await save(page);
});

browserTest('a contact is added as a tab: a required field left empty turns its tab red, its item button makes it the primary contact, then it saves', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const customer = await api.post<Form>('/proxy/form/customer', {
    identifier: null,
    values: { name: 'Fromagerie Petit', kind: 'company' },
    collection: { contacts: [{ identifier: null, values: { first_name: 'Léa', last_name: 'PETIT', primary: true } }] },
  });
  await page.goto(recordPath('customer', customer.identifier, { default_tab_name: 'contacts' }));
  await tab(page, 'Léa PETIT').waitFor();
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  const added = page.getByRole('tablist', { name: 'Éléments de Contacts' }).getByRole('tab').nth(1);
  expect(await added.textContent()).toBe('Nouveau');
  expect(await added.getAttribute('aria-selected')).toBe('true');
  await page.getByRole('textbox', { name: /^Nom/ }).fill('durand');
  expect(await added.textContent()).toBe('DURAND');

  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe('Les champs suivants sont requis : Prénom');
  expect(await added.getAttribute('data-error')).toBe('1');
  expect(await added.getByLabel('1 champ(s) en erreur').textContent()).toBe('1');
  expect(await tab(page, 'Léa PETIT').getAttribute('data-error')).toBe('0');
  expect(await tab(page, 'Contacts').getAttribute('data-error')).toBe('1');
  await expectNoSeriousA11yViolations(page, 'a tab collection with an item in error');

  await page.getByRole('textbox', { name: /^Prénom/ }).fill('paul');
  expect(await added.getAttribute('data-error')).toBe('0');
  // The item button, shown on a contact that is not the primary one, makes Paul primary and Léa not.
  await page.getByRole('button', { name: 'Définir comme contact principal' }).click();
  expect(await page.getByRole('checkbox', { name: 'Contact principal' }).isChecked()).toBe(true);
  expect(await page.getByRole('button', { name: 'Définir comme contact principal' }).count()).toBe(0);
  await save(page);
  await page.reload();
  await tab(page, 'Paul DURAND').waitFor();
  expect(await page.getByRole('tablist', { name: 'Éléments de Contacts' }).getByRole('tab').allTextContents()).toEqual(['Léa PETIT', 'Paul DURAND']);
  const stored = await api.get<Form>(`/proxy/form/customer/${encodeURIComponent(encodeParams({ id: customer.identifier }))}`);
  expect(stored.collection.contacts!.data.map((contact) => [contact.values.first_name, contact.values.primary])).toEqual([
    ['Léa', false],
    ['Paul', true],
  ]);
});

/** A fresh vehicle with two planned interventions, created through the API. */
async function newVehicle(api: Api, plate: string) {
  const vehicle = await api.post<Form>('/proxy/form/vehicle', { identifier: null, values: { plate, brand: 'Renault', model: 'Kangoo' } });
  for (const [date, kind] of [
    ['2026-02-10 09:00:00', 'service'],
    ['2026-04-15 14:30:00', 'oil_change'],
  ]) {
    await api.post('/proxy/form/maintenance', { identifier: null, values: { vehicle: vehicle.identifier, date, kind, garage: 'Garage du Centre', done: false } });
  }
  return vehicle;
}

const maintenances = (page: Page) => page.getByRole('table', { name: 'Interventions' });
const maintenanceRows = (page: Page) => maintenances(page).getByRole('row').filter({ hasNot: page.getByRole('columnheader') });

/** Types a date and time into a date-time picker, section by section, as a person does. */
async function typeDateTime(page: Page, field: Locator, digits: string) {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

browserTest('a vehicle’s interventions open, change, are added and deleted in the sub-form dialog, the table reloading each time', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const vehicle = await newVehicle(api, 'GH-482-KL');
  await page.goto(recordPath('vehicle', vehicle.identifier, { default_tab_name: 'entretien' }));
  await maintenances(page).waitFor();
  await expect.poll(() => maintenanceRows(page).count()).toBe(2);
  await expectNoSeriousA11yViolations(page, 'a vehicle’s sub-form table');

  // Open the April intervention (the most recent comes first), mark it done, save: the dialog closes, the row follows.
  const april = maintenanceRows(page).filter({ hasText: '15/04/2026 14:30' });
  expect(await april.getByRole('cell').nth(3).textContent()).toBe('Non');
  await april.getByRole('button', { name: /^Ouvrir/ }).click();
  let dialog = page.getByRole('dialog', { name: 'Interventions' });
  await dialog.getByLabel('Réalisée').check();
  await expectNoSeriousA11yViolations(page, 'the sub-form dialog');
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => april.getByRole('cell').nth(3).textContent()).toBe('Oui');

  // A new intervention: its form opens on the vehicle (prefilled from the parent link).
  await page.getByRole('button', { name: 'Ajouter', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Nouvel enregistrement : Interventions' });
  await dialog.getByRole('heading', { name: 'Nouveau' }).waitFor();
  await typeDateTime(page, dialog.getByRole('group', { name: 'Date' }), '200520261000');
  await dialog.getByLabel('Garage').fill('Carrosserie Martin');
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await expect.poll(() => maintenanceRows(page).count()).toBe(3);
  expect(await maintenanceRows(page).first().getByRole('cell').first().textContent()).toBe('20/05/2026 10:00');

  // Deleting asks first, then the table reloads without it.
  await maintenanceRows(page).filter({ hasText: '10/02/2026 09:00' }).getByRole('button', { name: /^Supprimer/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Supprimer' }).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données supprimées avec succès');
  await expect.poll(() => maintenanceRows(page).count()).toBe(2);
  expect(await maintenances(page).getByText('10/02/2026 09:00').count()).toBe(0);
});

browserTest('a new vehicle asks to be saved before its interventions can be created', async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto(`/front/form/vehicle/${encodeURIComponent(encodeParams({ default_tab_name: 'entretien' }))}`);
  await page.getByText('Vous devez enregistrer avant de pouvoir créer des "Interventions".').waitFor();
  await expectNoSeriousA11yViolations(page, 'a new vehicle’s form');
  expect(await page.getByRole('button', { name: 'Ajouter', exact: true }).count()).toBe(0);
});

browserTest('an employee’s absences load when their list is shown, each opening its form', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const expected = await api.get<{ data: { values: Record<string, unknown> }[] }>('/proxy/form/collection/employee/1/absences');
  expect(expected.data.length).toBeGreaterThan(0);
  const loaded = page.waitForResponse((response) => response.url().endsWith('/proxy/form/collection/employee/1/absences'));
  await page.goto(recordPath('employee', 1, { default_tab_name: 'absences' }));
  await loaded;
  const rows = page.getByRole('table', { name: 'Absences' }).getByRole('row');
  await expect.poll(() => rows.count()).toBe(expected.data.length + 1);
  await expectNoSeriousA11yViolations(page, 'an employee’s list of absences');
  await rows.nth(1).getByRole('button', { name: /^Ouvrir/ }).click();
  await page.getByRole('dialog', { name: 'Absences' }).getByLabel('Commentaire').waitFor();
});

/** A 2 × 2 PNG, red. */
const RED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);

browserTest('an image added to a product’s gallery is uploaded on save and shows after a reload', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const product = await api.post<Form>('/proxy/form/product', { identifier: null, values: { name: 'Banc public', price: 320 } });
  await page.goto(recordPath('product', product.identifier, { default_tab_name: 'galerie' }));
  await page.getByText('Aucune donnée').waitFor();
  await page.getByLabel('Ajouter une image').setInputFiles({ name: 'banc.png', mimeType: 'image/png', buffer: RED_PNG });
  const item = page.getByRole('listitem', { name: 'Image 1' });
  expect(await item.getByText('Nouveau').isVisible()).toBe(true);
  await item.getByLabel('Légende').fill('Banc en chêne');
  await expectNoSeriousA11yViolations(page, 'a gallery with an image to upload');
  await save(page);

  await page.reload();
  const image = page.getByRole('listitem', { name: 'Image 1' }).getByRole('img', { name: 'banc.png' });
  await image.waitFor();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(2);
  expect(await page.getByRole('listitem', { name: 'Image 1' }).getByLabel('Légende').inputValue()).toBe('Banc en chêne');
  expect(await page.getByRole('listitem', { name: 'Image 1' }).getByText('Nouveau').count()).toBe(0);
});

/** A date or time cell of a dense table: a picker named after its column and line, one spinbutton per section. */
const pickerCell = (page: Page, column: string, line: number) => linesTable(page).getByRole('group', { name: `${column}, ligne ${line}`, exact: true });
const shownInCell = (page: Page, column: string, line: number) => pickerCell(page, column, line).locator('input').inputValue();

browserTest('a timesheet line’s day and times are typed on French pickers in the dense table; the server counts the hours, kept after a reload', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const timesheet = await newTimesheet(api, 'Perrin', 'Léa', '2026-03');
  await page.goto(recordPath('timesheet', timesheet.identifier));
  // No line yet: the table appears with the first one.
  await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
  // Typed at once, while the server still recomputes the added line: what is typed must stay.
  await typeDateTime(page, pickerCell(page, 'Jour', 1), '09032026');
  await typeDateTime(page, pickerCell(page, 'Début', 1), '0830');
  await typeDateTime(page, pickerCell(page, 'Fin', 1), '1215');
  expect(await shownInCell(page, 'Jour', 1)).toBe('09/03/2026');
  await expect.poll(() => page.getByLabel('Total des heures', { exact: true }).inputValue()).toBe('3,75');
  await expectNoSeriousA11yViolations(page, 'a timesheet’s dense table with pickers');

  await save(page);
  await page.reload();
  await linesTable(page).waitFor();
  expect([await shownInCell(page, 'Jour', 1), await shownInCell(page, 'Début', 1), await shownInCell(page, 'Fin', 1)]).toEqual(['09/03/2026', '08:30', '12:15']);
  const stored = await api.get<Form>(`/proxy/form/timesheet/${encodeURIComponent(encodeParams({ id: timesheet.identifier }))}`);
  expect(stored.collection.lines!.data.map((line) => line.values)).toEqual([expect.objectContaining({ day: '2026-03-09', start: '08:30', end: '12:15', hours: 3.75 })]);
});
