import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

interface Form {
  identifier: number;
  values: Record<string, unknown>;
}

browserTest('a confirmation with a setting offers "Ne plus me demander", and once ticked the action no longer asks', async ({ page }) => {
  await logIn(page, 'agent');
  const api = await apiAs(page.request, 'agent');
  const customer = await api.post<Form>('/proxy/form/customer', { identifier: null, values: { name: 'Paiements rapides', kind: 'company' } });
  const newInvoice = () =>
    api.post<Form>('/proxy/form/invoice', {
      identifier: null,
      values: { customer: customer.identifier, issue_date: '2026-11-02', status: 'sent' },
      collection: { lines: [{ identifier: null, values: { label: 'Prestation', quantity: 1, unit_price: 100, vat_rate: '20' } }] },
    });
  const statusOf = async (id: number) => (await api.get<Form>(recordPath('invoice', id).replace('/front/form/', '/proxy/form/'))).values.status;
  const notification = page.getByTestId('notification');

  const first = await newInvoice();
  await page.goto(recordPath('invoice', first.identifier));
  await page.getByRole('button', { name: 'Marquer comme payée' }).click();
  const question = page.getByRole('dialog', { name: 'Le paiement de cette facture a-t-il bien été reçu ?' });
  await question.getByRole('checkbox', { name: 'Ne plus me demander' }).check();
  await expectNoSeriousA11yViolations(page, 'a confirmation offering not to ask again');
  await question.getByRole('button', { name: 'Oui' }).click();
  await expect.poll(() => notification.textContent()).toBe('Données sauvegardées');
  expect(await statusOf(first.identifier)).toBe('paid');

  const second = await newInvoice();
  await page.goto(recordPath('invoice', second.identifier));
  await page.getByRole('button', { name: 'Marquer comme payée' }).click();
  await expect.poll(() => notification.textContent()).toBe('Données sauvegardées');
  expect(await page.getByRole('dialog').count()).toBe(0);
  expect(await statusOf(second.identifier)).toBe('paid');
});
