import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
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
