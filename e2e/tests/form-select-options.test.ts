import { encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

interface Option {
  value: number;
  label: string;
}

/** The calls of one field's options the page makes, counted as they leave (every variant of SPEC §7). */
function countOptionCalls(page: Page, form: string, field: string): () => number {
  let count = 0;
  const path = `/proxy/form/list/${form}/${field}`;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(path)) count += 1;
  });
  return () => count;
}

/** The labels of the options an open list shows, once it has them. */
async function shownOptions(page: Page): Promise<string[]> {
  const list = page.getByRole('listbox');
  await list.getByRole('option').first().waitFor();
  return list.getByRole('option').allTextContents();
}

browserTest('an employee already among a vehicle’s drivers is not offered on the next line; the one chosen there is saved', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const employees = await api.get<Option[]>('/proxy/form/list/vehicle/drivers.employee/0/0');
  const [first, second] = employees;
  const vehicle = await api.post<{ identifier: number }>('/proxy/form/vehicle', {
    identifier: null,
    values: { plate: 'CD-418-RV', brand: 'Renault', model: 'Kangoo' },
    collection: { drivers: [{ identifier: null, values: { employee: first!.value, since: '2026-01-05' } }] },
  });
  const optionCalls = countOptionCalls(page, 'vehicle', 'drivers.employee');
  await page.goto(recordPath('vehicle', vehicle.identifier));
  await page.getByRole('tab', { name: 'Conducteurs', exact: true }).click();
  const drivers = page.getByRole('table', { name: 'Conducteurs autorisés' });
  await drivers.getByText(first!.label).waitFor();

  await page.getByRole('button', { name: 'Ajouter une ligne' }).click();
  await page.getByRole('button', { name: 'Modifier la ligne 2' }).click();
  const line = page.getByRole('dialog', { name: "Edition d'une ligne de commande" });
  await line.getByRole('combobox', { name: /^Conducteur/ }).click();
  const offered = await shownOptions(page);
  expect(offered).not.toContain(first!.label);
  expect(offered).toContain(second!.label);
  await expectNoSeriousA11yViolations(page, 'a driver’s line with the employees still free');
  // The employees left are those the server left out, asked with the first line's employee (POST with its values).
  expect(optionCalls()).toBe(1);

  await page.getByRole('listbox').getByRole('option', { name: second!.label, exact: true }).click();
  await line.getByRole('button', { name: 'Fermer' }).click();
  await line.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect.poll(() => page.getByTestId('notification').textContent()).toBe('Données sauvegardées');
  const saved = await api.get<{ collection: { drivers: { data: { values: { employee: number } }[] } } }>(`/proxy/form/vehicle/${encodeURIComponent(encodeParams({ id: vehicle.identifier }))}`);
  expect(saved.collection.drivers.data.map((row) => row.values.employee)).toEqual([first!.value, second!.value]);
});

browserTest('the invoice’s quotes are asked again at every opening (noSelectOptionCache), its customers once for the form', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const customer = await api.post<{ identifier: number }>('/proxy/form/customer', { identifier: null, values: { name: 'Ébénisterie Caradec', kind: 'company' } });
  await api.post('/proxy/form/quote', { identifier: null, values: { customer: customer.identifier, issue_date: '2026-03-02', status: 'draft' } });
  const invoice = await api.post<{ identifier: number }>('/proxy/form/invoice', {
    identifier: null,
    values: { customer: customer.identifier, issue_date: '2026-03-02', status: 'draft' },
  });
  const quoteCalls = countOptionCalls(page, 'invoice', 'quotes');
  const customerCalls = countOptionCalls(page, 'invoice', 'customer');
  await page.goto(recordPath('invoice', invoice.identifier));

  const quotes = page.getByRole('combobox', { name: /^Devis facturés/ });
  const customers = page.getByRole('combobox', { name: /^Client/ });
  for (const opening of [1, 2]) {
    await quotes.click();
    await shownOptions(page);
    await expect.poll(quoteCalls).toBe(opening);
    if (opening === 1) await expectNoSeriousA11yViolations(page, 'an invoice’s quotes offered');
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  }
  for (let opening = 1; opening <= 2; opening++) {
    await customers.click();
    await shownOptions(page);
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
  }
  expect(customerCalls()).toBe(1);
  expect(quoteCalls()).toBe(2);
});
