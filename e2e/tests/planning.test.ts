import type { FormResponse, PlanningData } from '@ossature/contract';
import { encodeParams } from '@ossature/contract';
import type { Download, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { shownDate } from '../support/date-fields.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

type Api = Awaited<ReturnType<typeof apiAs>>;

/** An employee of its own for a test, with a name no demo employee has. */
async function newEmployee(api: Api, lastName: string): Promise<number> {
  const saved = await api.post<FormResponse>('/proxy/form/employee', { identifier: null, values: { last_name: lastName, first_name: 'Test', contract: 'cdi', hire_date: '2020-01-06' } });
  return saved.identifier!;
}

async function newAbsence(api: Api, values: Record<string, unknown>): Promise<number> {
  const saved = await api.post<FormResponse>('/proxy/form/absence', { identifier: null, values: { type: 'paid_leave', status: 'approved', ...values } });
  return saved.identifier!;
}

const planningOf = (api: Api, params: Record<string, string>) => api.get<PlanningData>(`/api-internal/planning/absences/${encodeURIComponent(encodeParams(params))}`);

/**
 * Opens the absence planning on a span of 2035, far from the demo data: the span is what the tab keeps (session
 * storage), as it would be after the user went there.
 */
async function openAbsencePlanning(page: Page, scale: string, start: string, filters: Record<string, string> = {}): Promise<void> {
  await page.evaluate((kept) => sessionStorage.setItem('ossature.planning.absences', kept), JSON.stringify({ scale, start, filters }));
  await page.goto('/front/planning/absences');
  await page.getByRole('heading', { name: 'Planning des absences' }).waitFor();
}

/** A card, named by its text from its title on (the grip of its end is named 'Changer la fin de …'). */
const card = (page: Page, title: RegExp) => page.getByRole('button', { name: new RegExp(`^${title.source}`) });

/** Space takes the focused card, an arrow moves it a day to the right, Space puts it down: each step announced. */
async function moveByKeyboard(page: Page, taken: string, over: string): Promise<void> {
  await page.keyboard.press('Space');
  await page.getByRole('status').getByText(taken).waitFor({ state: 'attached' });
  // dnd-kit listens to the arrows from a timer set when the drag starts: one turn of the page's timers passes it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  await page.keyboard.press('ArrowRight');
  await page.getByRole('status').getByText(over).waitFor({ state: 'attached' });
  await page.keyboard.press('Space');
}

browserTest('the absence planning reads by week, day, month and employee, with holidays and the week’s cards', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const employee = await newEmployee(api, 'Planningweek');
  await newAbsence(api, { employee_id: employee, type: 'training', start_date: '2035-05-15', end_date: '2035-05-16', comment: 'Formation sécurité' });
  await logIn(page, 'admin');
  await page.getByRole('link', { name: 'Planning des absences' }).waitFor({ state: 'attached' });
  await openAbsencePlanning(page, 'week', '2035-05-16');

  await page.getByText('Semaine 20 · mai 2035').waitFor();
  // Pentecost Monday is a public holiday; the absence shows on both its days.
  await page.getByText('Jour férié : Lundi de Pentecôte').first().waitFor();
  await expect.poll(() => card(page, /Formation Validée · Journée entière · Test PLANNINGWEEK/).count()).toBe(2);
  // The hour grid opens on 4 h (SPEC §9).
  expect(await page.getByTestId('planning-hours').evaluate((element) => element.scrollTop)).toBe(160);
  await expectNoSeriousA11yViolations(page, 'the absence planning by week');

  await page.getByRole('button', { name: 'Jour', exact: true }).click();
  await page.getByText(/^lundi 14 mai 2035$/i).waitFor();
  await page.getByRole('button', { name: 'Suivant' }).click();
  await page.getByText(/^mardi 15 mai 2035$/i).waitFor();
  await expect.poll(() => card(page, /Formation/).count()).toBe(1);
  expect(await page.getByTestId('planning-hours').evaluate((element) => element.scrollTop)).toBe(200);

  await page.getByRole('button', { name: 'Mois', exact: true }).click();
  await page.getByText(/^mai 2035$/i).waitFor();
  await page.getByRole('button', { name: 'mercredi 16 mai' }).waitFor();
  await expect.poll(() => card(page, /Formation/).count()).toBe(2);
  await expectNoSeriousA11yViolations(page, 'the absence planning by month');
  // The arrows go from day to day, a week down with ArrowDown; Enter opens the day.
  await page.getByRole('button', { name: 'mercredi 16 mai' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('jeudi 24 mai');
  await page.keyboard.press('Enter');
  await page.getByText(/^jeudi 24 mai 2035$/i).waitFor();
  await page.getByRole('button', { name: 'Mois', exact: true }).click();
  await page.getByText(/^mai 2035$/i).waitFor();

  await page.getByRole('button', { name: 'Par salarié' }).click();
  const line = page.getByRole('group', { name: 'PLANNINGWEEK Test' });
  await line.waitFor();
  // One bar over the absence's two days.
  expect(await line.getByRole('button', { name: /^Formation/ }).count()).toBe(1);
  await expectNoSeriousA11yViolations(page, 'the absence planning by employee');

  // The filter popover narrows the cards to one type.
  await page.getByRole('button', { name: 'Filtres' }).click();
  await page.getByRole('combobox', { name: "Type d'absence" }).click();
  await page.getByRole('option', { name: 'Maladie' }).click();
  await page.keyboard.press('Escape');
  await expect.poll(() => line.count()).toBe(0);

  // The export menu opens the file of the span shown, with its filters, in a new window.
  await page.getByRole('button', { name: 'Exporter' }).click();
  // Listened to before the click: the new window's file may come before its page is handed over.
  const downloaded = new Promise<Download>((resolve) => context.on('page', (opened) => opened.on('download', resolve)));
  await page.getByRole('menuitem', { name: 'Exporter vers un agenda (.ics)' }).click();
  const download = await downloaded;
  const filter = encodeURIComponent(encodeParams({ start_date: '2035-05-01', end_date: '2035-05-31', type: 'sick' }));
  expect(new URL(download.url()).pathname).toBe(`/api-internal/planning/resource/absences/ics/${filter}`);
  expect(download.suggestedFilename()).toBe('Planning des absences du 2035-05-01 au 2035-05-31.ics');
});

browserTest('a card opens its detail, then its form in a dialog whose save updates the planning', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const employee = await newEmployee(api, 'Planningedit');
  await newAbsence(api, { employee_id: employee, type: 'rtt', start_date: '2035-06-12', end_date: '2035-06-12', comment: 'Avant' });
  await logIn(page, 'admin');
  await openAbsencePlanning(page, 'week', '2035-06-12');

  // A Ctrl click opens the record's page in a new tab (SPEC §2 event cards).
  const [tab] = await Promise.all([context.waitForEvent('page'), card(page, /RTT Validée · Journée entière · Test PLANNINGEDIT/).click({ modifiers: ['Control'] })]);
  await tab.waitForURL(/\/front\/form\/absence\//);
  await tab.close();

  await card(page, /RTT Validée · Journée entière · Test PLANNINGEDIT/).click();
  const detail = page.getByRole('dialog', { name: 'RTT' });
  await detail.getByText('12/06/2035 · Journée entière').waitFor();
  // Its record's page opens in a new tab.
  expect(await detail.getByRole('link', { name: 'Ouvrir dans un nouvel onglet' }).getAttribute('target')).toBe('_blank');
  await detail.getByRole('button', { name: 'Modifier' }).click();

  const dialog = page.getByRole('dialog', { name: 'Absence' });
  await dialog.getByLabel('Commentaire').fill('Après');
  // Closing with a change asks first (SPEC §2).
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await page.getByText('Des modifications sont en cours, souhaitez-vous vraiment quitter ?').waitFor();
  await page.getByRole('button', { name: 'Rester' }).click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await dialog.waitFor({ state: 'detached' });

  await card(page, /RTT Validée · Journée entière · Test PLANNINGEDIT/).click();
  await page.getByRole('dialog', { name: 'RTT' }).getByText('Après').waitFor();
  await page.keyboard.press('Escape');

  // A double click on a free day opens a new event's form on that day.
  await page.locator('[data-date="2035-06-14"]:not([data-hour])').dblclick();
  const created = page.getByRole('dialog', { name: 'Planning des absences' });
  await expect.poll(() => shownDate(page, 'Date de début')).toBe('14/06/2035');
  expect(await shownDate(page, 'Date de fin')).toBe('14/06/2035');
  await created.getByRole('button', { name: 'Fermer' }).click();
  await created.waitFor({ state: 'detached' });
});

browserTest('a card dragged to another day is saved there, and stays there after a reload', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const employee = await newEmployee(api, 'Planningdrag');
  const absence = await newAbsence(api, { employee_id: employee, type: 'sick', start_date: '2035-09-04', end_date: '2035-09-05' });
  await logIn(page, 'admin');
  await openAbsencePlanning(page, 'month', '2035-09-01');

  const moved = card(page, /Maladie PLANNINGDRAG Test · Validée · Journée entière/).first();
  const box = (await moved.boundingBox())!;
  const target = (await page.getByRole('button', { name: 'mardi 11 septembre' }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10, { steps: 3 });
  await page.mouse.move(target.x + 30, target.y + 40, { steps: 10 });
  await page.mouse.up();
  await page.getByText('Événement déplacé au 11/09/2035.').waitFor();
  // Its length is kept: Tuesday 11 to Wednesday 12.
  const saved = (await planningOf(api, { scale: 'month', start: '2035-09-01' })).data.find((event) => event.object_id === absence)!;
  expect([saved.date, saved.end_date, saved.version]).toEqual(['2035-09-11', '2035-09-12', 2]);

  await page.reload();
  await page.getByRole('heading', { name: 'Planning des absences' }).waitFor();
  await expect.poll(() => card(page, /Maladie PLANNINGDRAG Test · Validée · Journée entière/).count()).toBe(2);

  // From the keyboard: Space takes it, an arrow moves it a day, Space puts it down.
  await card(page, /Maladie PLANNINGDRAG Test · Validée · Journée entière/).first().focus();
  await moveByKeyboard(page, 'Au-dessus du 11/09/2035.', 'Au-dessus du 12/09/2035.');
  await page.getByText('Événement déplacé au 12/09/2035.').waitFor();
  const again = (await planningOf(api, { scale: 'month', start: '2035-09-01' })).data.find((event) => event.object_id === absence)!;
  expect([again.date, again.end_date]).toEqual(['2035-09-12', '2035-09-13']);

  // Its end has a grip of its own, on its last day: a day more, from the keyboard.
  await page.getByRole('button', { name: 'Changer la fin de « Maladie »' }).focus();
  await moveByKeyboard(page, 'Au-dessus du 13/09/2035.', 'Au-dessus du 14/09/2035.');
  await page.getByText('Fin de l’événement changée.').waitFor();
  const longer = (await planningOf(api, { scale: 'month', start: '2035-09-01' })).data.find((event) => event.object_id === absence)!;
  expect([longer.date, longer.end_date]).toEqual(['2035-09-12', '2035-09-14']);
  await expectNoSeriousA11yViolations(page, 'the month with its grips');
});

browserTest('a card moved after someone else changed its record is refused, and the planning shows the change', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const employee = await newEmployee(api, 'Planningconflict');
  const absence = await newAbsence(api, { employee_id: employee, type: 'unpaid', start_date: '2035-10-03', end_date: '2035-10-03' });
  await logIn(page, 'admin');
  await openAbsencePlanning(page, 'week', '2035-10-03');
  await card(page, /Sans solde/).waitFor();

  // Someone else moves it meanwhile.
  const loaded = await api.get<FormResponse>(`/proxy/form/absence/${encodeURIComponent(encodeParams({ id: absence }))}`);
  await api.post('/proxy/form/absence', { identifier: absence, version: loaded.version, values: { start_date: '2035-10-05', end_date: '2035-10-05' } });

  await card(page, /Sans solde/).focus();
  await moveByKeyboard(page, 'Au-dessus du 03/10/2035.', 'Au-dessus du 04/10/2035.');
  await page.getByText("Quelqu'un a modifié cet événement entre-temps : le planning est rechargé, réessayez.").waitFor();
  const kept = (await planningOf(api, { scale: 'week', start: '2035-10-03' })).data.find((event) => event.object_id === absence)!;
  expect(kept.date).toBe('2035-10-05');
});
