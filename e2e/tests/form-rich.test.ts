import type { APIRequestContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { typeDate } from '../support/date-fields.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

interface Form {
  identifier: number;
  version: number;
  values: Record<string, unknown>;
}

const ACCEPTED = 'Votre demande a été prise en compte. Les modifications seront visibles dans quelques minutes.';
const notification = (page: Page) => page.getByTestId('notification');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });
const apiPath = (form: string, id: number) => recordPath(form, id).replace('/front/form/', '/proxy/form/');

const load = async (request: APIRequestContext, form: string, id: number) => (await apiAs(request, 'admin')).get<Form>(apiPath(form, id));

/** Records of the admin's organisation (ids in creation order) that match, the `skip` first ones left out. */
async function findRecord(request: APIRequestContext, form: string, matches: (record: Form) => boolean | Promise<boolean>, skip = 0): Promise<Form> {
  const api = await apiAs(request, 'admin');
  let left = skip;
  for (let id = 1; id < 400; id += 1) {
    const record = await api.get<Partial<Form>>(apiPath(form, id));
    if (record.identifier && (await matches(record as Form)) && left-- === 0) return record as Form;
  }
  throw new Error(`no ${form} record matches`);
}

/** The 1×1 PNG a file field gets. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');

browserTest('the html editor saves bold text and a list, which a reload shows again (an asynchronous save)', async ({ page }) => {
  await logIn(page, 'admin');
  const cms = await findRecord(page.request, 'cms_page', () => true, 0);
  await page.goto(recordPath('cms_page', cms.identifier));
  const editor = page.getByRole('textbox', { name: 'Texte de la page' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Horaires ');
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.type('du samedi');
  await page.getByRole('button', { name: 'Gras' }).click();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Liste à puces' }).click();
  await page.keyboard.type('matin');
  await page.keyboard.press('Enter');
  await page.keyboard.type('après-midi');
  await expectNoSeriousA11yViolations(page, 'a page’s html editor with its preview');
  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe(ACCEPTED);

  await expect.poll(async () => (await load(page.request, 'cms_page', cms.identifier)).values.body).toMatch(/<strong>du samedi<\/strong>/);
  await page.reload();
  await editor.locator('li').first().waitFor();
  expect(await editor.locator('strong').textContent()).toBe('du samedi');
  expect(await editor.locator('li').allTextContents()).toEqual(['matin', 'après-midi']);
  const preview = await page.getByRole('region', { name: 'Aperçu' }).textContent();
  expect(preview).toContain('Horaires du samedi');
});

browserTest('a javascript: link typed in the editor is neutralised before it is saved', async ({ page }) => {
  await logIn(page, 'admin');
  const cms = await findRecord(page.request, 'cms_page', () => true, 1);
  await page.goto(recordPath('cms_page', cms.identifier));
  const editor = page.getByRole('textbox', { name: 'Texte de la page' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Cliquez ici');
  for (let index = 0; index < 'ici'.length; index += 1) await page.keyboard.press('Shift+ArrowLeft');
  await page.getByRole('button', { name: 'Lien' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lien' });
  await dialog.getByLabel('Adresse du lien').fill('javascript:alert(document.cookie)');
  await expectNoSeriousA11yViolations(page, 'the editor’s link dialog');
  await dialog.getByRole('button', { name: 'Appliquer' }).click();
  expect(await editor.getByRole('link', { name: 'ici' }).getAttribute('href')).toBe('about:blank');

  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe(ACCEPTED);
  const body = () => load(page.request, 'cms_page', cms.identifier).then((record) => String(record.values.body));
  await expect.poll(body).toMatch(/Cliquez <\/span><a[^>]*><span>ici<\/span><\/a>/);
  // The link keeps its text, not its address.
  expect(await body()).not.toMatch(/href|javascript/);
  await page.reload();
  await editor.getByText('ici').waitFor();
  expect(await editor.locator('a[href^="javascript"]').count()).toBe(0);
});

browserTest('a colour from the palette, a size from the list and an image uploaded from the editor survive the save', async ({ page }) => {
  await logIn(page, 'admin');
  const cms = await findRecord(page.request, 'cms_page', () => true, 3);
  await page.goto(recordPath('cms_page', cms.identifier));
  const editor = page.getByRole('textbox', { name: 'Texte de la page' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Alerte');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Couleur du texte' }).click();
  await page.getByRole('group', { name: 'Couleur du texte' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the editor’s colour palette');
  await page.getByRole('group', { name: 'Couleur du texte' }).getByRole('button', { name: '#d0021b' }).click();
  await page.getByRole('combobox', { name: 'Taille de police' }).click();
  await page.getByRole('listbox', { name: 'Taille de police' }).getByRole('option', { name: '20' }).click();
  await editor.click();
  await page.keyboard.press('End');
  await page.getByRole('button', { name: 'Insérer une image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insérer une image' });
  await dialog.getByRole('button', { name: 'Insérer' }).click();
  await dialog.getByText('Indiquez une adresse ou choisissez un fichier').waitFor();
  await expectNoSeriousA11yViolations(page, 'the editor’s image dialog with its error');
  await dialog.getByLabel('Choisir un fichier').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PIXEL });
  await dialog.getByLabel('Texte alternatif').fill('Logo de la mairie');
  await dialog.getByRole('button', { name: 'Insérer' }).click();
  // The store's file is fetched with the session's token, which a plain <img src> would not send.
  const image = editor.getByRole('img', { name: 'Logo de la mairie' });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(1);

  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe(ACCEPTED);
  const body = () => load(page.request, 'cms_page', cms.identifier).then((record) => String(record.values.body));
  await expect.poll(body).toMatch(/<img src="\/api-internal\/document\/file\/\d+" alt="Logo de la mairie"/);
  expect(await body()).toMatch(/<span style="color: ?#d0021b; ?font-size: ?20px;?">Alerte<\/span>/);
  await page.reload();
  const alert = editor.getByText('Alerte');
  expect(await alert.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).fontSize])).toEqual(['rgb(208, 2, 27)', '20px']);
});

browserTest('the Publier button of a draft page publishes it through an asynchronous save', async ({ page }) => {
  await logIn(page, 'admin');
  const draft = await findRecord(page.request, 'cms_page', (record) => record.values.published === false);
  await page.goto(recordPath('cms_page', draft.identifier, { default_tab_name: 'publication' }));
  // The content block of the definition is shown above.
  await page.getByRole('region', { name: 'Publication' }).getByText('Une page n’apparaît sur le site').waitFor();
  await expectNoSeriousA11yViolations(page, 'a page’s publication tab with its content block and button');
  await page.getByRole('button', { name: 'Publier' }).click();
  await expect.poll(() => notification(page).textContent()).toBe(ACCEPTED);
  await expect.poll(async () => (await load(page.request, 'cms_page', draft.identifier)).values.published).toBe(true);
  await page.reload();
  await tab(page, 'Publication').waitFor();
  // Its display condition (published is false) no longer holds.
  expect(await page.getByRole('button', { name: 'Publier' }).count()).toBe(0);
});

browserTest('the history card of a page lists the change just saved', async ({ page }) => {
  await logIn(page, 'admin');
  const cms = await findRecord(page.request, 'cms_page', () => true, 2);
  await page.goto(recordPath('cms_page', cms.identifier));
  await page.getByLabel('Titre').fill('Horaires d’été');
  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe(ACCEPTED);
  await expect.poll(async () => (await load(page.request, 'cms_page', cms.identifier)).values.title).toBe('Horaires d’été');
  await page.goto(recordPath('cms_page', cms.identifier, { default_tab_name: 'suivi' }));
  const history = page.getByRole('region', { name: 'Historique' }).getByRole('list', { name: 'Historique' });
  await history.getByRole('listitem').first().waitFor();
  const newest = await history.getByRole('listitem').first().textContent();
  expect(newest).toContain('Antoine Leroy — Modification');
  expect(newest).toContain('Horaires d’été');
  await expectNoSeriousA11yViolations(page, 'the history card');
});

browserTest('an employee’s badge signature drawn with the mouse is saved as a PNG', async ({ page }) => {
  await logIn(page, 'admin');
  const employee = await findRecord(page.request, 'employee', (record) => record.values.badge_signature === null);
  await page.goto(recordPath('employee', employee.identifier, { default_tab_name: 'contrat' }));
  await page.getByRole('button', { name: 'Badge' }).click();
  const pad = page.getByLabel('Signature du badge');
  // The expansion opens with an animation: draw once the pad stands still, as a person would.
  await pad.hover();
  await expectNoSeriousA11yViolations(page, 'an employee’s signature pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [[80, 40], [140, 140], [200, 50], [260, 120]]) await page.mouse.move(box.x + x!, box.y + y!, { steps: 8 });
  await page.mouse.up();
  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données sauvegardées');
  expect((await load(page.request, 'employee', employee.identifier)).values.badge_signature).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

  // Cleared, it is saved empty.
  await page.getByRole('button', { name: 'Effacer la signature' }).click();
  await saveButton(page).click();
  await expect.poll(async () => (await load(page.request, 'employee', employee.identifier)).values.badge_signature).toBeNull();
});

browserTest('an employee’s photo is uploaded with the save, then named, previewed and downloadable', async ({ page }) => {
  await logIn(page, 'admin');
  const employee = await findRecord(page.request, 'employee', (record) => record.values.photo === null);
  await page.goto(recordPath('employee', employee.identifier));
  await page.getByLabel('Photo').setInputFiles({ name: 'badge.png', mimeType: 'image/png', buffer: PIXEL });
  await page.getByText('badge.png (envoyé à l’enregistrement)').waitFor();
  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données sauvegardées');

  await page.reload();
  const download = page.getByRole('button', { name: 'Télécharger badge.png' });
  await download.waitFor();
  const preview = page.getByRole('img', { name: 'Aperçu de badge.png' });
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
  await expectNoSeriousA11yViolations(page, 'a file field with its preview');
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('badge.png');
});

browserTest('the employee’s Planning tab shows the month and the Absences tab its chart', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const employee = await findRecord(page.request, 'employee', async (record) => {
    const chart = await api.get<{ series: { data: number[] }[] }>(`/proxy/form/chart/employee/${record.identifier}/absences_by_month`);
    return chart.series[0]!.data.some((days) => days > 0);
  });
  await page.goto(recordPath('employee', employee.identifier, { default_tab_name: 'planning' }));
  const planning = page.getByRole('table', { name: 'Planning du mois' });
  await planning.waitFor();
  expect(await planning.getByRole('columnheader').allTextContents()).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
  expect(await planning.locator('[aria-current="date"]').count()).toBe(1);
  expect(await planning.locator('[data-weekend="1"]').count()).toBeGreaterThanOrEqual(8);
  const summary = page.getByText(/^[A-ZÉa-zéû]+ \d{4} : /);
  const thisMonth = (await summary.textContent())!;
  expect(thisMonth).toMatch(/aucune absence|d'absence/);
  await expectNoSeriousA11yViolations(page, 'an employee’s planning');
  // Next and previous months come from the form (planning_action_on_change); today is in neither.
  const section = page.getByRole('region', { name: 'Planning du mois' });
  await section.getByRole('button', { name: 'Suivant' }).click();
  await expect.poll(() => summary.textContent()).not.toBe(thisMonth);
  expect(await planning.locator('[aria-current="date"]').count()).toBe(0);
  await section.getByRole('button', { name: 'Précédent' }).click();
  await expect.poll(() => summary.textContent()).toBe(thisMonth);
  expect(await planning.locator('[aria-current="date"]').count()).toBe(1);

  await tab(page, 'Absences').click();
  const chart = page.getByRole('figure', { name: "Jours d'absence par mois" });
  // One bar a month; the months with absences stand above the axis.
  const heights = () => chart.locator('.MuiBarElement-root').evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
  await expect.poll(async () => (await heights()).some((height) => height > 0)).toBe(true);
  expect(await heights()).toHaveLength(12);
  expect(await chart.getByText('Graphique en cours de chargement ..').count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'an employee’s chart');
});

browserTest('an absence added from an employee’s planning opens on that employee and shows on its day', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const employee = await api.post<{ identifier: number }>('/proxy/form/employee', { identifier: null, values: { last_name: 'Planelement', first_name: 'Test', contract: 'cdi', hire_date: '2020-01-06' } });
  await page.goto(recordPath('employee', employee.identifier, { default_tab_name: 'planning' }));
  const section = page.getByRole('region', { name: 'Planning du mois' });
  await section.getByRole('button', { name: 'Créer une nouvelle entrée' }).click();
  const dialog = page.getByRole('dialog', { name: 'Absence' });
  await expect.poll(() => dialog.getByRole('combobox', { name: 'Salarié' }).inputValue()).toBe('PLANELEMENT Test');
  // Today, whatever the day the test runs: the month shown is today's.
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date()).split('-');
  await typeDate(page, 'Date de début', `${day}${month}${year}`);
  await typeDate(page, 'Date de fin', `${day}${month}${year}`);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'detached' });
  await section.getByRole('table', { name: 'Planning du mois' }).locator('[aria-current="date"]').getByText('Congés payés').waitFor();
  await section.getByText(/ : 1 jour ouvré d'absence$|aucune absence$/).waitFor();
});

browserTest('a vehicle’s map shows its marker, full size in the map dialog, without reaching the internet', async ({ page, baseURL }) => {
  const outside: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(baseURL) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) outside.push(request.url());
  });
  await logIn(page, 'admin');
  const vehicle = await findRecord(page.request, 'vehicle', (record) => typeof record.values.latitude === 'number');
  await page.goto(recordPath('vehicle', vehicle.identifier, { default_tab_name: 'localisation' }));
  const map = page.getByRole('region', { name: 'Localisation' });
  await map.getByRole('button', { name: 'Position' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'a vehicle’s map');
  await page.getByRole('button', { name: 'Agrandir la carte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Localisation' });
  await dialog.getByRole('button', { name: 'Position' }).waitFor();
  const size = await dialog.getByRole('region', { name: 'Localisation' }).boundingBox();
  expect(size!.width).toBeGreaterThan(1000);
  await expectNoSeriousA11yViolations(page, 'the map dialog');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  expect(outside).toEqual([]);
});

browserTest('a horizontal rule and a two-column layout inserted in the editor are saved and come back on reload', async ({ page }) => {
  await logIn(page, 'admin');
  const cms = await findRecord(page.request, 'cms_page', () => true, 4);
  await page.goto(recordPath('cms_page', cms.identifier));
  const editor = page.getByRole('textbox', { name: 'Texte de la page' });
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Accueil');
  await page.getByRole('button', { name: 'Insérer une ligne horizontale' }).click();
  await page.getByRole('button', { name: 'Insérer des colonnes' }).click();
  await page.getByRole('menu', { name: 'Insérer des colonnes' }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the editor’s columns menu');
  await page.getByRole('menu', { name: 'Insérer des colonnes' }).getByRole('menuitem', { name: '2 colonnes égales' }).click();
  // The caret waits in the first column.
  await page.keyboard.type('Mairie');
  const columns = editor.locator('[data-lexical-layout-item]');
  await columns.nth(1).click();
  await page.keyboard.type('Horaires');
  expect(await columns.allTextContents()).toEqual(['Mairie', 'Horaires']);

  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe(ACCEPTED);
  const body = () => load(page.request, 'cms_page', cms.identifier).then((record) => String(record.values.body));
  await expect.poll(body).toMatch(/<div data-lexical-layout-container="true" style="display: ?grid; ?grid-template-columns: ?1fr 1fr;?">/);
  // The rule took the place of the empty paragraph after 'Accueil'; the layout, the one after the rule.
  expect(await body()).toMatch(/Accueil<\/span><\/\w+><hr \/><div data-lexical-layout-container/);
  expect(await body()).toMatch(/<div data-lexical-layout-item="true"><p><span>Mairie<\/span><\/p><\/div><div data-lexical-layout-item="true"><p><span>Horaires<\/span><\/p><\/div>/);

  await page.reload();
  await columns.first().waitFor();
  expect(await columns.allTextContents()).toEqual(['Mairie', 'Horaires']);
  expect(await editor.locator('hr').count()).toBe(1);
  // Two equal columns side by side.
  const tracks = await editor.locator('[data-lexical-layout-container]').evaluate((layout) => getComputedStyle(layout).gridTemplateColumns.split(' '));
  expect(tracks).toHaveLength(2);
  expect(tracks[0]).toBe(tracks[1]);
});
