import { messages } from '@ossature/contract';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

interface Listed {
  identifier: number | null;
  errors?: unknown;
}

browserTest('a save the server refuses lists its errors under "Erreur lors de l\'enregistrement :", each field named once, and the form stays a new record until fixed', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const taken = await api.post<Listed>('/proxy/form/vehicle', { identifier: null, values: { plate: 'ZZ-901-ZZ', brand: 'Renault', model: 'Kangoo' } });
  expect(taken.identifier).toBeGreaterThan(0);

  await page.goto('/front/form/vehicle');
  const plate = page.getByRole('textbox', { name: 'Immatriculation' });
  await plate.fill('zz-901-zz');
  await page.getByRole('textbox', { name: 'Marque' }).fill('Peugeot');
  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.request().method() === 'POST' && new URL(response.url()).pathname === '/proxy/form/vehicle') saves.push(response.status());
  });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();

  const notification = page.getByTestId('notification');
  await expect.poll(() => notification.textContent()).toContain(messages.form.saveErrorTitle);
  const text = (await notification.textContent()) ?? '';
  expect(text).toContain(`• Immatriculation : ${messages.form.uniqueTaken}`);
  expect(text.split('Immatriculation').length - 1).toBe(1);
  // The server answered the save, and refused it; the field says why too.
  expect(saves.at(-1)).toBe(400);
  await expect.poll(() => page.getByText(messages.form.uniqueTaken).count()).toBeGreaterThan(1);
  await expectNoSeriousA11yViolations(page, 'a form whose save the server refused');
  expect(new URL(page.url()).pathname).toBe('/front/form/vehicle');

  await plate.fill('zz-902-zz');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect.poll(() => notification.textContent()).toBe(messages.form.saved);
  await page.getByRole('heading', { name: 'ZZ-902-ZZ – Peugeot' }).waitFor();
});
