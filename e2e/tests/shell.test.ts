import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

const menuIsMini = async (page: Page) =>
  page.getByRole('navigation', { name: 'Menu principal' }).getAttribute('data-mini');

browserTest('the menu starts minimised, and expanding it is remembered after a reload', async ({ page }) => {
  await logIn(page, 'admin');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  expect(await menuIsMini(page)).toBe('1');
  const menuBox = await menu.boundingBox();
  expect(menuBox?.width).toBe(80);
  await page.getByRole('heading', { name: /^Bonjour/ }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the home page with the menu minimised');
  // A group of the minimised menu flies out as a menu of its entries.
  await menu.getByRole('button', { name: 'Ventes' }).click();
  await page.getByRole('menuitem', { name: 'Clients' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the minimised menu with a group flown out');
  await page.keyboard.press('Escape');
  await page.getByRole('menu').waitFor({ state: 'detached' });

  // The setting is saved by a PATCH; wait for it before reloading.
  const settingSaved = () => page.waitForResponse((response) => response.url().endsWith('/api-internal/user/settings'));
  let saved = settingSaved();
  await page.getByRole('button', { name: 'Déployer le menu' }).click();
  expect(await menuIsMini(page)).toBe('0');
  await expect.poll(async () => (await menu.boundingBox())?.width).toBe(260);
  await saved;
  await menu.getByRole('button', { name: 'Ventes' }).click();
  await menu.getByRole('link', { name: 'Clients' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the home page with the menu expanded and a group open');

  await page.reload();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  expect(await menuIsMini(page)).toBe('0');

  saved = settingSaved();
  await page.getByRole('button', { name: 'Réduire le menu' }).click();
  await saved;
  await page.reload();
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  expect(await menuIsMini(page)).toBe('1');
});

browserTest('an unknown path shows the not-found page inside the shell', async ({ page }) => {
  await logIn(page, 'agent');
  await page.goto('/front/cette/page/n-existe/pas');
  await page.getByRole('heading', { name: 'Oops !' }).waitFor();
  expect(await page.getByText("La page que vous cherchez n'existe pas.").isVisible()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Menu principal' }).isVisible()).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the not-found page');
});

browserTest('a render error shows the error screen with a code, is reported, and clears on the next path', async ({ page }) => {
  await logIn(page, 'sadmin');
  const reported = page.waitForResponse((response) => response.url().endsWith('/api-internal/error') && response.status() === 201);
  await page.goto('/front/content/module_inconnu');
  await page.getByRole('heading', { name: "Quelque chose s'est mal passé." }).waitFor();
  expect(await page.getByText("L'équipe technique a été prévenue").isVisible()).toBe(true);
  const codeText = await page.getByTestId('error-code').textContent();
  const code = /ERR-[A-Z0-9]+/.exec(codeText ?? '')?.[0];
  expect(code).toBeDefined();
  await reported;
  await expectNoSeriousA11yViolations(page, 'the error screen');

  // The screen resets when the path changes: the tools page now lists the report under the same code.
  await page.getByRole('link', { name: "Outils d'administration" }).click();
  await page.getByRole('heading', { name: "Outils d'administration" }).waitFor();
  expect(await page.getByRole('cell', { name: code! }).isVisible()).toBe(true);
  expect(await page.getByRole('cell', { name: 'Error: Module introuvable : module_inconnu' }).isVisible()).toBe(true);
});

browserTest('the breadcrumb follows the menu trail of each page, rebuilt on every path change', async ({ page }) => {
  await logIn(page, 'agent');
  const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
  expect(await breadcrumb.getByRole('listitem').allTextContents()).toEqual(['Accueil']);

  await page.getByRole('button', { name: 'Déployer le menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Ventes' }).click();
  await menu.getByRole('link', { name: 'Clients' }).click();
  await page.waitForURL('**/front/list/customer');
  await expect.poll(() => breadcrumb.getByRole('listitem').allTextContents()).toEqual(['Accueil', 'Ventes', 'Clients']);

  await page.getByRole('link', { name: 'Accueil' }).first().click();
  await expect.poll(() => breadcrumb.getByRole('listitem').allTextContents()).toEqual(['Accueil']);
  await page.goto('/front/list/absence/c3RhdHVzPTE=');
  await expect.poll(() => breadcrumb.getByRole('listitem').allTextContents()).toEqual(['Accueil', 'Ressources humaines', 'Absences']);
});

browserTest('the home page greets the user and leads to every module of the menu', async ({ page }) => {
  await logIn(page, 'partenaire');
  // The quick-access cards: the main area's links but the indicators' (those are tested in shell-home.test.ts).
  const links = page.getByRole('main').getByRole('link');
  const indicators = page.getByRole('region', { name: 'Indicateurs' }).getByRole('link');
  const cards = async () => {
    const kpis = await indicators.allTextContents();
    return (await links.allTextContents()).filter((text) => !kpis.includes(text));
  };
  await expect.poll(cards).toEqual([
    'ClientsVentes',
    'DevisVentes',
    'Catalogue produitsCatalogue',
    'Catégories de produitsCatalogue',
  ]);
  await expectNoSeriousA11yViolations(page, 'the home page of a partner');
});

browserTest('the avatar menu offers profile, preferences and logout', async ({ page }) => {
  await logIn(page, 'agent');
  await page.getByRole('button', { name: 'Camille Durand' }).click();
  const items = await page.getByRole('menuitem').allTextContents();
  expect(items).toEqual(['Mon profil', 'Mes préférences', 'Déconnexion']);
  await expectNoSeriousA11yViolations(page, 'the avatar menu');
});

browserTest('on a small screen the menu is a drawer holding the Mon compte block', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto('/front/login');
  await page.getByLabel('Identifiant').fill('agent');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Demo!Ossature2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.getByRole('heading', { name: 'Bonjour Camille Durand' }).waitFor();
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const account = page.getByRole('list', { name: 'Mon compte' });
  await account.waitFor();
  expect(await account.getByRole('link').allTextContents()).toEqual(['Mon profil', 'Mes préférences', 'Déconnexion']);
  await expectNoSeriousA11yViolations(page, 'the menu drawer of a small screen');
});

browserTest('while the user is read, the loading screen says so (SPEC §8 "Chargement des données")', async ({ page }) => {
  await logIn(page, 'agent');
  // The next reading of the user takes a second and a half.
  await page.route('**/api-internal/user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.reload();
  const loading = page.getByRole('status').filter({ hasText: 'Chargement des données' });
  await loading.waitFor();
  await expectNoSeriousA11yViolations(page, 'the loading screen');
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  expect(await loading.count()).toBe(0);
});

browserTest('/switch_frontend leaves for the previous front end the server names, and is not found without one', async ({ page, baseURL }) => {
  await logIn(page, 'agent');
  await page.goto('/front/switch_frontend');
  await page.getByText("La page que vous cherchez n'existe pas.").waitFor();
  await expectNoSeriousA11yViolations(page, '/switch_frontend without a previous front end');
  // A server that names one: the page goes there.
  await page.route('**/api-internal/user', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), switch_frontend: `${baseURL}/ancienne-version/` } });
  });
  await page.goto('/front/switch_frontend');
  await page.waitForURL(`${baseURL}/ancienne-version/`);
});

browserTest('a super admin switches organisation from the top bar, and the app starts again in it', async ({ page }) => {
  await logIn(page, 'sadmin');
  const banner = page.getByRole('banner');
  await banner.getByText('Mairie de Saint-Aubin').first().waitFor();
  const fleetEntries = () => page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /Parc automobile/ }).or(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: /Parc automobile/ })).count();
  // The menu loads after the banner: its entries are read once it has come.
  await expect.poll(fleetEntries).toBeGreaterThan(0);
  const choose = async (organisation: string) => {
    await page.getByTestId('client-switch').getByRole('combobox').click();
    await page.getByRole('option', { name: organisation }).click();
    await page.waitForURL(/\/front\/$/);
    await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  };
  await choose('Clinique des Lilas');
  await expect.poll(() => page.getByTestId('client-switch').getByRole('combobox').textContent()).toBe('Clinique des Lilas');
  // The menu is the new organisation's: Clinique des Lilas has no fleet.
  expect(await fleetEntries()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'the top bar of a super admin');
  // Back where the other tests expect the super admin.
  await choose('Mairie de Saint-Aubin');
  await expect.poll(() => page.getByTestId('client-switch').getByRole('combobox').textContent()).toBe('Mairie de Saint-Aubin');
});
