import { encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

interface Row {
  identifier: number;
  values: Record<string, unknown>;
  collection?: Record<string, { data: Row[] }>;
}
interface Form {
  identifier: number;
  collection: Record<string, { data: Row[] }>;
}

const notification = (page: Page) => page.getByTestId('notification');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const means = (page: Page) => page.getByRole('region', { name: 'Moyens de contact' });
const meansCell = (page: Page, column: string, line: number) => means(page).getByRole('textbox', { name: `${column}, ligne ${line}`, exact: true });

browserTest('a contact’s means of contact are edited in its tab: a new line left without its type counts in the tab’s badge, then saves and comes back after a reload', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const customer = await api.post<Form>('/proxy/form/customer', {
    identifier: null,
    values: { name: 'Papeterie Nadal', kind: 'company' },
    collection: {
      contacts: [
        { identifier: null, values: { first_name: 'Léa', last_name: 'NADAL', primary: true }, collection: { means: [{ identifier: null, values: { type: 'mobile', value: '0611223344' } }] } },
        { identifier: null, values: { first_name: 'Marc', last_name: 'ROUX' } },
      ],
    },
  });
  await page.goto(recordPath('customer', customer.identifier, { default_tab_name: 'contacts' }));
  await tab(page, 'Léa NADAL').waitFor();
  expect(await meansCell(page, 'Coordonnée', 1).inputValue()).toBe('0611223344');
  // No tab names the table inside the contact's tab: its heading does.
  expect(await means(page).getByRole('heading', { name: 'Moyens de contact' }).isVisible()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'a contact with its means of contact');

  // By keyboard: a new line, its value typed, its type left empty.
  const addLine = means(page).getByRole('button', { name: 'Ajouter une ligne', exact: true });
  await addLine.focus();
  await page.keyboard.press('Enter');
  await meansCell(page, 'Coordonnée', 2).focus();
  await page.keyboard.type('lea@nadal.fr');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect.poll(() => notification(page).textContent()).toBe('Les champs suivants sont requis : Type');
  // Its name now holds the badge's count: the first contact's tab.
  const lea = page.getByRole('tablist', { name: 'Éléments de Contacts' }).getByRole('tab').nth(0);
  expect(await lea.getAttribute('data-error')).toBe('1');
  expect(await lea.getByLabel('1 champ(s) en erreur').textContent()).toBe('1');
  expect(await tab(page, 'Marc ROUX').getAttribute('data-error')).toBe('0');
  expect(await means(page).getByRole('row').nth(2).getAttribute('data-error')).toBe('1');
  await expectNoSeriousA11yViolations(page, 'a means of contact in error');

  // The type chosen from the keyboard: the error and the badge go.
  await means(page).getByRole('combobox', { name: 'Type, ligne 2' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'E-mail', exact: true }).waitFor();
  await page.keyboard.type('E');
  await page.keyboard.press('Enter');
  await expect.poll(() => lea.getAttribute('data-error')).toBe('0');
  // The first line removed.
  await means(page).getByRole('button', { name: 'Supprimer la ligne 1', exact: true }).click();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données sauvegardées');

  await page.reload();
  await tab(page, 'Léa NADAL').waitFor();
  await meansCell(page, 'Coordonnée', 1).waitFor();
  expect(await meansCell(page, 'Coordonnée', 1).inputValue()).toBe('lea@nadal.fr');
  expect(await meansCell(page, 'Coordonnée', 2).count()).toBe(0);
  const stored = await api.get<Form>(`/proxy/form/customer/${encodeURIComponent(encodeParams({ id: customer.identifier }))}`);
  expect(stored.collection.contacts!.data.map((contact) => contact.collection!.means!.data.map((row) => [row.values.type, row.values.value]))).toEqual([[['email', 'lea@nadal.fr']], []]);
});
