import { type FormResponse, type RecordValidation, encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

const tools = (page: Page) => page.getByRole('navigation', { name: 'Outils' });
const topOf = async (page: Page) => Math.round((await tools(page).boundingBox())!.y);

browserTest('the tools panel is dragged up and down by its handle, never closer than 100 px to the top, and stays where it was left', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const customer = (await api.post<FormResponse>('/proxy/form/customer', { identifier: null, values: { name: 'Panneau Roux', kind: 'company' } })).identifier!;
  await logIn(page, 'admin');
  await page.goto(recordPath('customer', customer));
  const handle = tools(page).getByRole('button', { name: 'Déplacer les outils (flèches haut et bas)' });
  await handle.waitFor();

  // Dragged far above the top: it stops 100 px from it.
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y - 400, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => topOf(page)).toBe(100);
  // Dragged down, it follows the pointer.
  const moved = (await handle.boundingBox())!;
  await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2);
  await page.mouse.down();
  await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2 + 150, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => topOf(page)).toBe(250);

  // From the keyboard: the arrows move it by 20 px.
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => topOf(page)).toBe(230);
  await expectNoSeriousA11yViolations(page, 'the tools panel moved');

  // The next form opens it where it was left.
  await page.reload();
  await handle.waitFor();
  await expect.poll(() => topOf(page)).toBe(230);
});

browserTest('the drawers are 400 px wide, the validation workflow’s 650 px', async ({ page, context }) => {
  const api = await apiAs(context.request, 'agent');
  const employee = await api.post<FormResponse>('/proxy/form/employee', { identifier: null, values: { last_name: 'Largeur', first_name: 'Léa', contract: 'cdi', hire_date: '2020-02-03' } });
  const absence = await api.post<FormResponse>('/proxy/form/absence', {
    identifier: null,
    values: { employee_id: employee.identifier, type: 'paid_leave', status: 'requested', start_date: '2036-02-09', end_date: '2036-02-10' },
  });
  await logIn(page, 'agent');
  await page.goto(recordPath('absence', absence.identifier!));
  for (const [tool, width] of [['Commentaires', 400], ['Documents', 400], ['Tâches', 400], ['Historique', 400], ['Workflow de validation', 650]] as const) {
    await tools(page).getByRole('button', { name: tool }).click();
    const drawer = page.getByRole('dialog', { name: tool });
    await drawer.waitFor();
    await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(width);
    await drawer.getByRole('button', { name: 'Fermer' }).first().click();
    await drawer.waitFor({ state: 'detached' });
  }
});

browserTest('a new record’s status chip asks to save it first, and it has no tools panel yet', async ({ page }) => {
  await logIn(page, 'agent');
  await page.goto('/front/form/absence');
  await page.getByRole('button', { name: 'Statut : Non renseigné' }).click();
  await page.getByRole('dialog', { name: 'Étapes du statut' }).getByText('Veuillez enregistrer le formulaire afin de voir le statut').waitFor();
  await expectNoSeriousA11yViolations(page, 'the status popover of a new record');
  expect(await tools(page).count()).toBe(0);
});

browserTest('the validation button pulses in the primary colour while a validation waits, and turns success once it is done', async ({ page, context }) => {
  const agent = await apiAs(context.request, 'agent');
  const manager = await agent.post<FormResponse>('/proxy/form/employee', { identifier: null, values: { last_name: 'Leroy', first_name: 'Antoine', contract: 'cdi', hire_date: '2010-01-04' } });
  const employee = await agent.post<FormResponse>('/proxy/form/employee', {
    identifier: null,
    values: { last_name: 'Pulsation', first_name: 'Noé', contract: 'cdi', hire_date: '2017-04-03', manager_id: manager.identifier },
  });
  const absence = (await agent.post<FormResponse>('/proxy/form/absence', {
    identifier: null,
    values: { employee_id: employee.identifier, type: 'paid_leave', status: 'requested', start_date: '2036-08-03', end_date: '2036-08-07' },
  })).identifier!;
  const target = { object_name: 'absence', object_id: absence };
  // 'Demande de validation': the form validation_workflow (SPEC §2).
  await agent.post<FormResponse>(`/proxy/form/validation_workflow/${encodeURIComponent(encodeParams({ ...target, id: 0 }))}`, { identifier: null, values: {} });
  expect((await agent.get<RecordValidation>(`/api-internal/validation/absence/${absence}`)).validation?.status).toBe('ACTIVE');

  await logIn(page, 'agent');
  await page.goto(recordPath('absence', absence));
  const button = tools(page).getByRole('button', { name: 'Workflow de validation' });
  await expect.poll(() => button.getAttribute('class')).toContain('MuiIconButton-colorPrimary');
  expect(await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.animationName !== 'none', style.animationDuration, style.animationIterationCount];
  })).toEqual([true, '1s', '3']);

  const admin = await apiAs(context.request, 'admin');
  expect((await admin.post<RecordValidation>('/api-internal/validation/process', { ...target, action: '__process_validate' })).validation?.status).toBe('DONE');
  await page.reload();
  await expect.poll(() => button.getAttribute('class')).toContain('MuiIconButton-colorSuccess');
  expect(await button.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
});
