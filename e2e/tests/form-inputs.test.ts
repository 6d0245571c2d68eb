import { encodeParams, messages } from '@ossature/contract';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { dateField, shownDate, typeDate } from '../support/date-fields.js';
import { newTimesheet } from '../support/demo-records.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { DEMO_PASSWORD, logIn } from '../support/login.js';

launchBrowserPerFile();

interface Form {
  identifier: number;
  version: number;
  values: Record<string, unknown>;
}

/** Intl's French spaces: narrow no-break between thousands, no-break before the currency. */
const NNBSP = '\u202f';
const NBSP = '\u00a0';

const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });

/** Saves, waits for the server's answer, and reloads the page: what is shown next comes from the database. */
async function saveAndReload(page: Page, ready: () => Promise<void>) {
  await saveButton(page).click();
  await expect.poll(() => page.getByTestId('notification').textContent()).toBe(messages.form.saved);
  await page.reload();
  await ready();
}

const recordApi = (name: string, id: number) => `/proxy/form/${name}/${encodeURIComponent(encodeParams({ id }))}`;

browserTest('an employee’s date, social security number, phone, salary and flag are typed the French way and survive a reload', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const employee = await api.post<Form>('/proxy/form/employee', {
    identifier: null,
    values: { last_name: 'Vasseur', first_name: 'inès', contract: 'cdi', hire_date: '2020-01-06' },
  });
  const ready = () => page.getByRole('heading', { name: 'VASSEUR Inès' }).waitFor();
  await page.goto(recordPath('employee', employee.identifier));
  await ready();

  // An impossible date, then one before 1900, are named as they are typed and never reach the form.
  await typeDate(page, 'Date de naissance', '31021985');
  await page.getByText(messages.form.invalidDate).waitFor();
  expect(await saveButton(page).isDisabled()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'an employee’s form with an impossible date');
  await typeDate(page, 'Date de naissance', '15', 'Jour');
  await typeDate(page, 'Date de naissance', '0198', 'Année');
  await page.getByText(messages.form.dateTooSmall).waitFor();
  await typeDate(page, 'Date de naissance', '15011985');
  expect(await page.getByText(messages.form.invalidDate).count()).toBe(0);
  expect(await page.getByText(messages.form.dateTooSmall).count()).toBe(0);

  await page.getByLabel('N° de sécurité sociale').fill('2 69 05 2a-006.084 97');
  expect(await page.getByLabel('N° de sécurité sociale').inputValue()).toBe('2 69 05 2A 006 084');

  const phone = page.getByLabel('Téléphone');
  const invalidPhone = page.getByRole('img', { name: messages.form.invalidPhone });
  await phone.fill('06 1');
  await invalidPhone.waitFor();
  await phone.fill('06.12.34.56.78');
  expect(await invalidPhone.count()).toBe(0);
  await phone.blur();
  expect(await phone.inputValue()).toBe('06 12 34 56 78');

  await tab(page, 'Contrat').click();
  const salary = page.getByLabel('Salaire brut mensuel');
  await salary.click();
  // The third decimal is refused as it is typed.
  await salary.pressSequentially('2345,678');
  expect(await salary.inputValue()).toBe('2345,67');
  await typeDate(page, "Date d'embauche", '01092021');
  await page.getByRole('checkbox', { name: 'En poste' }).uncheck();
  expect(await salary.inputValue()).toBe(`2${NNBSP}345,67${NBSP}€`);

  await saveAndReload(page, ready);
  expect(await shownDate(page, 'Date de naissance')).toBe('15/01/1985');
  expect(await page.getByLabel('N° de sécurité sociale').inputValue()).toBe('2 69 05 2A 006 084');
  expect(await page.getByLabel('Téléphone').inputValue()).toBe('06 12 34 56 78');
  await tab(page, 'Contrat').click();
  expect(await page.getByLabel('Salaire brut mensuel').inputValue()).toBe(`2${NNBSP}345,67${NBSP}€`);
  expect(await shownDate(page, "Date d'embauche")).toBe('01/09/2021');
  expect(await page.getByRole('checkbox', { name: 'En poste' }).isChecked()).toBe(false);

  // Stored in the SPEC's formats: bare phone and number, ISO date, euros.
  const stored = await api.get<Form>(recordApi('employee', employee.identifier));
  expect(stored.values).toMatchObject({
    birth_date: '1985-01-15',
    social_security_number: '269052A006084',
    phone: '0612345678',
    salary: 2345.67,
    hire_date: '2021-09-01',
    active: false,
  });
});

browserTest('a product’s price, rating, colour and stock survive a reload', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const product = await api.post<Form>('/proxy/form/product', { identifier: null, values: { name: 'Lampe de bureau', price: 10 } });
  const ready = () => page.getByRole('heading', { name: 'Lampe de bureau' }).waitFor();
  await page.goto(recordPath('product', product.identifier));
  await ready();
  await expectNoSeriousA11yViolations(page, 'a product’s form');

  // The stars' labels cover their radios: choose the 4th star with the keyboard.
  await page.getByRole('radio', { name: '4 Etoiles' }).focus();
  await page.keyboard.press('Space');
  await tab(page, 'Prix et stock').click();
  const price = page.getByLabel('Prix HT');
  expect(await price.inputValue()).toBe(`10,00${NBSP}€`);
  await price.fill('1234,5');
  await page.getByLabel('Stock', { exact: true }).fill('12');
  expect(await price.inputValue()).toBe(`1${NNBSP}234,50${NBSP}€`);
  await tab(page, 'Présentation').click();
  await page.getByLabel('Couleur', { exact: true }).fill('#12AB3');
  await page.getByText(messages.form.invalidColor).waitFor();
  await expectNoSeriousA11yViolations(page, 'a product’s presentation tab with a wrong colour');
  await page.getByLabel('Couleur', { exact: true }).fill('#12ab34');
  expect(await page.getByText(messages.form.invalidColor).count()).toBe(0);

  await saveAndReload(page, ready);
  expect(await page.getByRole('radio', { name: '4 Etoiles' }).isChecked()).toBe(true);
  await tab(page, 'Prix et stock').click();
  expect(await page.getByLabel('Prix HT').inputValue()).toBe(`1${NNBSP}234,50${NBSP}€`);
  expect(await page.getByLabel('Stock', { exact: true }).inputValue()).toBe('12');
  await tab(page, 'Présentation').click();
  expect(await page.getByLabel('Couleur', { exact: true }).inputValue()).toBe('#12ab34');
  expect(await page.getByLabel(messages.formInputs.pickColor).inputValue()).toBe('#12ab34');
});

browserTest('a vehicle’s year and mileage survive a reload, and its card code is written but never shown again', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const vehicle = await api.post<Form>('/proxy/form/vehicle', { identifier: null, values: { plate: 'EZ-418-QW', brand: 'Renault', model: 'Kangoo' } });
  const ready = () => page.getByRole('heading', { name: 'EZ-418-QW – Renault Kangoo' }).waitFor();
  await page.goto(recordPath('vehicle', vehicle.identifier));
  await ready();

  await typeDate(page, 'Année de première immatriculation', '2019');
  const mileage = page.getByLabel('Kilométrage');
  await mileage.click();
  // The wheel over a focused number field changes nothing.
  await mileage.fill('45000');
  await page.mouse.wheel(0, 300);
  expect(await mileage.inputValue()).toBe('45000');
  const pin = page.getByLabel('Code de la carte carburant');
  await pin.fill('4321');
  expect(await pin.getAttribute('type')).toBe('password');
  await page.getByRole('button', { name: messages.formInputs.showPassword }).click();
  expect(await pin.getAttribute('type')).toBe('text');
  await expectNoSeriousA11yViolations(page, 'a vehicle’s form');

  await saveAndReload(page, ready);
  expect(await shownDate(page, 'Année de première immatriculation')).toBe('2019');
  expect(await page.getByLabel('Kilométrage').inputValue()).toBe(`45${NNBSP}000`);
  expect(await page.getByLabel('Code de la carte carburant').inputValue()).toBe('');
  expect(await page.getByText('Laissez vide pour conserver le code actuel.').isVisible()).toBe(true);
  const stored = await api.get<Form>(recordApi('vehicle', vehicle.identifier));
  expect(stored.values).toMatchObject({ first_registration: '2019', mileage: 45000 });
  expect(stored.values.fuel_card_pin ?? null).toBeNull();
});

browserTest('a maintenance’s date and time and its cost survive a reload', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const vehicle = await api.post<Form>('/proxy/form/vehicle', { identifier: null, values: { plate: 'FB-227-RX', brand: 'Peugeot', model: 'Partner' } });
  const maintenance = await api.post<Form>('/proxy/form/maintenance', {
    identifier: null,
    values: { vehicle: vehicle.identifier, date: '2026-03-04 09:30:00', garage: 'Garage du Centre' },
  });
  const ready = async () => {
    await page.getByRole('group', { name: 'Date', exact: true }).waitFor();
  };
  await page.goto(recordPath('maintenance', maintenance.identifier));
  await ready();
  expect(await shownDate(page, 'Date')).toBe('04/03/2026 09:30');

  await typeDate(page, 'Date', '1445', 'Heures');
  await page.getByLabel('Coût').fill('89,9');
  await page.getByLabel('Garage').click();
  expect(await page.getByLabel('Coût').inputValue()).toBe(`89,90${NBSP}€`);
  await expectNoSeriousA11yViolations(page, 'a maintenance’s form');

  await saveAndReload(page, ready);
  expect(await shownDate(page, 'Date')).toBe('04/03/2026 14:45');
  expect(await page.getByLabel('Coût').inputValue()).toBe(`89,90${NBSP}€`);
  const stored = await api.get<Form>(recordApi('maintenance', maintenance.identifier));
  expect(stored.values).toMatchObject({ date: '2026-03-04 14:45:00', cost: 89.9 });
});

browserTest('a customer’s website gets https:// and an open button, and its hidden field keeps its value unseen', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const customer = await api.post<Form>('/proxy/form/customer', {
    identifier: null,
    values: { name: 'Boulangerie Lemoine', kind: 'company', accounting_reference: 'CPT-0042' },
  });
  const ready = () => page.getByRole('heading', { name: 'Boulangerie Lemoine' }).waitFor();
  await page.goto(recordPath('customer', customer.identifier));
  await ready();
  expect(await page.getByLabel('Référence comptable').count()).toBe(0);

  const website = page.getByRole('textbox', { name: 'Site web' });
  await website.fill('www.boulangerie-lemoine.fr');
  await website.blur();
  expect(await website.inputValue()).toBe('https://www.boulangerie-lemoine.fr');
  const open = page.getByRole('link', { name: messages.formInputs.openLink });
  expect(await open.getAttribute('href')).toBe('https://www.boulangerie-lemoine.fr');
  expect(await open.getAttribute('target')).toBe('_blank');
  await expectNoSeriousA11yViolations(page, 'a customer’s form with its website’s link');

  await saveAndReload(page, ready);
  expect(await page.getByRole('textbox', { name: 'Site web' }).inputValue()).toBe('https://www.boulangerie-lemoine.fr');
  const stored = await api.get<Form>(recordApi('customer', customer.identifier));
  expect(stored.values).toMatchObject({ website: 'https://www.boulangerie-lemoine.fr', accounting_reference: 'CPT-0042' });
});

browserTest('a timesheet’s month is typed MM/yyyy, stored yyyy-MM, and survives a reload', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const timesheet = await newTimesheet(api, 'Garnier', 'Paul', '2026-03');
  const ready = () => dateField(page, 'Mois').waitFor();
  await page.goto(recordPath('timesheet', timesheet.identifier));
  await ready();
  expect(await shownDate(page, 'Mois')).toBe('03/2026');

  await typeDate(page, 'Mois', '11');
  expect(await shownDate(page, 'Mois')).toBe('11/2026');
  await expectNoSeriousA11yViolations(page, 'a timesheet’s form');
  await saveAndReload(page, ready);
  expect(await shownDate(page, 'Mois')).toBe('11/2026');
  const stored = await api.get<Form>(recordApi('timesheet', timesheet.identifier));
  expect(stored.values.month).toBe('2026-11');
});

/** Puts the demo password back through the API, logging in with the one the test set. */
async function restoreDemoPassword(request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api-internal/login', { data: { username, password } });
  if (!login.ok()) return;
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const user = (await (await request.get('/api-internal/user', { headers })).json()) as { id: number };
  const profile = (await (await request.get(recordApi('g_user_profile', user.id), { headers })).json()) as Form;
  await request.post('/proxy/form/g_user_profile', {
    headers,
    data: { identifier: profile.identifier, version: profile.version, values: { password: DEMO_PASSWORD } },
  });
}

browserTest('a new password on the profile states the strong-password rule until it is met, and is saved without being shown back', async ({ page, newContext }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const user = await api.get<{ id: number }>('/api-internal/user');
  const ready = () => page.getByLabel('Nouveau mot de passe').waitFor();
  await page.goto(recordPath('g_user_profile', user.id));
  await ready();
  expect(await page.getByText('Laissez vide pour conserver le mot de passe actuel.').isVisible()).toBe(true);

  const password = page.getByLabel('Nouveau mot de passe');
  await password.fill('court');
  await page.getByText(messages.form.strongPassword).waitFor();
  await expectNoSeriousA11yViolations(page, 'the profile with a weak new password');
  await password.fill('saintaubin2026');
  expect(await page.getByText(messages.form.strongPassword).isVisible()).toBe(true);
  const newPassword = 'Saint-Aubin#2026x';
  await password.fill(newPassword);
  expect(await page.getByText(messages.form.strongPassword).count()).toBe(0);
  try {
    await saveAndReload(page, ready);
    expect(await page.getByLabel('Nouveau mot de passe').inputValue()).toBe('');
    const other = await (await newContext()).newPage();
    await logIn(other, 'admin', newPassword);
  } finally {
    await restoreDemoPassword(page.request, 'admin', newPassword);
  }
});
