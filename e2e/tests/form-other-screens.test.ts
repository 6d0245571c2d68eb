import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { goInApp } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

/** The forms no other browser test opens: each is reached the way a user reaches it, and checked by axe. */

browserTest('"Mes préférences" opens from the avatar menu, from the keyboard, with no serious accessibility violation', async ({ page }) => {
  await logIn(page, 'agent');
  await page.getByRole('button', { name: 'Camille Durand' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Mes préférences' }).waitFor();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Mes préférences');
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/front\/form\/g_user_settings\//);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the preferences form');
});

browserTest('a new product category and a new closing day show their forms with no serious accessibility violation', async ({ page }) => {
  await logIn(page, 'admin');
  for (const [form, field] of [
    ['product_category', 'Nom'],
    ['closing_day', 'Libellé'],
  ] as const) {
    await page.goto(`/front/form/${form}`);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).waitFor();
    expect(await page.getByLabel(field, { exact: false }).count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page, `the new ${form} form`);
  }
});

browserTest('"Paramètres de l’organisation" opens from the Administration menu, from the keyboard; what is saved holds at once and after a reload', async ({ page }) => {
  // Clinique des Lilas: no other browser test reads its plannings' holidays nor its csv encoding choice.
  await logIn(page, 'admin.lilas');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Administration' }).focus();
  await page.keyboard.press('Enter');
  const entry = page.getByRole('menuitem', { name: 'Paramètres de l’organisation' });
  await entry.waitFor();
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/front\/form\/g_client_settings\//);
  const settings = new URL(page.url()).pathname;
  const save = page.getByRole('button', { name: 'Enregistrer', exact: true });
  await save.waitFor();
  await expectNoSeriousA11yViolations(page, 'the organisation settings form');

  const holidays = page.getByRole('combobox', { name: /^Jours fériés des plannings/ });
  await holidays.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: /^Alsace-Moselle/ }).focus();
  await page.keyboard.press('Enter');
  const encodingChoice = page.getByLabel(/^Proposer le choix de l’encodage/);
  expect(await encodingChoice.isChecked()).toBe(false);
  await encodingChoice.focus();
  await page.keyboard.press('Space');
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && /^\/proxy\/form\/g_client_settings\/[^/?]+$/.test(new URL(response.url()).pathname));
  await save.focus();
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect.poll(() => save.isDisabled()).toBe(true);

  // The app follows at once, with no reload: the list's export now offers the csv encoding.
  await goInApp(page, '/front/list/invoice');
  await page.getByRole('table', { name: 'Factures' }).waitFor();
  await page.getByRole('button', { name: 'Exporter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporter la liste' });
  await dialog.getByRole('radio', { name: 'CSV (séparateur point-virgule)' }).check();
  await dialog.getByRole('radio', { name: 'ISO-8859-1 (Latin-1)' }).waitFor();

  await page.goto(settings);
  await expect.poll(() => holidays.textContent()).toMatch(/^Alsace-Moselle/);
  expect(await encodingChoice.isChecked()).toBe(true);
});
