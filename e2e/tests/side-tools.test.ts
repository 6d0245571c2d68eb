import { readFile } from 'node:fs/promises';
import { type Comment, type CommentList, type FormResponse, type RecordWatchers, type TaskList, encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';
import { samplePdf } from '../support/sample-pdf.js';
import { realtimeStreamOpened } from '../support/realtime.js';

launchBrowserPerFile();

type Api = Awaited<ReturnType<typeof apiAs>>;

async function newCustomer(api: Api, name: string): Promise<number> {
  const saved = await api.post<FormResponse>('/proxy/form/customer', { identifier: null, values: { name, kind: 'company' } });
  return saved.identifier!;
}

const tools = (page: Page) => page.getByRole('navigation', { name: 'Outils' });
const validationDrawer = (page: Page) => page.getByRole('dialog', { name: 'Workflow de validation' });

browserTest('a comment is written with a mention and saved as the user types, then found again through its link', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const customer = await newCustomer(api, 'Commentaires Morel');
  await logIn(page, 'admin');
  await page.goto(recordPath('customer', customer));
  await tools(page).getByRole('button', { name: 'Commentaires' }).click();
  const drawer = page.getByRole('dialog', { name: 'Commentaires' });
  await drawer.getByText("Il n'y a aucun commentaire ici pour le moment.").waitFor();

  await drawer.getByRole('button', { name: 'Ajouter un commentaire' }).click();
  // While the new comment is unsaved, no second one can be started.
  expect(await drawer.getByRole('button', { name: 'Ajouter un commentaire' }).isDisabled()).toBe(true);
  const editor = drawer.getByRole('textbox', { name: 'Votre commentaire' });
  await editor.click();
  await page.keyboard.type('Merci de rappeler ce client, ');
  await page.keyboard.type('@Camil');
  await page.getByRole('option', { name: /Camille Durand/ }).click();
  await page.keyboard.type(' avant vendredi.');
  // No button to press: the comment is saved 500 ms after typing stops.
  const stored = async () => (await api.get<CommentList>(`/api-internal/comment/customer/${customer}`)).data;
  await expect.poll(async () => (await stored()).map((entry) => entry.content).join()).toContain('avant vendredi.');
  await drawer.getByRole('status').getByText('Enregistré').waitFor();
  // Saved as one comment, however many saves it took.
  const [comment, ...others] = (await stored()) as [Comment];
  expect(others).toEqual([]);
  expect(comment.users_data.map((user) => user.username)).toEqual(['agent']);
  await expectNoSeriousA11yViolations(page, 'the comments drawer while writing');

  await drawer.getByRole('button', { name: 'Terminer' }).click();
  await drawer.getByRole('listitem', { name: 'Commentaire de Antoine Leroy' }).getByText('@Camille Durand').waitFor();
  expect(await drawer.getByRole('button', { name: 'Ajouter un commentaire' }).isDisabled()).toBe(false);

  // Its link opens the record with the comments drawer on that comment.
  await page.goto(`${recordPath('customer', customer)}#comment_id_${comment.id}`);
  const linked = page.getByRole('dialog', { name: 'Commentaires' }).locator(`#comment_id_${comment.id}`);
  await linked.waitFor();
  expect(await linked.evaluate((element) => getComputedStyle(element).borderColor)).not.toBe('rgba(0, 0, 0, 0.12)');
});

browserTest('someone who only reads the record reads its comments and tasks but cannot add any', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const customer = await newCustomer(api, 'Lecture Seule SA');
  await api.post<Comment>('/api-internal/comment/save', { object_name: 'customer', object_id: customer, content: '<p>Visible du partenaire</p>' });
  await logIn(page, 'partenaire');
  await page.goto(recordPath('customer', customer));
  await tools(page).getByRole('button', { name: 'Commentaires' }).click();
  const drawer = page.getByRole('dialog', { name: 'Commentaires' });
  await drawer.getByText('Visible du partenaire').waitFor();
  expect(await drawer.getByRole('button', { name: 'Ajouter un commentaire' }).count()).toBe(0);
  expect(await drawer.getByRole('button', { name: 'Modifier' }).count()).toBe(0);
  await drawer.getByRole('button', { name: 'Fermer' }).click();
  await tools(page).getByRole('button', { name: 'Tâches' }).click();
  const tasks = page.getByRole('dialog', { name: 'Tâches' });
  await tasks.getByText("Il n'y a aucune tâche ici pour le moment.").waitFor();
  expect(await tasks.getByRole('button', { name: 'Ajouter une tâche' }).count()).toBe(0);
});

browserTest('a task is added from the toolbar, edited, completed after its delay unless ticked again, and deleted', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const customer = await newCustomer(api, 'Tâches Durand');
  await logIn(page, 'admin');
  await page.goto(recordPath('customer', customer));
  await page.getByRole('toolbar', { name: 'Actions du formulaire' }).getByRole('button', { name: 'Créer une tâche' }).click();
  const drawer = page.getByRole('dialog', { name: 'Tâches' });
  const name = drawer.getByRole('textbox', { name: 'Nom' });
  // A new task, open for editing, named as SPEC §3 says.
  expect(await name.inputValue()).toBe('Ma nouvelle tâche');
  await name.fill('Envoyer le devis');
  await drawer.getByLabel('Échéance').fill('2035-03-15');
  await drawer.getByRole('combobox', { name: 'Confiée à' }).fill('Camille');
  await page.getByRole('option', { name: 'Camille Durand' }).click();
  await expectNoSeriousA11yViolations(page, 'the tasks drawer while editing');
  await drawer.getByRole('button', { name: 'Refermer' }).click();

  const item = drawer.getByRole('listitem').filter({ hasText: 'Envoyer le devis' });
  await item.getByText('Échéance le 15/03/2035').waitFor();
  await item.getByText('Confiée à Camille Durand').waitFor();
  const stored = (await api.get<TaskList>(`/api-internal/task/data?object_name=customer&object_id=${customer}`)).data;
  expect(stored).toMatchObject([{ name: 'Envoyer le devis', due_date: '2035-03-15', status: 'todo', assigned_to_name: 'Camille Durand' }]);

  // Ticked, then ticked again within 5 s: nothing happens.
  const tick = item.getByRole('checkbox', { name: 'Marquer « Envoyer le devis » comme terminée' });
  await tick.click();
  await item.getByRole('status').getByText('Terminée dans quelques secondes', { exact: false }).waitFor();
  await tick.click();
  await page.waitForTimeout(5500);
  expect((await api.get<TaskList>(`/api-internal/task/data?object_name=customer&object_id=${customer}`)).data[0]!.status).toBe('todo');

  // Ticked and left: done 5 s later, with the day it was done.
  await tick.click();
  await item.getByText(/^Terminé le \d{2}\/\d{2}\/\d{4}$/).waitFor({ timeout: 10_000 });
  expect((await api.get<TaskList>(`/api-internal/task/data?object_name=customer&object_id=${customer}`)).data[0]!.status).toBe('done');

  await item.getByRole('button', { name: 'Supprimer la tâche « Envoyer le devis »' }).click();
  await page.getByRole('dialog', { name: 'Souhaitez-vous vraiment supprimer cette tâche ?' }).getByRole('button', { name: 'Supprimer' }).click();
  await drawer.getByText("Il n'y a aucune tâche ici pour le moment.").waitFor();
  expect((await api.get<TaskList>(`/api-internal/task/data?object_name=customer&object_id=${customer}`)).data).toEqual([]);
});

browserTest('a PDF is attached, previewed with zoom, opened full screen and downloaded, then removed from the record', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const customer = await newCustomer(api, 'Documents Lambert');
  await logIn(page, 'admin');
  await page.goto(recordPath('customer', customer));
  await tools(page).getByRole('button', { name: 'Documents' }).click();
  const drawer = page.getByRole('dialog', { name: 'Documents' });
  await drawer.getByText("Il n'y a aucun document ici pour le moment").waitFor();

  await drawer.getByRole('button', { name: 'Joindre un document' }).click();
  const attach = page.getByRole('dialog', { name: 'Joindre un document' });
  await attach.getByLabel('Choisir des fichiers').setInputFiles({ name: 'devis-signe.pdf', mimeType: 'application/pdf', buffer: samplePdf('Devis signe') });
  await attach.getByRole('list', { name: 'Fichiers à joindre' }).getByText('devis-signe.pdf').waitFor();
  await expectNoSeriousA11yViolations(page, 'the attach dialog');
  await attach.getByRole('button', { name: 'Enregistrer' }).click();
  await attach.waitFor({ state: 'detached' });

  const card = drawer.getByRole('listitem', { name: 'devis-signe' });
  await card.getByText('devis-signe.pdf').waitFor();
  await card.getByRole('button', { name: 'Afficher l’aperçu de « devis-signe »' }).click();
  const preview = card.getByRole('region', { name: 'Aperçu de « devis-signe »' });
  const firstPage = preview.getByRole('img', { name: 'Page 1 sur 1' });
  await firstPage.waitFor();
  await expect.poll(async () => (await firstPage.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  const width = (await firstPage.boundingBox())!.width;
  await preview.getByRole('button', { name: 'Zoom avant' }).click();
  await preview.getByText('Zoom 130 %').waitFor();
  // The page is drawn again 1.3 times as wide.
  await expect.poll(async () => Math.round(((await firstPage.boundingBox())?.width ?? 0) / width * 10) / 10).toBe(1.3);
  await expectNoSeriousA11yViolations(page, 'the documents drawer with a preview');

  await preview.getByRole('button', { name: 'Plein écran' }).click();
  const full = page.getByRole('dialog', { name: 'devis-signe' });
  await full.getByRole('img', { name: 'Page 1 sur 1' }).waitFor();
  const downloaded = page.waitForEvent('download');
  await full.getByRole('button', { name: 'Télécharger' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('devis-signe.pdf');
  expect((await readFile((await download.path())!)).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  await full.getByRole('button', { name: 'Fermer' }).click();

  await card.getByRole('button', { name: 'Retirer « devis-signe » de cet enregistrement' }).click();
  await page.getByRole('dialog', { name: /Souhaitez-vous vraiment retirer ce document/ }).getByRole('button', { name: 'Retirer' }).click();
  await drawer.getByText("Il n'y a aucun document ici pour le moment").waitFor();
});

browserTest('the watcher toggle follows the record and stops following it', async ({ page, context }) => {
  const api = await apiAs(context.request, 'agent');
  const customer = await newCustomer(api, 'Suivi Garnier');
  await logIn(page, 'agent');
  await page.goto(recordPath('customer', customer));
  await tools(page).getByRole('button', { name: 'Suivre cet enregistrement' }).click();
  const unwatch = tools(page).getByRole('button', { name: 'Ne plus suivre cet enregistrement' });
  await unwatch.waitFor();
  expect(await unwatch.getAttribute('aria-pressed')).toBe('true');
  expect((await api.get<RecordWatchers>(`/api-internal/watcher/customer/${customer}`)).users.map((user) => user.name)).toEqual(['Camille Durand']);
  await unwatch.click();
  await tools(page).getByRole('button', { name: 'Suivre cet enregistrement' }).waitFor();
  expect((await api.get<RecordWatchers>(`/api-internal/watcher/customer/${customer}`)).users).toEqual([]);
});

browserTest('an absence is sent for validation, locked for everyone while it waits, and validated by the employee’s manager', async ({ page, context, newContext }) => {
  const api = await apiAs(context.request, 'agent');
  const manager = await api.post<FormResponse>('/proxy/form/employee', { identifier: null, values: { last_name: 'Leroy', first_name: 'Antoine', contract: 'cdi', hire_date: '2010-01-04' } });
  const employee = await api.post<FormResponse>('/proxy/form/employee', {
    identifier: null,
    values: { last_name: 'Valideuse', first_name: 'Inès', contract: 'cdi', hire_date: '2018-09-03', manager_id: manager.identifier },
  });
  const absence = await api.post<FormResponse>('/proxy/form/absence', {
    identifier: null,
    values: { employee_id: employee.identifier, type: 'paid_leave', status: 'requested', start_date: '2035-07-09', end_date: '2035-07-13' },
  });

  // The agent asks for the validation.
  await logIn(page, 'agent');
  await page.goto(recordPath('absence', absence.identifier!));
  await page.getByRole('button', { name: 'Statut : Demandée' }).waitFor();
  await tools(page).getByRole('button', { name: 'Workflow de validation' }).click();
  const drawer = page.getByRole('dialog', { name: 'Workflow de validation' });
  await drawer.getByRole('button', { name: 'Demande de validation' }).click();
  const request = page.getByRole('dialog', { name: 'Demande de validation' });
  await request.getByRole('textbox', { name: 'Commentaire' }).fill('Congés d’été');
  await request.getByRole('button', { name: 'Valider' }).click();
  await drawer.getByText('Valideurs : Antoine Leroy').waitFor();
  await drawer.getByText('En cours', { exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the validation drawer while a validation waits');
  await drawer.getByRole('button', { name: 'Fermer' }).click();
  const lock = "La modification n'est pas possible. Une validation de Antoine Leroy est en cours";
  await page.getByText(lock).first().waitFor();
  expect(await page.getByRole('toolbar', { name: 'Actions du formulaire' }).getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);

  // Another user sees the lock too.
  const otherPage = await (await newContext()).newPage();
  await logIn(otherPage, 'sadmin');
  await otherPage.goto(recordPath('absence', absence.identifier!));
  await otherPage.getByText(lock).first().waitFor();

  // The manager validates.
  const managerPage = await (await newContext()).newPage();
  await logIn(managerPage, 'admin');
  await managerPage.goto(recordPath('absence', absence.identifier!));
  await managerPage.getByRole('navigation', { name: 'Outils' }).getByRole('button', { name: 'Workflow de validation' }).click();
  const managerDrawer = managerPage.getByRole('dialog', { name: 'Workflow de validation' });
  await managerDrawer.getByRole('radio', { name: 'Valider' }).check();
  await managerDrawer.getByRole('textbox', { name: 'Commentaire' }).fill('Bonnes vacances');
  await managerDrawer.getByRole('button', { name: 'Enregistrer' }).click();
  await managerDrawer.getByText('Validée', { exact: true }).first().waitFor();
  await managerDrawer.getByRole('button', { name: 'Fermer' }).click();
  // DONE: the absence is approved, the lock gone, the status chip says so and its timeline names who moved it.
  await managerPage.getByRole('button', { name: 'Statut : Validée' }).click();
  const timeline = managerPage.getByRole('dialog', { name: 'Étapes du statut' });
  await timeline.getByText('Validée (état actuel)').waitFor();
  await timeline.getByText(/^admin, le \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/).first().waitFor();
  await managerPage.keyboard.press('Escape');
  expect(await managerPage.getByText(lock).count()).toBe(0);
});

browserTest('an invoice above 10 000 € including VAT is validated by an administrator, named in the request form; one below it asks for none', async ({ page, context, newContext }) => {
  const api = await apiAs(context.request, 'agent');
  const customer = await newCustomer(api, 'Validation Fabre');
  const invoiceOf = (unitPrice: number) =>
    api.post<FormResponse>('/proxy/form/invoice', {
      identifier: null,
      values: { customer, issue_date: '2026-03-02', status: 'draft' },
      collection: { lines: [{ identifier: null, values: { label: 'Audit', quantity: 1, unit_price: unitPrice, vat_rate: '20' } }] },
    });
  const small = await invoiceOf(8000);
  const large = await invoiceOf(9000);

  // 9 600 € including VAT: nothing to ask.
  await logIn(page, 'agent');
  await page.goto(recordPath('invoice', small.identifier!));
  await tools(page).getByRole('button', { name: 'Workflow de validation' }).click();
  await validationDrawer(page).getByText('Cet enregistrement ne demande pas de validation dans son état actuel.').waitFor();
  expect(await validationDrawer(page).getByRole('button', { name: 'Demande de validation' }).count()).toBe(0);
  await validationDrawer(page).getByRole('button', { name: 'Fermer' }).click();

  // 10 800 €: the request form names the step and the organisation's administrators, read-only.
  await page.goto(recordPath('invoice', large.identifier!));
  await tools(page).getByRole('button', { name: 'Workflow de validation' }).click();
  await validationDrawer(page).getByRole('button', { name: 'Demande de validation' }).click();
  const request = page.getByRole('dialog', { name: 'Demande de validation' });
  const step = request.getByRole('textbox', { name: "Étape 1 : Validation d'un administrateur (Validation)" });
  await step.waitFor();
  expect([await step.inputValue(), await step.getAttribute('aria-readonly')]).toEqual(['Antoine Leroy, Sophie Marchand', 'true']);
  await expectNoSeriousA11yViolations(page, 'the validation request form');
  // 'Annuler' closes it and asks nothing.
  await request.getByRole('button', { name: 'Annuler' }).click();
  await request.waitFor({ state: 'detached' });
  await validationDrawer(page).getByRole('button', { name: 'Demande de validation' }).click();
  await request.getByRole('button', { name: 'Valider' }).click();
  await validationDrawer(page).getByText('Valideurs : Antoine Leroy, Sophie Marchand').waitFor();
  await validationDrawer(page).getByRole('button', { name: 'Fermer' }).click();
  const lock = "La modification n'est pas possible. Une validation de Antoine Leroy, Sophie Marchand est en cours";
  await page.getByText(lock).first().waitFor();

  // Sophie Marchand, an administrator, validates it; the invoice can be changed again, its values as they were.
  const adminPage = await (await newContext()).newPage();
  await logIn(adminPage, 'sadmin');
  await adminPage.goto(recordPath('invoice', large.identifier!));
  await tools(adminPage).getByRole('button', { name: 'Workflow de validation' }).click();
  await validationDrawer(adminPage).getByRole('radio', { name: 'Valider' }).check();
  await validationDrawer(adminPage).getByRole('button', { name: 'Enregistrer' }).click();
  await validationDrawer(adminPage).getByText('Validée', { exact: true }).first().waitFor();
  await validationDrawer(adminPage).getByRole('button', { name: 'Fermer' }).click();
  await adminPage.getByRole('toolbar', { name: 'Actions du formulaire' }).getByRole('button', { name: 'Enregistrer' }).waitFor();
  expect(await adminPage.getByText(lock).count()).toBe(0);
  expect((await api.get<FormResponse>(`/proxy/form/invoice/${encodeURIComponent(encodeParams({ id: large.identifier! }))}`)).values.status).toBe('draft');
});

browserTest('files attached to a collection of documents become its items, saved with the record', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const plate = `PA-${String(Date.now() % 1000).padStart(3, '0')}-ZZ`;
  const vehicle = await api.post<FormResponse>('/proxy/form/vehicle', { identifier: null, values: { plate, brand: 'Renault', model: 'Kangoo' } });
  await logIn(page, 'admin');
  await page.goto(recordPath('vehicle', vehicle.identifier!));
  await page.getByRole('tab', { name: 'Papiers' }).click();
  const papers = page.getByRole('region', { name: 'Papiers du véhicule' });
  await papers.getByRole('button', { name: 'Joindre un document' }).click();
  const attach = page.getByRole('dialog', { name: 'Joindre un document' });
  await attach.getByLabel('Choisir des fichiers').setInputFiles([
    { name: 'carte-grise.pdf', mimeType: 'application/pdf', buffer: samplePdf('Carte grise') },
    { name: 'assurance.pdf', mimeType: 'application/pdf', buffer: samplePdf('Assurance') },
  ]);
  await attach.getByRole('button', { name: 'Enregistrer' }).click();
  await papers.getByRole('tab', { name: 'carte-grise' }).waitFor();
  await papers.getByRole('tab', { name: 'assurance' }).waitFor();

  await page.getByRole('toolbar', { name: 'Actions du formulaire' }).getByRole('button', { name: 'Enregistrer' }).click();
  await expect
    .poll(async () => {
      const saved = await api.get<FormResponse>(recordPath('vehicle', vehicle.identifier!).replace('/front/form/', '/proxy/form/'));
      return saved.collection.papers?.data.map((row) => [row.values.title, (row.values.file as { filename?: string } | null)?.filename]);
    })
    .toEqual([
      ['carte-grise', 'carte-grise.pdf'],
      ['assurance', 'assurance.pdf'],
    ]);
});

browserTest('the top bar counts the user’s open tasks, follows a task given to them live, and completes it from its popover', async ({ page, context }) => {
  const agent = await apiAs(context.request, 'agent.lilas');
  const me = (await agent.get<{ id: number }>('/api-internal/user')).id;
  const customer = await agent.post<FormResponse>('/proxy/form/customer', { identifier: null, values: { name: 'Tâches Lilas', kind: 'company' } });
  // What happens before the tab's stream is open reaches it through the next count, not live: the task is given after.
  const streamOpen = realtimeStreamOpened(page);
  await logIn(page, 'agent.lilas');
  const button = page.getByRole('button', { name: /^Mes tâches \(\d+ en cours\)$/ });
  const count = Number(/\((\d+) en cours\)/.exec((await button.getAttribute('aria-label'))!)![1]);
  await streamOpen;

  // A colleague gives the user a task: the counter follows without a reload.
  const colleague = await apiAs(context.request, 'admin.lilas');
  await colleague.post('/api-internal/task/save', { data: { id: 0, name: 'Relire le contrat', object_name: 'customer', object_id: customer.identifier, assigned_to: me } });
  await page.getByRole('button', { name: `Mes tâches (${count + 1} en cours)` }).waitFor();

  await page.getByRole('button', { name: `Mes tâches (${count + 1} en cours)` }).click();
  const popover = page.getByRole('dialog', { name: 'Mes tâches' });
  const item = popover.getByRole('listitem').filter({ hasText: 'Relire le contrat' });
  await item.getByRole('link', { name: 'Sur : Tâches Lilas', exact: true }).waitFor();
  await expectNoSeriousA11yViolations(page, 'the tasks popover');
  await item.getByRole('checkbox', { name: 'Marquer « Relire le contrat » comme terminée' }).click();
  // Done 5 s later, and said so; the counter, behind the popover, drops back.
  await item.getByText(/^Terminé le \d{2}\/\d{2}\/\d{4}/).waitFor({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Mes tâches (${count} en cours)` }).waitFor();
});

browserTest('a mention reaches the colleague live: the bell shakes and counts it, a click opens the comment, all can be marked read', async ({ page, context }) => {
  const colleague = await apiAs(context.request, 'admin.lilas');
  const customer = await colleague.post<FormResponse>('/proxy/form/customer', { identifier: null, values: { name: 'Mention Lilas', kind: 'company' } });
  // Only what happens once the tab's stream is open arrives live: the mention is written after.
  const streamOpen = realtimeStreamOpened(page);
  await logIn(page, 'agent.lilas');
  const bell = page.getByRole('button', { name: /^Notifications \(\d+ non lues\)$/ });
  const unread = Number(/\((\d+) non lues\)/.exec((await bell.getAttribute('aria-label'))!)![1]);
  await streamOpen;

  const comment = await colleague.post<Comment>('/api-internal/comment/save', {
    object_name: 'customer',
    object_id: customer.identifier,
    content: '<p>Peux-tu relire ce client, <span data-lexical-mention="agent.lilas">@Julien Petit</span> ?</p>',
  });
  await page.getByText('Vous avez reçu une nouvelle notification').waitFor();
  await page.getByRole('button', { name: `Notifications (${unread + 1} non lues)` }).click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const item = popover.getByRole('button').filter({ hasText: 'Peux-tu relire ce client' });
  await item.waitFor();
  await expectNoSeriousA11yViolations(page, 'the notifications popover');
  await item.click();
  // The record opens on its comments, the mentioning one highlighted.
  await page.getByRole('dialog', { name: 'Commentaires' }).locator(`#comment_id_${comment.id}`).waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Notifications (${unread} non lues)` }).waitFor();

  if (unread > 0) {
    await page.getByRole('button', { name: `Notifications (${unread} non lues)` }).click();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Notifications (0 non lues)' }).click();
  await page.getByRole('dialog', { name: 'Notifications' }).getByLabel('Non lues seulement').check();
  await page.getByRole('dialog', { name: 'Notifications' }).getByText('Vous avez lu toutes vos notifications').waitFor();
});
