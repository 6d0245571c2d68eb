import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { newTimesheet } from '../support/demo-records.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

const employeeBox = (page: Page) => page.getByRole('combobox', { name: 'Salarié', exact: true });
const openButton = (page: Page) => page.getByRole('button', { name: 'Ouvrir la fiche : Salarié', exact: true });
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

browserTest('a timesheet’s employee opens in the sub-form dialog from the keyboard; once saved there, the timesheet shows the new name and keeps its unsaved edits', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const timesheet = await newTimesheet(api, 'Fabre', 'Inès', '2026-04');
  await page.goto(recordPath('timesheet', timesheet.identifier));
  await expect.poll(() => employeeBox(page).inputValue()).toBe('FABRE Inès');
  // An edit not saved yet: it must outlive the reload that follows the employee's save.
  const validated = page.getByRole('checkbox', { name: 'Validée' });
  await validated.check();
  await expectNoSeriousA11yViolations(page, 'a timesheet whose employee opens in a dialog');

  // From the employee's select, the keyboard reaches its new-window link, then the button opening the record.
  await employeeBox(page).focus();
  for (let step = 0; step < 4 && (await focusedName(page)) !== 'Ouvrir la fiche : Salarié'; step++) await page.keyboard.press('Tab');
  expect(await focusedName(page)).toBe('Ouvrir la fiche : Salarié');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Salarié' });
  const lastName = dialog.getByRole('textbox', { name: 'Nom', exact: true });
  await expect.poll(() => lastName.inputValue()).toBe('FABRE');
  await expectNoSeriousA11yViolations(page, 'an employee opened from a timesheet');

  await lastName.fill('Fabre-Roux');
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect.poll(() => page.getByTestId('notification').textContent()).toBe('Données sauvegardées');
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await dialog.waitFor({ state: 'detached' });

  await expect.poll(() => employeeBox(page).inputValue()).toBe('FABRE-ROUX Inès');
  expect(await validated.isChecked()).toBe(true);
  expect(await openButton(page).count()).toBe(1);
});

browserTest('choosing another employee on the timesheet makes the button open that employee', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const timesheet = await newTimesheet(api, 'Garnier', 'Paul', '2026-05');
  await api.post('/proxy/form/employee', { identifier: null, values: { last_name: 'Vasseur', first_name: 'Zoé', contract: 'cdi', hire_date: '2021-01-04' } });
  await page.goto(recordPath('timesheet', timesheet.identifier));
  await expect.poll(() => employeeBox(page).inputValue()).toBe('GARNIER Paul');

  await employeeBox(page).fill('vasseur');
  // The onchange answer of the employee's change names the record the button now opens.
  const answered = page.waitForResponse((response) => response.url().includes('/proxy/form/onchange/timesheet/employee_id'));
  await page.getByRole('option', { name: 'VASSEUR Zoé', exact: true }).click();
  await answered;
  await openButton(page).click();
  const dialog = page.getByRole('dialog', { name: 'Salarié' });
  await expect.poll(() => dialog.getByRole('textbox', { name: 'Nom', exact: true }).inputValue()).toBe('VASSEUR');
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await dialog.waitFor({ state: 'detached' });
  expect(await employeeBox(page).inputValue()).toBe('VASSEUR Zoé');
});
