import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { draftsOf } from '../support/drafts.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

browserTest('a recomputation answered after the save that did not wait for it leaves the saved record clean, with no draft', async ({ page, context }) => {
  const api = await apiAs(context.request, 'admin');
  const vehicle = await api.post<{ identifier: number }>('/proxy/form/vehicle', { identifier: null, values: { plate: 'LT-318-QR', brand: 'Dacia', model: 'Duster' } });
  await logIn(page, 'admin');
  // The first recomputation (the vehicle's position, from its latitude) answers 4 s late: later than a save waits.
  let first = true;
  let lateAnswered!: () => void;
  const late = new Promise<void>((resolve) => (lateAnswered = resolve));
  await page.route('**/proxy/form/onchange/vehicle/**', async (route) => {
    if (!first) return route.continue();
    first = false;
    await sleep(4000);
    // The late answer is handed to the page here; the test waits for it below rather than for a guessed delay.
    await route.fulfill({ response: await route.fetch() });
    lateAnswered();
  });
  await page.goto(recordPath('vehicle', vehicle.identifier, { default_tab_name: 'localisation' }));
  const latitude = page.getByLabel('Latitude');
  // 48.2 is typed once the recomputation for 48.1 is asked (the form waits 300 ms after a change before asking).
  const firstAsked = page.waitForRequest('**/proxy/form/onchange/vehicle/**');
  await latitude.fill('48.1');
  await firstAsked;
  await latitude.fill('48.2');
  await page.getByLabel('Longitude').fill('2.3');
  // The save's own answer, not its preflight's (same path, `?preflight=1`).
  const saved = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return response.request().method() === 'POST' && /\/proxy\/form\/vehicle\/[^/]+$/.test(url.pathname) && !url.searchParams.has('preflight');
  });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  // The save first waits for the recomputation under way (3 × 500 ms, SPEC §4), behind 'En attente'.
  // The form under the veil can be neither used nor read meanwhile; the veil says what is going on. Both are read at
  // one instant in the page: the wait lasts 1.5 s at most, and two separate reads could straddle its end.
  await page.waitForFunction(
    () =>
      document.querySelectorAll('section[aria-label] > [inert]').length === 1 &&
      [...document.querySelectorAll('[role=status]')].filter((status) => status.textContent?.includes('En attente')).length === 1,
  );
  await expectNoSeriousA11yViolations(page, "a form saving behind 'En attente'");
  expect((await saved).status()).toBe(200);
  await page.getByText('Données sauvegardées').waitFor();

  // The late answer (for 48.1) lands after the save's: the record stays as saved, clean, and no draft is written.
  await late;
  // Once the answer is in, the page handles it within a few frames; a draft would be written 500 ms after a change.
  await sleep(1000);
  expect(await latitude.inputValue()).toBe('48,2');
  expect(await page.getByRole('button', { name: 'Enregistrer', exact: true }).isDisabled()).toBe(true);
  expect(await draftsOf(page)).toEqual([]);
});
