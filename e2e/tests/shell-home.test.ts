import { type Kpi, type Shortcut, formatMoney } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

/** Text as the page shows it, its (narrow) no-break spaces read as spaces. */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();
const formatted = (kpi: Kpi) => plain(kpi.format === 'money' ? formatMoney(kpi.value) : new Intl.NumberFormat('fr-FR').format(kpi.value));

const indicators = (page: Page) => page.getByRole('region', { name: 'Indicateurs' });
const shortcutsButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Raccourcis', exact: true });
const shortcutsPopover = (page: Page) => page.getByRole('dialog', { name: 'Raccourcis' });

async function openShortcuts(page: Page) {
  await shortcutsButton(page).click();
  const popover = shortcutsPopover(page);
  await popover.getByRole('list', { name: 'Raccourcis' }).waitFor();
  return popover;
}

browserTest('the home page shows the KPIs the API gives, and a KPI card opens its list', async ({ page, context }) => {
  const kpis = await (await apiAs(context.request, 'admin')).get<Kpi[]>('/api-internal/kpi');
  expect(kpis.map((kpi) => kpi.name)).toContain('invoices_unpaid');
  await logIn(page, 'admin');
  const region = indicators(page);
  await region.getByTestId('kpi-value-invoices_unpaid').waitFor();
  const shown = async (kpi: Kpi) => ({ name: kpi.name, value: plain(await region.getByTestId(`kpi-value-${kpi.name}`).textContent()) });
  expect(await Promise.all(kpis.map(shown))).toEqual(kpis.map((kpi) => ({ name: kpi.name, value: formatted(kpi) })));
  const links = region.getByRole('link');
  expect(await links.count()).toBe(kpis.length);
  await expectNoSeriousA11yViolations(page, 'the home page with its indicators');

  // Each card is a link to the module's list, named by what it shows.
  const unpaid = kpis.find((kpi) => kpi.name === 'invoices_unpaid')!;
  await region.getByRole('link', { name: `${formatted(unpaid)} Factures impayées` }).click();
  await page.waitForURL(/\/front\/list\/invoice$/);
  await page.getByRole('heading', { level: 1, name: 'Factures' }).waitFor();
});

browserTest('the shortcuts popover lists the organisation’s shortcuts and follows one from the keyboard', async ({ page }) => {
  await logIn(page, 'agent');
  await shortcutsButton(page).focus();
  await page.keyboard.press('Enter');
  const popover = shortcutsPopover(page);
  const list = popover.getByRole('list', { name: 'Raccourcis' });
  await list.waitFor();
  expect((await list.getByRole('link').allTextContents()).map(plain)).toEqual([
    'Factures impayées',
    'Planning des absences',
    'Nouvelle absence',
    'Service-Public.fr (nouvel onglet)',
  ]);
  // Another site opens in a new tab, without a handle on this one.
  const external = list.getByRole('link', { name: /Service-Public\.fr/ });
  expect(await external.getAttribute('href')).toBe('https://www.service-public.fr');
  expect(await external.getAttribute('target')).toBe('_blank');
  expect(await external.getAttribute('rel')).toContain('noopener');
  // The agent adds their own, but does not manage the organisation's.
  expect(await popover.getByRole('button', { name: 'Ajouter cette page aux raccourcis' }).count()).toBe(1);
  expect(await popover.getByRole('link', { name: 'Gérer les raccourcis' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'the shortcuts popover open');

  // Tab to the second shortcut and follow it with Enter: the app's own page opens in its tab, the popover closes.
  await list.getByRole('link', { name: 'Factures impayées' }).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Planning des absences');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/front\/planning\/absences$/);
  await popover.waitFor({ state: 'detached' });
  expect(page.url()).toMatch(/\/front\/planning\/absences$/);
});

browserTest('a personal shortcut added from a page is there after a reload, for its owner, who may remove it', async ({ page, context }) => {
  await logIn(page, 'admin');
  await page.goto('/front/list/customer');
  await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
  let popover = await openShortcuts(page);
  await popover.getByRole('button', { name: 'Ajouter cette page aux raccourcis' }).click();
  const title = popover.getByRole('textbox', { name: 'Titre du raccourci' });
  // The page's heading is offered as the title.
  expect(await title.inputValue()).toBe('Clients');
  await expectNoSeriousA11yViolations(page, 'the shortcuts popover adding the page');
  await title.fill('Mes clients');
  await page.keyboard.press('Enter');
  await page.getByText('Raccourci ajouté').waitFor();

  await page.reload();
  await page.getByRole('heading', { level: 1, name: 'Clients' }).waitFor();
  popover = await openShortcuts(page);
  const mine = popover.getByRole('listitem').filter({ hasText: 'Mes clients' });
  await mine.getByText('Personnel').waitFor();
  // Nobody else sees it.
  const agentShortcuts = await (await apiAs(context.request, 'agent')).get<Shortcut[]>('/api-internal/shortcutAction');
  expect(agentShortcuts.map((shortcut) => shortcut.title)).not.toContain('Mes clients');

  // Followed from another page, it opens the list it was added from.
  await popover.getByRole('link', { name: 'Factures impayées' }).click();
  await page.waitForURL(/\/front\/list\/invoice$/);
  popover = await openShortcuts(page);
  await popover.getByRole('link', { name: /Mes clients/ }).click();
  await page.waitForURL(/\/front\/list\/customer$/);

  popover = await openShortcuts(page);
  await popover.getByRole('button', { name: 'Retirer « Mes clients » des raccourcis' }).click();
  await page.getByText('Raccourci retiré').waitFor();
  await popover.getByRole('link', { name: /Mes clients/ }).waitFor({ state: 'detached' });

  // Administrators manage the organisation's shortcuts in their list.
  await popover.getByRole('link', { name: 'Gérer les raccourcis' }).click();
  await page.waitForURL(/\/front\/list\/g_shortcut$/);
  await page.getByRole('heading', { level: 1, name: 'Raccourcis' }).waitFor();
});

browserTest('a partner sees neither the invoices’ KPI nor their shortcut', async ({ page }) => {
  await logIn(page, 'partenaire');
  const region = indicators(page);
  await region.getByText('Devis en attente de réponse').waitFor();
  expect(await region.getByText('Factures impayées').count()).toBe(0);
  expect(await region.getByRole('link').count()).toBe(1);

  const popover = await openShortcuts(page);
  expect((await popover.getByRole('list', { name: 'Raccourcis' }).getByRole('link').allTextContents()).map(plain)).toEqual(['Service-Public.fr (nouvel onglet)']);
  expect(await popover.getByRole('link', { name: 'Gérer les raccourcis' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'the shortcuts popover of a partner');
});
