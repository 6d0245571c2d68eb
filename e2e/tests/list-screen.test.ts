import type { ListData, ListGroupRow, ListRow } from '@ossature/contract';
import { encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { figure } from '../support/figures.js';
import { logIn } from '../support/login.js';
import { OFFICE_TIMEOUT, openInCalc, pdfText } from '../../packages/server/test/helpers/office.js';

launchBrowserPerFile();

const rowsOf = (data: ListData) => data.data.filter((row): row is ListRow => row._type === 'row');

/** The name of what has the keyboard's focus: its aria-label, else its text. */
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? null);

browserTest('the invoice list shows its rows and total, sorts on a header, searches and turns pages', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const all = await api.get<ListData>('/proxy/list/data/invoice/50/0');
  const byNumber = await api.get<ListData>('/proxy/list/data/invoice/50/0?sort_column=number&sort_direction=asc');
  await logIn(page, 'admin');
  await page.goto('/front/list/invoice');
  const table = page.getByRole('table', { name: 'Factures' });
  await table.waitFor();
  await page.getByText(`1-50 sur ${figure(all.total_items)}`).waitFor();
  const firstCells = () => table.locator('tbody tr td:nth-child(2)').allTextContents();
  await expect.poll(firstCells).toEqual(rowsOf(all).map((row) => String(row.values.number)));
  // Its footer totals the whole list.
  expect(await table.locator('tfoot').textContent()).toContain('€');
  await expectNoSeriousA11yViolations(page, 'the invoice list');

  // The list's own order shows in its header; a click on that column turns it at once.
  const dateHeader = table.getByRole('columnheader').filter({ has: page.getByRole('button', { name: 'Date de facture', exact: true }) });
  expect(await dateHeader.getAttribute('aria-sort')).toBe('descending');
  const oldestFirst = await api.get<ListData>('/proxy/list/data/invoice/50/0?sort_column=issue_date&sort_direction=asc');
  await table.getByRole('button', { name: 'Date de facture', exact: true }).click();
  await expect.poll(firstCells).toEqual(rowsOf(oldestFirst).map((row) => String(row.values.number)));
  expect(await dateHeader.getAttribute('aria-sort')).toBe('ascending');

  await table.getByRole('button', { name: 'Numéro', exact: true }).click();
  await expect.poll(firstCells).toEqual(rowsOf(byNumber).map((row) => String(row.values.number)));
  // Its header says how the list is sorted, to assistive technologies too.
  const numberHeader = table.getByRole('columnheader').filter({ has: page.getByRole('button', { name: 'Numéro', exact: true }) });
  expect(await numberHeader.getAttribute('aria-sort')).toBe('ascending');

  await page.getByRole('button', { name: 'Page suivante' }).click();
  await page.getByText(`51-100 sur ${figure(all.total_items)}`).waitFor();

  const wanted = String(rowsOf(byNumber)[3]!.values.number);
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(wanted);
  await page.getByText('1-1 sur 1').waitFor();
  await expect.poll(firstCells).toEqual([wanted]);
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('aucune facture ne porte ce numéro');
  await page.getByText('Aucune donnée ne correspond à votre recherche').waitFor();
  // No rows, no 'Total' line of blanks.
  expect(await table.locator('tfoot').count()).toBe(0);

  // A row opens its record; the keyboard reaches it through the link of its first cell.
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(wanted);
  await table.getByRole('link', { name: wanted }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/front/form/invoice/**');
  await page.getByRole('heading', { name: new RegExp(`Facture ${wanted}`) }).waitFor();
  // Back on the list, the search and the order are as the user left them.
  await page.goBack();
  await page.getByText('1-1 sur 1').waitFor();
  expect(await page.getByRole('searchbox', { name: 'Rechercher' }).inputValue()).toBe(wanted);
});

browserTest('a bulk action runs on every row matching the search once the count is confirmed', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  // Every Renault of the fleet in service first, through the app's own bulk action.
  const renaults = rowsOf(await api.get<ListData>('/proxy/list/data/vehicle/500/0?global_search=Renault'));
  const outOfService = renaults.filter((row) => !row.hidden_values.in_service).map((row) => Number(row.hidden_values.id));
  if (outOfService.length > 0) {
    await api.post(`/proxy/form/vehicle_restore/${encodeURIComponent(encodeParams({ _list_name: 'vehicle', _list_selection: outOfService.join(',') }))}`, {
      identifier: null,
      values: {},
    });
  }
  expect(renaults.length).toBeGreaterThan(10);

  await logIn(page, 'admin');
  await page.goto('/front/list/vehicle');
  const table = page.getByRole('table', { name: 'Véhicules' });
  await table.waitFor();
  await page.getByRole('combobox', { name: 'Lignes par page' }).selectOption('10');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Renault');
  await page.getByText(`1-10 sur ${figure(renaults.length)}`).waitFor();

  await table.getByRole('checkbox', { name: 'Sélectionner les lignes de la page' }).check();
  await page.getByText('10 ligne(s) sélectionnée(s)').waitFor();
  // From the keyboard: the offer goes once taken, and the focus goes on to 'Effacer la sélection', not to the page.
  await page.getByRole('button', { name: `Sélectionner les ${renaults.length} lignes correspondant à la recherche` }).focus();
  await page.keyboard.press('Enter');
  await page.getByText(`Les ${renaults.length} lignes correspondant à la recherche sont sélectionnées.`).waitFor();
  expect(await focusedName(page)).toBe('Effacer la sélection');
  await expectNoSeriousA11yViolations(page, 'a list with every matching row selected');

  await page.getByRole('group', { name: 'Actions groupées' }).getByRole('button', { name: 'Retirer du service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retirer du service' });
  await dialog.getByText(`Cette action modifiera ${renaults.length} ligne(s).`).waitFor();
  await expectNoSeriousA11yViolations(page, 'the bulk action dialog');
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText(`${renaults.length} ligne(s) modifiée(s).`).waitFor();
  await dialog.waitFor({ state: 'detached' });
  // The selection bar went with the run: the focus is on the page's checkbox, not lost to the page.
  await expect.poll(() => focusedName(page)).toBe('Sélectionner les lignes de la page');
  await expect
    .poll(async () => rowsOf(await api.get<ListData>('/proxy/list/data/vehicle/500/0?global_search=Renault')).every((row) => !row.hidden_values.in_service))
    .toBe(true);

  // Once out of service they are outside the action: the whole run is refused, naming the first.
  await table.getByRole('checkbox', { name: 'Sélectionner les lignes de la page' }).check();
  await page.getByRole('group', { name: 'Actions groupées' }).getByRole('button', { name: 'Retirer du service' }).click();
  await page.getByRole('dialog', { name: 'Retirer du service' }).getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText(/ne peut pas être modifiée : ce véhicule est déjà hors service\./).waitFor();

  const ids = renaults.map((row) => Number(row.hidden_values.id));
  await api.post(`/proxy/form/vehicle_restore/${encodeURIComponent(encodeParams({ _list_name: 'vehicle', _list_selection: ids.join(',') }))}`, { identifier: null, values: {} });
});

browserTest('an amount is filtered as its cells show it; a text that is no number says so and asks nothing', async ({ page }) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
  });
  await logIn(page, 'admin');
  await page.goto('/front/list/invoice');
  const table = page.getByRole('table', { name: 'Factures' });
  await table.waitFor();
  // The button says 'Filtres' only: no count is read out while none applies.
  await page.getByRole('button', { name: 'Filtres', exact: true }).waitFor();
  const columns = await table.locator('thead th').allTextContents();
  const amountCell = table.locator(`tbody tr td:nth-child(${columns.indexOf('Total HT') + 1})`).first();
  const amount = (await amountCell.textContent())!;
  expect(amount).toMatch(/^\d{1,3}(\u202f\d{3})*,\d{2}\u00a0€$/);

  await page.getByRole('button', { name: 'Filtres', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Filtres' });
  const first = editor.getByRole('group', { name: 'Filtres 1' });
  await first.getByRole('combobox', { name: 'Colonne' }).click();
  await page.getByRole('option', { name: 'Total HT', exact: true }).click();
  await first.getByRole('combobox', { name: 'Opérateur' }).click();
  await page.getByRole('option', { name: 'Égal à', exact: true }).click();
  // Pasted as the cell shows it: thin spaces, decimal comma, euro sign.
  await first.getByRole('textbox', { name: 'Valeur' }).fill(amount);
  await expect.poll(() => table.locator(`tbody tr td:nth-child(${columns.indexOf('Total HT') + 1})`).allTextContents()).toSatisfy((shown: string[]) => shown.length > 0 && shown.every((text) => text === amount));
  expect(await page.getByText('Filtre non valide').count()).toBe(0);

  await first.getByRole('textbox', { name: 'Valeur' }).fill('abc');
  await page.getByText('Filtre non valide').waitFor();
  // The rows of the last number stay; no request the server would refuse (one would leave 200 ms after the typing).
  await page.waitForTimeout(400);
  expect(await table.locator(`tbody tr td:nth-child(${columns.indexOf('Total HT') + 1})`).first().textContent()).toBe(amount);
  expect(refused).toEqual([]);

  // Removing a row from the keyboard leaves the focus on a delete button, not on the page.
  await editor.getByRole('button', { name: 'Ajouter un filtre' }).click();
  await editor.getByRole('button', { name: 'Ajouter un filtre' }).click();
  await editor.getByRole('group', { name: 'Filtres 3' }).getByRole('button', { name: 'Supprimer le filtre' }).focus();
  await page.keyboard.press('Enter');
  await editor.getByRole('group', { name: 'Filtres 3' }).waitFor({ state: 'detached' });
  expect(await focusedName(page)).toBe('Supprimer le filtre');
  expect(refused).toEqual([]);
  // The page names its icon, which the server has: a browser asks for no /favicon.ico of its own.
  const icon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute('href'))!);
  expect([icon.status(), icon.headers()['content-type']]).toEqual([200, 'image/svg+xml']);
  await expectNoSeriousA11yViolations(page, 'a refused amount in the filter editor');

  // A page the server fails to give says so (SPEC §8), and neither that nothing matches nor '0-0 sur 0'.
  await page.route('**/proxy/list/data/invoice/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }));
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('FA');
  await page.getByRole('alert').filter({ hasText: 'Impossible de récupérer les données' }).waitFor();
  expect(await page.getByText('Aucune donnée ne correspond à votre recherche').count()).toBe(0);
  expect(await page.getByText(/^0-0 sur 0$/).count()).toBe(0);
  await page.unroute('**/proxy/list/data/invoice/**');
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

browserTest('documents show their image; a page left without rows goes back to the last one; a record opens in a new tab on Ctrl+click', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const login = await context.request.post('/api-internal/login', { data: { username: 'admin', password: 'Demo!Ossature2026' } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const prefix = `Plan ${Date.now()}`;
  const ids: number[] = [];
  for (let index = 1; index <= 11; index += 1) {
    const file = ((await (await context.request.post('/api-internal/document/upload', { headers, multipart: { file: { name: `plan-${index}.png`, mimeType: 'image/png', buffer: PNG } } })).json()) as { id: number }).id;
    ids.push((await api.post<{ identifier: number }>('/proxy/form/document', { identifier: null, values: { title: `${prefix} ${String(index).padStart(2, '0')}`, file } })).identifier);
  }

  await logIn(page, 'admin');
  await page.goto('/front/list/document');
  const table = page.getByRole('table', { name: 'Documents' });
  await table.waitFor();
  await page.getByRole('combobox', { name: 'Lignes par page' }).selectOption('10');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(prefix);
  await page.getByText('1-10 sur 11').waitFor();
  // The file column shows each stored image, fetched with the session (a plain src would be refused).
  const images = table.locator('tbody img[alt="Fichier"]');
  await expect.poll(() => images.count()).toBe(10);
  await expect.poll(() => images.first().evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth)).toBe(1);

  // A Ctrl+click on a row's link opens its record in a new tab; the list stays.
  const opened = context.waitForEvent('page');
  await table.getByRole('link', { name: `${prefix} 01` }).click({ modifiers: ['Control'] });
  const tab = await opened;
  await tab.waitForURL('**/front/form/document/**');
  await tab.close();
  expect(page.url()).toMatch(/\/front\/list\/document$/);

  // Its last page's only row deleted elsewhere, the list comes back on the page before rather than an empty one.
  await page.getByRole('button', { name: 'Page suivante' }).click();
  await page.getByText('11-11 sur 11').waitFor();
  expect(await api.remove(`/proxy/form/document/${encodeURIComponent(encodeParams({ id: ids[10]! }))}`, { identifier: ids[10] })).toBe(200);
  await page.reload();
  await page.getByText('1-10 sur 10').waitFor();
  await expect.poll(() => images.count()).toBe(10);

  for (const id of ids.slice(0, 10)) expect(await api.remove(`/proxy/form/document/${encodeURIComponent(encodeParams({ id }))}`, { identifier: id })).toBe(200);
});

/** Opens the invoice list as admin, grouped by the columns named, in that order; returns its table. */
async function invoicesGroupedBy(page: Page, ...columns: string[]) {
  await logIn(page, 'admin');
  await page.goto('/front/list/invoice');
  const table = page.getByRole('table', { name: 'Factures' });
  await table.waitFor();
  await page.getByRole('combobox', { name: 'Regrouper par' }).click();
  for (const column of columns) await page.getByRole('option', { name: column }).click();
  await page.keyboard.press('Escape');
  return table;
}

browserTest('grouped by two columns, the list shows its groups with their counts and figures, each opening its sub-groups then its rows', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const statuses = (await api.get<ListData>('/proxy/list/data/invoice/50/0?group_by=status')).data as ListGroupRow[];
  const paid = statuses.find((group) => group.label === 'Payée')!;
  const customers = (await api.get<ListData>(`/proxy/list/data/invoice/50/0/${encodeURIComponent(paid.params)}?group_by=status;@;customer&group_level=1`)).data as ListGroupRow[];
  const table = await invoicesGroupedBy(page, 'Statut', 'Client');
  const paidGroup = table.getByRole('button', { name: `Payée (${figure(paid.count)})` });
  await paidGroup.waitFor();
  expect(await table.getByRole('button', { name: /^(Brouillon|Envoyée|Payée|Annulée) \(\d+\)$/ }).count()).toBe(statuses.length);
  await expectNoSeriousA11yViolations(page, 'a list grouped by status');

  await paidGroup.click();
  expect(await paidGroup.getAttribute('aria-expanded')).toBe('true');
  const firstCustomer = table.getByRole('button', { name: `${customers[0]!.label} (${figure(customers[0]!.count)})` });
  await firstCustomer.waitFor();
  await firstCustomer.click();
  // Its rows: as many as the customer's paid invoices (up to a group page).
  await expect.poll(() => table.getByRole('row').filter({ has: page.getByRole('link') }).count()).toBe(Math.min(customers[0]!.count, 10));

  // Kept for the tab (SPEC §4): after a reload the list is still grouped, with the same groups open.
  await page.reload();
  await paidGroup.waitFor();
  expect(await paidGroup.getAttribute('aria-expanded')).toBe('true');
  expect(await firstCustomer.getAttribute('aria-expanded')).toBe('true');
});

browserTest('an open group turns its own pages of rows and takes its own page size', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const statuses = (await api.get<ListData>('/proxy/list/data/invoice/50/0?group_by=status')).data as ListGroupRow[];
  const largest = statuses.toSorted((a, b) => b.count - a.count)[0]!;
  expect(largest.count).toBeGreaterThan(20);
  const groupPage = (size: number, offset: number) =>
    api.get<ListData>(`/proxy/list/data/invoice/${size}/${offset}/${encodeURIComponent(largest.params)}?group_by=status&group_level=1&group_by_page=${size}`);
  const second = (await groupPage(10, 10)).data as ListRow[];

  const table = await invoicesGroupedBy(page, 'Statut');
  await table.getByRole('button', { name: `${largest.label} (${figure(largest.count)})` }).click();
  const rows = table.getByRole('row').filter({ has: page.getByRole('link') });
  await expect.poll(() => rows.count()).toBe(10);
  await table.getByText(`1-10 sur ${figure(largest.count)}`).waitFor();

  // The group's own pages, beside the list's: its second page shows the server's second page of the group.
  await table.getByRole('button', { name: 'Page suivante' }).click();
  await table.getByText(`11-20 sur ${figure(largest.count)}`).waitFor();
  await expect.poll(() => rows.first().getByRole('link').first().textContent()).toBe(String(second[0]!.values.number));

  // 'Éléments par groupe' (SPEC §9: 10/20/50/100): 20 rows from the group's first.
  await table.getByRole('combobox', { name: 'Éléments par groupe' }).selectOption('20');
  await expect.poll(() => rows.count()).toBe(20);
  await table.getByText(`1-20 sur ${figure(largest.count)}`).waitFor();
  await expectNoSeriousA11yViolations(page, 'an open group with its own pages');

  // A size showing a whole group can be taken back: its page controls stay while a smaller page would cut it.
  const whole = statuses.find((group) => group.count > 10 && group.count <= 50)!;
  expect(whole).toBeDefined();
  await table.getByRole('button', { name: `${largest.label} (${figure(largest.count)})` }).click();
  await expect.poll(() => rows.count()).toBe(0);
  await table.getByRole('button', { name: `${whole.label} (${figure(whole.count)})` }).click();
  await expect.poll(() => rows.count()).toBe(10);
  await table.getByRole('combobox', { name: 'Éléments par groupe' }).selectOption('50');
  await expect.poll(() => rows.count()).toBe(whole.count);
  await table.getByRole('combobox', { name: 'Éléments par groupe' }).selectOption('10');
  await expect.poll(() => rows.count()).toBe(10);
});

browserTest('a bulk action that asks for values shows its fields in its dialog', async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto('/front/list/invoice');
  const table = page.getByRole('table', { name: 'Factures' });
  await table.waitFor();
  await table.getByRole('checkbox', { name: 'Sélectionner la ligne' }).first().check();
  await page.getByRole('group', { name: 'Actions groupées' }).getByRole('button', { name: "Reporter l'échéance" }).click();
  const dialog = page.getByRole('dialog', { name: "Reporter l'échéance" });
  await dialog.getByText('Cette action modifiera 1 ligne(s).').waitFor();
  await dialog.getByRole('group', { name: 'Échéance' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'a bulk action dialog with a field');
  // Applied without its date, it says the field is required and changes nothing.
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  await page.getByText(/Échéance/).last().waitFor();
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await dialog.waitFor({ state: 'detached' });
});

browserTest("'Créer une nouvelle entrée' opens a new record's form, offered to those who may create", async ({ page }) => {
  await logIn(page, 'admin');
  await page.goto('/front/list/customer');
  await page.getByRole('table', { name: 'Clients' }).waitFor();
  await page.getByRole('link', { name: 'Créer une nouvelle entrée' }).click();
  await page.waitForURL('**/front/form/customer');
  await page.getByRole('heading', { name: 'Nouveau' }).waitFor();
});

browserTest('an unknown list shows the not-found page', async ({ page }) => {
  await logIn(page, 'agent');
  await page.goto('/front/list/liste_inconnue');
  await page.getByRole('heading', { name: 'Oops !' }).waitFor();
});

browserTest('a list asks for the page it opens on once, with what the tab kept of it, and anew when opened again later', async ({ page }) => {
  await logIn(page, 'admin');
  // The route asks for the opening page before the screen is drawn; the screen must take that answer, not ask again.
  const pagesAsked: string[] = [];
  let pageAsked!: () => void;
  const asked = new Promise<void>((resolve) => {
    pageAsked = resolve;
  });
  page.on('request', (request) => {
    if (!request.url().includes('/proxy/list/data/invoice/50/')) return;
    pagesAsked.push(request.url());
    pageAsked();
  });
  const table = page.getByRole('table', { name: 'Factures' });
  // A second request, were the screen to send one, would leave as it mounts, before its rows show: half a second more
  // lets its event reach the test.
  const opened = async () => {
    await table.locator('tbody tr').nth(49).waitFor();
    await page.waitForTimeout(500);
  };

  // The screen's script is held until the page is asked for (5 s at most): the request must not wait for the screen.
  let askedBeforeTheScreen: boolean | null = null;
  await page.route(/\/assets\/list-page-[\w-]{8}\.js$/, async (route) => {
    askedBeforeTheScreen = await Promise.race([asked.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000))]);
    await route.continue();
  });
  await page.goto('/front/list/invoice');
  await opened();
  expect(askedBeforeTheScreen).toBe(true);
  expect(pagesAsked).toHaveLength(1);
  expect(new URL(pagesAsked[0]!).searchParams.get('sort_column')).toBe('issue_date');
  await page.unrouteAll();

  await table.getByRole('button', { name: 'Numéro', exact: true }).click();
  await expect.poll(() => pagesAsked.length).toBe(2);

  // Opened again in the same tab, it opens as the user left it: the one request made is already sorted by number.
  await page.goto('/front/');
  await page.getByRole('navigation', { name: 'Menu principal' }).waitFor();
  pagesAsked.length = 0;
  await page.goto('/front/list/invoice');
  await opened();
  expect(pagesAsked).toHaveLength(1);
  expect(new URL(pagesAsked[0]!).searchParams.get('sort_column')).toBe('number');
});

browserTest('the list is exported in csv, in the encoding chosen, through a link of its own opened in a new window', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const toyotas = rowsOf(await api.get<ListData>('/proxy/list/data/vehicle/500/0?global_search=Toyota')).length;
  await logIn(page, 'admin');
  await page.goto('/front/list/vehicle');
  await page.getByRole('table', { name: 'Véhicules' }).waitFor();
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('Toyota');
  await page.getByText(`1-${figure(toyotas)} sur ${figure(toyotas)}`).waitFor();
  await page.getByRole('button', { name: 'Exporter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporter la liste' });
  await dialog.getByRole('radio', { name: 'CSV (séparateur point-virgule)' }).check();
  // The demo organisation lets its users choose the encoding (has_choice_encoding).
  await dialog.getByRole('radio', { name: 'ISO-8859-1 (Latin-1)' }).check();
  await expectNoSeriousA11yViolations(page, 'the export dialog');
  // The new window opens the export's own link (a token of that export, no session header): the file is read there.
  const link = context.waitForEvent('request', (request) => /\/proxy\/list\/export\/\d+\?jwt=/.test(request.url()));
  await dialog.getByRole('button', { name: 'Exporter' }).click();
  const file = await context.request.get((await link).url());
  expect(file.headers()['content-type']).toBe('text/csv; charset=iso-8859-1');
  const lines = new TextDecoder('latin1').decode(await file.body()).trim().split(/\r?\n/);
  expect(lines[0]).toContain('Modèle');
  // The header, the rows of the search, and the list's figures (the mileage's average, to the hundredth).
  expect(lines).toHaveLength(toyotas + 2);
  expect(lines.slice(1, -1).every((line) => line.includes('Toyota'))).toBe(true);
  expect(lines.at(-1)).toMatch(/^Total;.*;\d+(,\d{1,2})?;$/);
});

browserTest('a large export is prepared in the background, followed, then downloaded from the list', async ({ page, context }) => {
  await logIn(page, 'admin');
  await page.goto('/front/list/invoice');
  await page.getByRole('table', { name: 'Factures' }).waitFor();
  await page.getByRole('button', { name: 'Exporter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exporter la liste' });
  await dialog.getByRole('radio', { name: 'Excel (xlsx)' }).check();
  await dialog.getByRole('checkbox', { name: 'Préparer le fichier en arrière-plan' }).check();
  await dialog.getByRole('button', { name: 'Exporter' }).click();
  await page.getByText('Export « Factures » prêt.').waitFor({ timeout: 30_000 });
  const link = context.waitForEvent('request', (request) => /\/proxy\/list\/export\/\d+\?jwt=/.test(request.url()));
  await page.getByRole('button', { name: 'Télécharger' }).click();
  const file = await context.request.get((await link).url());
  expect(file.headers()['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  // Opened in LibreOffice Calc, as its users would: a header, every invoice in the list's order, the totals line.
  const api = await apiAs(context.request, 'admin');
  const first = await api.get<ListData>('/proxy/list/data/invoice/1/0');
  const [sheet] = Object.values(await openInCalc(await file.body(), 'xlsx'));
  const lines = sheet!.filter((line) => line.some((cell) => cell !== ''));
  expect(lines[0]).toContain('Numéro');
  expect(lines[1]![0]).toBe(String(rowsOf(first)[0]!.values.number));
  expect(lines).toHaveLength(first.total_items + 2);
  expect(lines.at(-1)![0]).toBe('Total');
}, undefined, OFFICE_TIMEOUT);

browserTest('printing the list opens a PDF of what it shows: its title, its search and its rows', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const searched = await api.get<ListData>('/proxy/list/data/invoice/50/0?global_search=FA-2026-00');
  await logIn(page, 'admin');
  await page.goto('/front/list/invoice');
  await page.getByRole('searchbox', { name: 'Rechercher' }).fill('FA-2026-00');
  await page.getByText(new RegExp(` sur ${figure(searched.total_items)}$`)).waitFor();
  const link = context.waitForEvent('request', (request) => /\/proxy\/list\/export\/\d+\?jwt=/.test(request.url()));
  await page.getByRole('button', { name: 'Imprimer', exact: true }).click();
  const file = await context.request.get((await link).url());
  expect(file.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await file.body());
  expect(text).toContain('Factures');
  expect(text).toContain('Recherche : FA-2026-00');
  for (const row of rowsOf(searched)) expect(text).toContain(String(row.values.number));
});
