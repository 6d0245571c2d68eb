import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

interface Form {
  identifier: number;
  version: number;
}

browserTest('a record shows who created and last changed it, and its history drawer loads older entries when its end is reached', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  let form = await api.post<Form>('/proxy/form/employee', {
    identifier: null,
    values: { last_name: 'Historique', first_name: 'ana', contract: 'cdi', hire_date: '2019-05-02' },
  });
  // A creation and 19 changes: more than the 15 entries of a page.
  for (let change = 1; change <= 19; change += 1) {
    form = await api.post<Form>('/proxy/form/employee', { identifier: form.identifier, version: form.version, values: { first_name: `ana ${change}` } });
  }
  await page.goto(recordPath('employee', form.identifier));
  // Under the form: who created it, who changed it last.
  await expect.poll(() => page.getByTestId('footer-history').textContent()).toMatch(/^Créé le \d{2}\/\d{2}\/\d{4} à \d{2}:\d{2} par Antoine Leroy · modifié le .+ par Antoine Leroy$/);
  // The tools panel on the right edge opens it (the toolbar's 'Historique' button does too).
  await page.getByRole('navigation', { name: 'Outils' }).getByRole('button', { name: 'Historique' }).click();
  const drawer = page.getByRole('dialog', { name: 'Historique' });
  const entries = drawer.getByRole('list', { name: 'Historique' }).getByRole('listitem');
  await expect.poll(() => entries.count()).toBeGreaterThanOrEqual(15);
  // The newest entry first: the last save's field change, old → new.
  expect(await entries.first().textContent()).toMatch(/Prénom\s*Ana 18 → Ana 19/);
  expect(await drawer.getByRole('button', { name: 'Afficher plus' }).count()).toBe(0);

  await entries.last().scrollIntoViewIfNeeded();
  await expect.poll(() => entries.count()).toBe(20);
  expect(await entries.last().textContent()).toContain('Création');
  await expectNoSeriousA11yViolations(page, 'the history drawer');
});
