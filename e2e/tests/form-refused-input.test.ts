import { encodeParams, messages } from '@ossature/contract';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { typeDate } from '../support/date-fields.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

interface Form {
  identifier: number;
  values: Record<string, unknown>;
}

browserTest('a field showing "Date invalide" stops the save with its own message, and nothing is sent until it is fixed', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const employee = await api.post<Form>('/proxy/form/employee', {
    identifier: null,
    values: { last_name: 'Rivière', first_name: 'léon', contract: 'cdi', hire_date: '2021-03-01' },
  });
  const stored = () => api.get<Form>(`/proxy/form/employee/${encodeURIComponent(encodeParams({ id: employee.identifier }))}`);
  await page.goto(recordPath('employee', employee.identifier));
  await page.getByRole('heading', { name: 'RIVIÈRE Léon' }).waitFor();

  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/proxy/form/employee')) saves.push(request.url());
  });
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await typeDate(page, 'Date de naissance', '31021985');
  await page.getByText(messages.form.invalidDate).waitFor();
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();

  const notification = page.getByTestId('notification');
  await expect.poll(() => notification.textContent()).toContain(messages.form.saveErrorTitle);
  // The field is named once, with the message it shows.
  expect(await notification.textContent()).toContain(`Date de naissance : ${messages.form.invalidDate}`);
  expect(await notification.textContent()).not.toContain('Date de naissance : Date de naissance');
  expect(saves).toEqual([]);
  await expectNoSeriousA11yViolations(page, 'a form refusing its save for an impossible date');
  expect((await stored()).values.phone).toBeNull();

  await typeDate(page, 'Date de naissance', '28', 'Jour');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect.poll(() => notification.textContent()).toBe(messages.form.saved);
  expect((await stored()).values).toMatchObject({ phone: '0612345678', birth_date: '1985-02-28' });
});
