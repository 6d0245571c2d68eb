import type { FormResponse, HistoryPage } from '@ossature/contract';
import { encodeParams } from '@ossature/contract';
import type { Download } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { shownDate } from '../support/date-fields.js';
import { logIn } from '../support/login.js';
import { card, hasFocus, moveByKeyboard, newAbsence, newEmployee, openAbsencePlanning, openPlanning, planningOf, tabTo } from '../support/planning.js';

launchBrowserPerFile();

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
  expect(await hasFocus(page, 'jeudi 24 mai')).toBe(true);
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
  // The move is a save of the record's form: its history (the form's history card) holds the dates' change.
  const { table } = await api.get<FormResponse>(`/proxy/form/absence/${encodeURIComponent(encodeParams({ id: absence }))}`);
  const [latest] = (await api.get<HistoryPage>(`/proxy/form/history/${table}/${absence}?offset=0`)).data;
  expect(latest!.main).toMatchObject({
    type: 'Modification',
    user: 'Antoine Leroy',
    modification: { 'Date de début': { old: '04/09/2035', new: '11/09/2035' }, 'Date de fin': { old: '05/09/2035', new: '12/09/2035' } },
  });

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

browserTest('a card deleted from its detail asks first, keeps the card when the answer is no, and is gone for good when it is yes', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const employee = await newEmployee(api, 'Planningdelete');
  await newAbsence(api, { employee_id: employee, type: 'rtt', start_date: '2035-11-07', end_date: '2035-11-07' });
  await logIn(page, 'admin');
  await openAbsencePlanning(page, 'week', '2035-11-07');
  const deleted = card(page, /RTT Validée · Journée entière · Test PLANNINGDELETE/);

  await deleted.click();
  await page.getByRole('dialog', { name: 'RTT' }).getByRole('button', { name: 'Supprimer' }).click();
  const question = page.getByRole('dialog', { name: 'Êtes-vous sûr de vouloir supprimer ?' });
  await question.waitFor();
  await expectNoSeriousA11yViolations(page, 'the question before deleting an event');
  await question.getByRole('button', { name: 'Non' }).click();
  await question.waitFor({ state: 'detached' });
  await page.keyboard.press('Escape');
  expect(await deleted.count()).toBe(1);

  await deleted.click();
  await page.getByRole('dialog', { name: 'RTT' }).getByRole('button', { name: 'Supprimer' }).click();
  await question.getByRole('button', { name: 'Oui' }).click();
  await page.getByText('Données supprimées avec succès').waitFor();
  await expect.poll(() => deleted.count()).toBe(0);
  await page.reload();
  await page.getByRole('heading', { name: 'Planning des absences' }).waitFor();
  await page.getByText('Semaine 45 · novembre 2035').waitFor();
  expect(await deleted.count()).toBe(0);
});

browserTest('a planning that skips grouping shows every full-day event of a busy day; the team planning folds them', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  // Four requests on Wednesday 22 August 2035, each of another employee: a day no other test puts an absence on (the
  // team planning's accordion counts them all).
  for (const name of ['Planninggroupa', 'Planninggroupb', 'Planninggroupc', 'Planninggroupd']) {
    await newAbsence(api, { employee_id: await newEmployee(api, name), type: 'paid_leave', status: 'requested', start_date: '2035-08-22', end_date: '2035-08-22' });
  }
  await logIn(page, 'admin');
  const requests = card(page, /Congés payés Demandée · Journée entière · Test PLANNINGGROUP/);

  await openPlanning(page, 'absence_requests', "Planning des demandes d'absence", 'week', '2035-08-22');
  await expect.poll(() => requests.count()).toBe(4);
  expect(await page.getByRole('button', { name: '4 événements sur la journée' }).count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'the requests planning by week, every request shown');
  // The day view of Wednesday too (its date opens it).
  await page.getByRole('button', { name: 'mercredi 22 août', exact: true }).click();
  await page.getByText(/^mercredi 22 août 2035$/i).waitFor();
  await expect.poll(() => requests.count()).toBe(4);

  // The team planning folds the day's four: the accordion opens on them.
  await openAbsencePlanning(page, 'week', '2035-08-22');
  const folded = page.getByRole('button', { name: '4 événements sur la journée' });
  await folded.waitFor();
  expect(await requests.count()).toBe(0);
  await folded.click();
  await expect.poll(() => requests.count()).toBe(4);
});

browserTest('the days of the week, day, month and employee views are one tab stop the arrows, Home and End move through, Enter opening the day', async ({ page }) => {
  await logIn(page, 'admin');
  await openAbsencePlanning(page, 'week', '2035-05-16');
  await page.getByText('Semaine 20 · mai 2035').waitFor();
  // Tab reaches the days once, on the first (today is not in this week).
  await tabTo(page, 'lundi 14 mai');
  expect(await hasFocus(page, 'lundi 14 mai')).toBe(true);
  expect(await page.locator('[data-day][tabindex="0"]').count()).toBe(1);
  // Its focus is drawn.
  expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe('none');
  await page.keyboard.press('ArrowRight');
  expect(await hasFocus(page, 'mardi 15 mai')).toBe(true);
  await page.keyboard.press('End');
  expect(await hasFocus(page, 'dimanche 20 mai')).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the week with a day focused');
  // Past Sunday: the next week, on its Monday; back with the left arrow.
  await page.keyboard.press('ArrowRight');
  await page.getByText('Semaine 21 · mai 2035').waitFor();
  await expect.poll(() => hasFocus(page, 'lundi 21 mai')).toBe(true);
  await page.keyboard.press('ArrowLeft');
  await page.getByText('Semaine 20 · mai 2035').waitFor();
  await expect.poll(() => hasFocus(page, 'dimanche 20 mai')).toBe(true);
  await page.keyboard.press('Home');
  expect(await hasFocus(page, 'lundi 14 mai')).toBe(true);
  // The tab stop is the day last focused: Tab leaves the days, Shift+Tab comes back to it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await hasFocus(page, 'mardi 15 mai')).toBe(true);

  // Enter opens the day, as a month's day does; there the arrows go from day to day.
  await page.keyboard.press('Enter');
  await page.getByText(/^mardi 15 mai 2035$/i).waitFor();
  await tabTo(page, 'mardi 15 mai');
  await page.keyboard.press('ArrowRight');
  await page.getByText(/^mercredi 16 mai 2035$/i).waitFor();
  await expect.poll(() => hasFocus(page, 'mercredi 16 mai')).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the day with its date focused');

  // The month's days too: End goes to its last, the right arrow past it to the next month.
  await openAbsencePlanning(page, 'month', '2035-05-16');
  await tabTo(page, 'mardi 1 mai');
  await page.keyboard.press('End');
  expect(await hasFocus(page, 'jeudi 31 mai')).toBe(true);
  await page.keyboard.press('ArrowRight');
  await page.getByText(/^juin 2035$/i).waitFor();
  await expect.poll(() => hasFocus(page, 'vendredi 1 juin')).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the month with a day focused');

  // And the days over the employees' lines.
  await openAbsencePlanning(page, 'item', '2035-05-16');
  await tabTo(page, 'mardi 1 mai');
  // Too narrow to show a holiday under its date, the line says it with the day's button.
  const description = (date: string) =>
    page.locator(`[data-day="${date}"]`).evaluate((button) => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent ?? null);
  expect(await description('2035-05-01')).toBe('Jour férié : Fête du travail');
  expect(await description('2035-05-02')).toBeNull();
  await page.keyboard.press('ArrowRight');
  expect(await hasFocus(page, 'mercredi 2 mai')).toBe(true);
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await page.getByText(/^juin 2035$/i).waitFor();
  await expect.poll(() => hasFocus(page, 'vendredi 1 juin')).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the employees’ lines with a day focused');
  await page.keyboard.press('Enter');
  await page.getByText(/^vendredi 1 juin 2035$/i).waitFor();
});
