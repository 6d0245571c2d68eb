import { type Browser, type BrowserContext, type Page, chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../packages/server/src/demo/demo-users.js';

/** Debian's Chromium, headless. */
export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });

/**
 * A page of the app signed in as a demo user through the login form, in a 1400×900 French window, and the user's
 * token. `probe` runs in every document the page opens, before the app's scripts.
 */
export async function signedInPage(browser: Browser, origin: string, username: string, probe: () => void): Promise<{ context: BrowserContext; page: Page; token: string }> {
  const context = await browser.newContext({ baseURL: origin, locale: 'fr-FR', viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  // tsx keeps function names through a `__name` helper that the functions sent to the page call: give it one.
  await page.addInitScript('globalThis.__name = (target) => target;');
  await page.addInitScript(probe);
  await page.goto('/front/login');
  await page.getByLabel('Identifiant').fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  const token = await page.evaluate(() => localStorage.getItem('ossature.token') ?? '');
  return { context, page, token };
}
