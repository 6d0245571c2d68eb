import type { Comment, CommentList, FormResponse, TaskList } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

type Api = Awaited<ReturnType<typeof apiAs>>;

async function newCustomer(api: Api, name: string): Promise<number> {
  const saved = await api.post<FormResponse>('/proxy/form/customer', { identifier: null, values: { name, kind: 'company' } });
  return saved.identifier!;
}

const tools = (page: Page) => page.getByRole('navigation', { name: 'Outils' });

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
