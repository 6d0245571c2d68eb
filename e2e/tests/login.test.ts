import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { DEMO_PASSWORD, logIn } from '../support/login.js';

launchBrowserPerFile();

browserTest('a wrong password shows one French message, the right one opens the shell', async ({ page }) => {
  await page.goto('/front/');
  await page.waitForURL('**/front/login');
  await page.getByLabel('Identifiant').waitFor();
  await expectNoSeriousA11yViolations(page, 'the login page');
  await page.getByLabel('Identifiant').fill('agent');
  await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais mot de passe');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('Identifiant ou mot de passe incorrect.');
  await expectNoSeriousA11yViolations(page, 'the login page with its error');

  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { name: 'Bonjour Camille Durand' }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(/^\/front\/?$/);
  expect(await page.getByTestId('client-name').textContent()).toBe('Mairie de Saint-Aubin');
});

browserTest('a deep link opened while logged out goes to the login page, then back to the link', async ({ page }) => {
  await page.goto('/front/content/administration_tools');
  await page.waitForURL('**/front/login?redirect=**');
  await logIn(page, 'sadmin');
  await page.getByRole('heading', { name: "Outils d'administration" }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/front/content/administration_tools');
  await expectNoSeriousA11yViolations(page, 'the administration tools');
});

browserTest('logout revokes the session and lands on the login page', async ({ page }) => {
  await logIn(page, 'agent');
  const token = await page.evaluate(() => localStorage.getItem('ossature.token'));
  await page.getByRole('button', { name: 'Camille Durand' }).click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await page.waitForURL('**/front/login');
  expect(await page.evaluate(() => localStorage.getItem('ossature.token'))).toBeNull();

  const replay = await page.request.get('/api-internal/user', { headers: { authorization: `Bearer ${token}` } });
  expect(replay.status()).toBe(401);
  await page.goto('/front/');
  await page.waitForURL('**/front/login');
});
