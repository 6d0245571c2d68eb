import type { ListData, ListDefinition, ListGroupRow, ListRow } from '@ossature/contract';
import { encodeParams } from '@ossature/contract';
import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { figure } from '../support/figures.js';
import { untilArrowsAreHeard } from '../support/keyboard-drag.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

/**
 * The list screen's filters, columns and saved configurations (SPEC §2, §4, §5). Each test works as a user no other
 * browser test logs in as, on a list of their own organisation: their column choices and configurations touch nobody
 * else's flows.
 */

const filtersOf = (filter_model: { column: string; operator: string; value: string }[], operator: 'AND' | 'OR') =>
  `multiple_search=${encodeURIComponent(JSON.stringify({ operator, filter_model }))}&link_operator=${operator}`;

/** A group line's label with its share, as the screen names its button. */
const share = (group: ListGroupRow) => `${group.label} (${figure(group.count)} · ${group.percentage.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} %)`;

const headers = (page: Page) => page.getByRole('table').first().locator('thead th').allTextContents();

async function openInvoices(page: Page, username: string) {
  await logIn(page, username);
  await page.goto('/front/list/invoice');
  await page.getByRole('table', { name: 'Factures' }).waitFor();
}

/** Below 1025 px, the button opening the menu of configurations; 'Menu des configurations' is another one. */
const configurationsButton = (page: Page) => page.getByRole('button', { name: /^Configurations/ });

/** Picks an option of a MUI select (a combobox named by its label) inside `scope`. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

browserTest('two filter rows joined by OU keep the rows matching either; a third row follows the second’s link', async ({ page, context }) => {
  const api = await apiAs(context.request, 'agent.lilas');
  const either = await api.get<ListData>(
    `/proxy/list/data/invoice/10/0?${filtersOf(
      [
        { column: 'status', operator: 'equal', value: 'sent' },
        { column: 'status', operator: 'equal', value: 'paid' },
      ],
      'OR',
    )}`,
  );
  const sent = await api.get<ListData>(`/proxy/list/data/invoice/10/0?${filtersOf([{ column: 'status', operator: 'equal', value: 'sent' }], 'AND')}`);
  expect(sent.total_items).toBeGreaterThan(0);
  expect(either.total_items).toBeGreaterThan(sent.total_items);

  await openInvoices(page, 'agent.lilas');
  await page.getByRole('button', { name: 'Filtres' }).click();
  const editor = page.getByRole('region', { name: 'Filtres' });
  const first = editor.getByRole('group', { name: 'Filtres 1' });
  await choose(page, first, 'Colonne', 'Statut');
  await choose(page, first, 'Opérateur', 'Égal à');
  await first.getByRole('combobox', { name: 'Valeur' }).click();
  await page.getByRole('option', { name: 'Envoyée' }).click();
  await page.getByText(new RegExp(` sur ${figure(sent.total_items)}$`)).waitFor();

  await editor.getByRole('button', { name: 'Ajouter un filtre' }).click();
  const second = editor.getByRole('group', { name: 'Filtres 2' });
  // A new row starts empty, with the default operator: it changes nothing until complete.
  expect(await second.getByRole('combobox', { name: 'Opérateur' }).textContent()).toBe('Contient');
  await choose(page, second, 'ET/OU', 'OU');
  await choose(page, second, 'Colonne', 'Statut');
  await choose(page, second, 'Opérateur', 'Égal à');
  await second.getByRole('combobox', { name: 'Valeur' }).click();
  await page.getByRole('option', { name: 'Payée' }).click();
  await page.getByText(new RegExp(` sur ${figure(either.total_items)}$`)).waitFor();
  expect(await page.getByRole('button', { name: 'Filtres' }).textContent()).toContain('2');

  // The link is chosen on the second row only.
  await editor.getByRole('button', { name: 'Ajouter un filtre' }).click();
  const third = editor.getByRole('group', { name: 'Filtres 3' });
  expect(await third.getByRole('combobox', { name: 'ET/OU' }).getAttribute('aria-disabled')).toBe('true');
  expect(await third.getByRole('combobox', { name: 'ET/OU' }).textContent()).toBe('OU');
  await expectNoSeriousA11yViolations(page, 'the filter editor');

  // Removing every row leaves one empty row and the whole list.
  const all = await api.get<ListData>('/proxy/list/data/invoice/10/0');
  for (let index = 0; index < 3; index += 1) await editor.getByRole('button', { name: 'Supprimer le filtre' }).first().click();
  expect(await editor.getByRole('group').count()).toBe(1);
  await page.getByText(new RegExp(` sur ${figure(all.total_items)}$`)).waitFor();
});

browserTest('a header’s value filter keeps the rows holding the values ticked, and turns the search off meanwhile', async ({ page, context }) => {
  const api = await apiAs(context.request, 'agent.lilas');
  const cancelled = await api.get<ListData>(`/proxy/list/data/invoice/10/0?${filtersOf([{ column: 'status', operator: 'column_values', value: 'cancelled' }], 'AND')}`);
  expect(cancelled.total_items).toBeGreaterThan(0);

  await openInvoices(page, 'agent.lilas');
  await page.getByRole('button', { name: 'Filtrer la colonne Statut' }).click();
  const popover = page.getByRole('dialog', { name: 'Filtrer la colonne Statut' });
  await popover.getByRole('checkbox', { name: 'Annulée' }).check();
  await expectNoSeriousA11yViolations(page, 'a column’s value filter');
  await popover.getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText(new RegExp(` sur ${figure(cancelled.total_items)}$`)).waitFor();
  // The rows follow the count within a frame or two (they are drawn in a transition).
  const rowTexts = () => page.getByRole('table', { name: 'Factures' }).locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
  await expect.poll(async () => (await rowTexts()).every((text) => text.includes('Annulée'))).toBe(true);
  expect(await page.getByRole('button', { name: 'Filtrer la colonne Statut (filtre appliqué)' }).getAttribute('aria-expanded')).toBe('false');
  expect(await page.getByRole('searchbox', { name: 'Rechercher' }).isDisabled()).toBe(true);

  // Typing narrows the values offered; 'Effacer' removes the filter.
  await page.getByRole('button', { name: 'Filtrer la colonne Statut' }).click();
  await popover.getByRole('button', { name: 'Effacer' }).click();
  expect(await page.getByRole('searchbox', { name: 'Rechercher' }).isDisabled()).toBe(false);
});

browserTest('columns hidden and reordered from the keyboard stay so after a reload and in another browser', async ({ page, context, newContext }) => {
  await openInvoices(page, 'agent');
  const definition = await (await apiAs(context.request, 'agent')).get<ListDefinition>('/proxy/list/invoice');
  const label = (name: string) => definition.columns.find((column) => column.name === name)!.label;
  const before = await headers(page);
  expect(before).toContain(label('customer'));

  await page.getByRole('button', { name: 'Colonnes' }).click();
  const drawer = page.getByRole('dialog', { name: 'Colonnes' });
  await drawer.getByText('Cochez ou décochez les colonnes pour les afficher ou les cacher.').waitFor();
  await drawer.getByRole('checkbox', { name: label('customer') }).uncheck();
  // Keyboard only: the status column's handle, Space, two steps up, Space.
  await drawer.getByRole('button', { name: `Déplacer la colonne ${label('status')}` }).focus();
  // Each step waits for its French announcement: the sensor measures the list once the column is picked up.
  const announced = (text: string) => page.getByText(text).waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
  await announced(`Colonne ${label('status')} saisie, position 5 sur 8.`);
  await untilArrowsAreHeard(page);
  await page.keyboard.press('ArrowUp');
  await announced(`Colonne ${label('status')} en position 4 sur 8.`);
  // Escape, as the instructions say, puts the column back — and leaves the drawer open.
  await page.keyboard.press('Escape');
  await announced(`Déplacement de la colonne ${label('status')} annulé.`);
  expect(await drawer.isVisible()).toBe(true);
  await page.keyboard.press('Space');
  await announced(`Colonne ${label('status')} saisie, position 5 sur 8.`);
  await untilArrowsAreHeard(page);
  await page.keyboard.press('ArrowUp');
  await announced(`Colonne ${label('status')} en position 4 sur 8.`);
  await page.keyboard.press('ArrowUp');
  await announced(`Colonne ${label('status')} en position 3 sur 8.`);
  await page.keyboard.press('Space');
  await announced(`Colonne ${label('status')} déposée en position 3 sur 8.`);
  await expectNoSeriousA11yViolations(page, 'the column drawer');
  await drawer.getByRole('button', { name: 'Fermer' }).click();

  const expected = [label('number'), label('status'), label('issue_date'), label('due_date'), label('total_excl_vat'), label('total_incl_vat')];
  const shown = async (target: Page) => (await headers(target)).filter((text) => text !== '');
  await expect.poll(() => shown(page)).toEqual(expected);
  await page.reload();
  await page.getByRole('table', { name: 'Factures' }).waitFor();
  await expect.poll(() => shown(page)).toEqual(expected);

  const elsewhere = await (await newContext()).newPage();
  await openInvoices(elsewhere, 'agent');
  await expect.poll(() => shown(elsewhere)).toEqual(expected);

  // 'Réinitialiser l'ordre' puts the list's own order back (the hidden column stays hidden).
  await elsewhere.getByRole('button', { name: 'Colonnes' }).click();
  await elsewhere.getByRole('dialog', { name: 'Colonnes' }).getByRole('button', { name: "Réinitialiser l'ordre" }).click();
  await elsewhere.getByRole('dialog', { name: 'Colonnes' }).getByRole('checkbox', { name: label('customer') }).check();
  await elsewhere.getByRole('dialog', { name: 'Colonnes' }).getByRole('button', { name: 'Fermer' }).click();
  await expect.poll(() => shown(elsewhere)).toEqual(before.filter((text) => text !== ''));
});

browserTest('a configuration saved for oneself becomes a tab: switching away and back applies it, and it can be the favourite', async ({ page, context }) => {
  const api = await apiAs(context.request, 'agent.lilas');
  const paid = await api.get<ListData>(`/proxy/list/data/invoice/10/0?${filtersOf([{ column: 'status', operator: 'column_values', value: 'paid' }], 'AND')}`);
  const all = await api.get<ListData>('/proxy/list/data/invoice/10/0');
  const title = `Payées ${Date.now()}`;

  await openInvoices(page, 'agent.lilas');
  await page.getByRole('button', { name: 'Filtrer la colonne Statut' }).click();
  await page.getByRole('dialog', { name: 'Filtrer la colonne Statut' }).getByRole('checkbox', { name: 'Payée' }).check();
  await page.getByRole('dialog', { name: 'Filtrer la colonne Statut' }).getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText(new RegExp(` sur ${figure(paid.total_items)}$`)).waitFor();

  await page.getByRole('button', { name: 'Menu des configurations' }).click();
  await page.getByRole('menuitem', { name: 'Ajouter une configuration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ajouter une configuration' });
  // SPEC §5: a title is required.
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.getByText("Merci d'ajouter un titre").waitFor();
  await dialog.getByRole('textbox', { name: 'Titre' }).fill(title);
  await expectNoSeriousA11yViolations(page, 'the configuration dialog');
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'detached' });

  const tab = page.getByRole('tab', { name: new RegExp(title) });
  await tab.waitFor();
  expect(await tab.getAttribute('aria-selected')).toBe('true');
  // Its badge counts its rows.
  await expect.poll(() => tab.textContent()).toContain(String(paid.total_items));

  // Selected again, it is deselected: the list as declared.
  await tab.click();
  await page.getByText(new RegExp(` sur ${figure(all.total_items)}$`)).waitFor();
  expect(await tab.getAttribute('aria-selected')).toBe('false');
  await tab.click();
  await page.getByText(new RegExp(` sur ${figure(paid.total_items)}$`)).waitFor();

  // The summary says what it applies.
  await page.getByRole('button', { name: 'Menu des configurations' }).click();
  await page.getByRole('menuitem', { name: 'Résumé de la configuration' }).click();
  const summary = page.getByRole('dialog', { name: /Résumé de la configuration/ });
  await summary.getByRole('table', { name: 'Filtres' }).getByText('Parmi les valeurs').waitFor();
  await expectNoSeriousA11yViolations(page, 'the configuration summary');
  await summary.getByRole('button', { name: 'Fermer' }).click();

  // Made the favourite, it is the one the list opens on in a new tab.
  await page.getByRole('button', { name: 'Menu des configurations' }).click();
  await page.getByRole('menuitem', { name: `Définir « ${title} » comme favorite` }).click();
  // The star shows once the choice is stored: only then may another tab read it.
  await tab.getByRole('img', { name: 'Configuration favorite' }).waitFor();
  await tab.click();
  await page.getByText(new RegExp(` sur ${figure(all.total_items)}$`)).waitFor();
  const fresh = await context.newPage();
  await fresh.goto('/front/list/invoice');
  await fresh.getByText(new RegExp(` sur ${figure(paid.total_items)}$`)).waitFor();
  expect(await fresh.getByRole('tab', { name: new RegExp(title) }).getAttribute('aria-selected')).toBe('true');

  // Deleted, its tab goes.
  await fresh.getByRole('button', { name: 'Menu des configurations' }).click();
  await fresh.getByRole('menuitem', { name: 'Supprimer la configuration' }).click();
  await fresh.getByRole('dialog', { name: `Supprimer la configuration « ${title} » ?` }).getByRole('button', { name: 'Supprimer la configuration' }).click();
  await fresh.getByRole('tab', { name: new RegExp(title) }).waitFor({ state: 'detached' });
});

browserTest('groups ordered by their count, largest first, show their share; the footer totals the rows selected', async ({ page, context }) => {
  const api = await apiAs(context.request, 'agent.lilas');
  const byCount = await api.get<ListData>('/proxy/list/data/invoice/50/0?group_by=status&show_percentage=1&sort_group_by%5Bstatus%5D=COUNT%40DESC');
  const groups = byCount.data.filter((row): row is ListGroupRow => row._type === 'group');
  expect(groups.length).toBeGreaterThan(1);

  await openInvoices(page, 'agent.lilas');
  await page.getByRole('combobox', { name: 'Regrouper par' }).click();
  await page.getByRole('option', { name: 'Statut' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Tri des groupes' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tri des groupes' });
  // Shares off: ordering by share is not offered.
  await drawer.getByRole('combobox', { name: 'Trier les groupes de Statut par' }).click();
  expect(await page.getByRole('option').allTextContents()).toEqual(['Valeur', 'Nombre']);
  await page.keyboard.press('Escape');
  await drawer.getByRole('switch', { name: 'Afficher les pourcentages' }).check();
  await choose(page, drawer, 'Trier les groupes de Statut par', 'Nombre');
  await choose(page, drawer, 'Ordre des groupes de Statut', 'Décroissant');
  await expectNoSeriousA11yViolations(page, 'the group sort drawer');
  await drawer.getByRole('button', { name: 'Fermer' }).click();

  const table = page.getByRole('table', { name: 'Factures' });
  await expect.poll(() => table.getByRole('button', { name: / %\)$/ }).evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).toEqual(groups.map(share));

  // Ungrouped again, two rows selected: the footer adds a line of their own totals.
  await page.getByRole('combobox', { name: 'Regrouper par' }).click();
  await page.getByRole('option', { name: 'Statut' }).click();
  await page.keyboard.press('Escape');
  const rows = await api.get<ListData>('/proxy/list/data/invoice/50/0');
  const [first, second] = rows.data.filter((row): row is ListRow => row._type === 'row');
  await expect.poll(() => table.getByRole('checkbox', { name: 'Sélectionner la ligne' }).count()).toBeGreaterThan(1);
  await table.getByRole('checkbox', { name: 'Sélectionner la ligne' }).nth(0).check();
  await table.getByRole('checkbox', { name: 'Sélectionner la ligne' }).nth(1).check();
  const sum = Math.round((Number(first!.values.total_incl_vat) + Number(second!.values.total_incl_vat)) * 100) / 100;
  const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(sum);
  await expect.poll(() => table.locator('tfoot').textContent()).toContain(`Sélection : ${euros}`);
});

browserTest('in popup mode a row opens its form over the list, which reloads once it is saved', async ({ page, context }) => {
  const api = await apiAs(context.request, 'agent.lilas');
  const categories = await api.get<ListData>('/proxy/list/data/product_category/50/0');
  const [first] = categories.data.filter((row): row is ListRow => row._type === 'row');
  const name = String(first!.values.name);
  const renamed = `${name} (renommée)`;

  await logIn(page, 'agent.lilas');
  await page.goto('/front/list/product_category');
  const table = page.getByRole('table', { name: 'Catégories de produits' });
  await table.getByRole('link', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Catégories de produits' });
  await dialog.getByRole('textbox', { name: 'Nom' }).fill(renamed);
  // Closing with unsaved changes asks first.
  await dialog.getByRole('button', { name: 'Fermer' }).first().click();
  await page.getByRole('dialog', { name: /modifications/ }).getByRole('button', { name: /Rester/ }).click();
  await expectNoSeriousA11yViolations(page, 'a popup form over its list');
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await table.getByRole('link', { name: renamed, exact: true }).waitFor();
  expect(page.url()).toMatch(/\/front\/list\/product_category$/);
});

/** The customer cell of the agent's first invoice row, as the list names it. */
async function firstInvoiceCustomer(request: APIRequestContext): Promise<string> {
  const invoices = await (await apiAs(request, 'agent.lilas')).get<ListData>('/proxy/list/data/invoice/50/0');
  const [first] = invoices.data.filter((row): row is ListRow => row._type === 'row');
  return String(first!.values.customer);
}

browserTest('a column’s preview shows the related record read-only next to the list', async ({ page, context }) => {
  const customer = await firstInvoiceCustomer(context.request);
  await openInvoices(page, 'agent.lilas');
  const button = page.getByRole('button', { name: `Aperçu de ${customer}` }).first();
  // Its eye is the table's one icon, shown through <use>: it must name a drawn symbol and take room.
  const icon = await button.locator('svg').evaluate((svg) => {
    const href = svg.querySelector('use')?.getAttribute('href') ?? '';
    const { width, height } = svg.getBoundingClientRect();
    return { symbol: document.getElementById(href.slice(1))?.querySelector('path') ? 'drawn' : 'missing', width, height };
  });
  expect(icon).toEqual({ symbol: 'drawn', width: 18, height: 18 });
  await button.click();
  const preview = page.getByRole('dialog', { name: `Aperçu de ${customer}` });
  await preview.getByRole('heading', { level: 2 }).waitFor();
  // Read-only, without buttons: nothing to save from a glance.
  expect(await preview.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);
  const inputs = preview.locator('input:not([type="hidden"])');
  await expect.poll(() => inputs.count()).toBeGreaterThan(0);
  expect(await inputs.evaluateAll((nodes) => nodes.every((node) => (node as HTMLInputElement).disabled || (node as HTMLInputElement).readOnly))).toBe(true);
  await expectNoSeriousA11yViolations(page, 'a row preview');
  await page.keyboard.press('Escape');
  await preview.waitFor({ state: 'detached' });
  // The list stayed where it was.
  expect(page.url()).toMatch(/\/front\/list\/invoice$/);

  // On a phone, the preview of a row low on the page is placed once its form has loaded: all of it within the window.
  await page.setViewportSize({ width: 412, height: 860 });
  const low = page.getByRole('button', { name: /^Aperçu de / }).nth(3);
  await low.scrollIntoViewIfNeeded();
  await low.click();
  const lowPreview = page.getByRole('dialog', { name: /^Aperçu de / });
  await lowPreview.getByRole('heading', { level: 2 }).waitFor();
  await expect.poll(() => lowPreview.locator('input:not([type="hidden"])').count()).toBeGreaterThan(0);
  await expect.poll(async () => (await lowPreview.boundingBox())!.y + (await lowPreview.boundingBox())!.height).toBeLessThanOrEqual(860);
  expect((await lowPreview.boundingBox())!.y).toBeGreaterThanOrEqual(0);
});

browserTest('a column’s link opens the related record in a dialog; saving it closes the dialog and reloads the list', async ({ page, context }) => {
  const customer = await firstInvoiceCustomer(context.request);
  await openInvoices(page, 'agent.lilas');
  const table = page.getByRole('table', { name: 'Factures' });
  await table.getByRole('link', { name: customer, exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Client' });
  const name = dialog.getByRole('textbox', { name: 'Raison sociale' });
  await expect.poll(() => name.inputValue()).not.toBe('');
  const renamed = `${await name.inputValue()} et fils`;
  await name.fill(renamed);
  await expectNoSeriousA11yViolations(page, 'a link dialog over its list');
  await dialog.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  // The rows were read again: the customer's new name shows where the old one was, and the list stayed.
  await table.getByRole('link', { name: new RegExp(`^${renamed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().waitFor();
  expect(page.url()).toMatch(/\/front\/list\/invoice$/);
});

browserTest('below 1025 px the configurations are a menu; the raw JSON of one shows only to who may read it', async ({ page, context, newContext }) => {
  const admin = await apiAs(context.request, 'admin.lilas');
  const title = `Envoyées ${Date.now()}`;
  const configuration = { filters: { operator: 'AND', filter_model: [{ column: 'status', operator: 'equal', value: 'sent' }] }, sort_by: [{ id: 'number', desc: false }] };
  const saved = await admin.post<{ identifier: number }>('/proxy/form/g_list_configuration', {
    identifier: null,
    values: { list_name: 'invoice', title, scope: 'CLIENT', order: 0, configuration: JSON.stringify(configuration) },
  });
  const sent = await admin.get<ListData>(`/proxy/list/data/invoice/10/0?${filtersOf(configuration.filters.filter_model, 'AND')}`);
  const all = await admin.get<ListData>('/proxy/list/data/invoice/10/0');

  await openInvoices(page, 'admin.lilas');
  await page.setViewportSize({ width: 800, height: 900 });
  await configurationsButton(page).waitFor();
  expect(await page.getByRole('tab', { name: new RegExp(title) }).count()).toBe(0);
  // Each item shows its title and its count.
  await configurationsButton(page).click();
  const item = page.getByRole('menuitem', { name: new RegExp(`^${title}`) });
  await item.waitFor();
  await expectNoSeriousA11yViolations(page, 'the configurations as a menu on a narrow screen');
  await item.click();
  await page.getByText(new RegExp(` sur ${figure(sent.total_items)}$`)).waitFor();
  // The button names the configuration applied.
  expect(await configurationsButton(page).textContent()).toContain(title);

  // An administrator reads the configuration as stored.
  await page.getByRole('button', { name: 'Menu des configurations' }).click();
  await page.getByRole('menuitem', { name: 'Résumé de la configuration' }).click();
  const summary = page.getByRole('dialog', { name: /Résumé de la configuration/ });
  await summary.getByText('Configuration (JSON)').waitFor();
  expect(JSON.parse((await summary.locator('pre').textContent()) ?? '')).toMatchObject(configuration);
  await summary.getByRole('button', { name: 'Fermer' }).click();
  // Chosen again from the keyboard, the configuration applied (marked, and focused as the menu opens) is deselected:
  // the list as declared (SPEC §4).
  await configurationsButton(page).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => item.evaluate((node) => node === document.activeElement)).toBe(true);
  expect(await item.getAttribute('aria-current')).toBe('true');
  await page.keyboard.press('Enter');
  await page.getByText(new RegExp(` sur ${figure(all.total_items)}$`)).waitFor();
  expect(await configurationsButton(page).textContent()).not.toContain(title);

  // An agent of the same organisation applies it too, but its summary has no JSON.
  const agent = await (await newContext()).newPage();
  await openInvoices(agent, 'agent.lilas');
  await agent.setViewportSize({ width: 800, height: 900 });
  await configurationsButton(agent).click();
  await agent.getByRole('menuitem', { name: new RegExp(`^${title}`) }).click();
  await agent.getByText(new RegExp(` sur ${figure(sent.total_items)}$`)).waitFor();
  await agent.getByRole('button', { name: 'Menu des configurations' }).click();
  await agent.getByRole('menuitem', { name: 'Résumé de la configuration' }).click();
  const agentSummary = agent.getByRole('dialog', { name: /Résumé de la configuration/ });
  await agentSummary.getByRole('table', { name: 'Filtres' }).waitFor();
  expect(await agentSummary.getByText('Configuration (JSON)').count()).toBe(0);
  await agentSummary.getByRole('button', { name: 'Fermer' }).click();

  expect(await admin.remove(`/proxy/form/g_list_configuration/${encodeURIComponent(encodeParams({ id: saved.identifier }))}`, { identifier: saved.identifier })).toBe(200);
});
