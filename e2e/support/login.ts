import type { Page } from 'playwright-core';

export const DEMO_PASSWORD = 'Demo!Ossature2026';

/** Fills the login page the way a person does and waits until the shell is there. */
export async function logIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/front/login')) await page.goto('/front/login');
  await page.getByLabel('Identifiant').fill(username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
}
