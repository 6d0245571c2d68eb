import { encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';
import { goToWithStream } from '../support/realtime.js';

launchBrowserPerFile();

const saveButton = (page: Page) => page.getByRole('button', { name: 'Enregistrer', exact: true });
const notification = (page: Page) => page.getByTestId('notification');
const conflictDialog = (page: Page) => page.getByRole('dialog').filter({ hasText: 'Enregistrement modifié entre-temps' });
const customer3Api = `/proxy/form/customer/${encodeURIComponent(encodeParams({ id: 3 }))}`;

/** Opens customer 3 as the given user, in a browser of their own. */
async function openCustomer3(page: Page, username: string): Promise<void> {
  await logIn(page, username);
  await page.goto(recordPath('customer', 3));
  await page.getByLabel('Raison sociale').waitFor();
}

async function save(page: Page): Promise<void> {
  await saveButton(page).click();
  await expect.poll(() => notification(page).textContent()).toBe('Données sauvegardées');
}

browserTest('two users edit customer 3: a forced save keeps the other’s change, and Recharger keeps the user’s typing on the reloaded record', async ({ page, newContext }) => {
  const antoine = page;
  const camille = await (await newContext()).newPage();
  await openCustomer3(antoine, 'admin');
  await openCustomer3(camille, 'agent');
  const name = await antoine.getByLabel('Raison sociale').inputValue();

  // Antoine renames the customer; Camille, on the version she opened, changes only its code.
  await antoine.getByLabel('Raison sociale').fill(`${name} (Antoine)`);
  await save(antoine);
  await camille.getByLabel('Code client').fill('CAMILLE-1');
  await saveButton(camille).click();
  await conflictDialog(camille).waitFor();
  expect(await conflictDialog(camille).textContent()).toContain("Vous n'avez pas modifié les mêmes champs");
  await conflictDialog(camille).getByRole('button', { name: 'Enregistrer quand même' }).click();
  await expect.poll(() => notification(camille).textContent()).toBe('Données sauvegardées');

  const api = await apiAs(antoine.request, 'admin');
  const afterForced = await api.get<{ values: { name: string; code: string } }>(customer3Api);
  expect(afterForced.values).toMatchObject({ name: `${name} (Antoine)`, code: 'CAMILLE-1' });
  expect(await camille.getByLabel('Raison sociale').inputValue()).toBe(`${name} (Antoine)`);

  // Again, both on the same version: Antoine renames it and changes its code, Camille changes the code too; the
  // dialog names the field both changed. She reloads: the record comes back with her typing on top, ready to save.
  await antoine.reload();
  await antoine.getByLabel('Raison sociale').fill(`${name} (Antoine, bis)`);
  await antoine.getByLabel('Code client').fill('ANTOINE-2');
  await save(antoine);
  await camille.getByLabel('Code client').fill('CAMILLE-2');
  await saveButton(camille).click();
  await conflictDialog(camille).waitFor();
  expect(await conflictDialog(camille).textContent()).toContain('Vous avez tous deux modifié : Code client.');
  await expectNoSeriousA11yViolations(camille, 'the conflict dialog naming the field both changed');
  await conflictDialog(camille).getByRole('button', { name: 'Recharger' }).click();
  await conflictDialog(camille).waitFor({ state: 'detached' });
  await expect.poll(() => camille.getByLabel('Raison sociale').inputValue()).toBe(`${name} (Antoine, bis)`);
  expect(await camille.getByLabel('Code client').inputValue()).toBe('CAMILLE-2');
  expect(await saveButton(camille).isEnabled()).toBe(true);

  await save(camille);
  const afterReload = await api.get<{ values: { name: string; code: string } }>(customer3Api);
  expect(afterReload.values).toMatchObject({ name: `${name} (Antoine, bis)`, code: 'CAMILLE-2' });
});

browserTest('an open form hears that someone else saved its record, who did, and reloads it on demand', async ({ page, context }) => {
  const customer4Api = `/proxy/form/customer/${encodeURIComponent(encodeParams({ id: 4 }))}`;
  await logIn(page, 'admin');
  // Only a save made once the tab's stream is open is heard live: Camille saves after. The record page's own stream,
  // not the home page's, which may answer late and goes away with it.
  await goToWithStream(page, recordPath('customer', 4));
  const name = page.getByLabel('Raison sociale');
  await name.waitFor();
  const before = await name.inputValue();

  // Camille saves customer 4 elsewhere, while Antoine has it open.
  const camille = await apiAs(context.request, 'agent');
  const loaded = await camille.get<{ identifier: number; version: number; values: Record<string, unknown> }>(customer4Api);
  const renamed = `${before} (par Camille)`;
  await camille.post('/proxy/form/customer', { identifier: loaded.identifier, version: loaded.version, values: { name: renamed } });

  const warning = page.getByRole('alert').filter({ hasText: 'Camille Durand vient d’enregistrer cette fiche' });
  await warning.waitFor();
  await expectNoSeriousA11yViolations(page, 'a form told that someone else saved its record');
  await warning.getByRole('button', { name: 'Recharger' }).click();
  await expect.poll(() => name.inputValue()).toBe(renamed);
  await warning.waitFor({ state: 'detached' });

  // One's own save does not warn oneself.
  await name.fill(`${renamed}.`);
  await save(page);
  await page.waitForTimeout(500);
  expect(await page.getByRole('alert').filter({ hasText: 'vient d’enregistrer cette fiche' }).count()).toBe(0);
});
