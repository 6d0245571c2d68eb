import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs, recordPath } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

/** The first record of a list in the user's organisation, as the list engine gives it. */
async function firstOf(api: Awaited<ReturnType<typeof apiAs>>, list: string): Promise<number> {
  const page = await api.get<{ data: { hidden_values: { id: number } }[] }>(`/proxy/list/data/${list}/1/0`);
  return Number(page.data[0]!.hidden_values.id);
}

/** A timesheet line of a long-named project. */
const timesheetLine = (day: string) => ({ identifier: null, values: { day, start: '08:30', end: '17:15', project: 'paperless' } });

/** The border of a field's box: dashed when the field is read-only, solid when it can be typed in. */
const borderOf = (page: Page, label: string | RegExp) =>
  page.getByLabel(label, { exact: true }).first().evaluate((input) => getComputedStyle(input.closest('.MuiInputBase-root')!.querySelector('fieldset')!).borderStyle);

/** How far the page scrolls sideways: 0 when everything fits the window's width. */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

browserTest(
  'a timesheet’s line buttons stay on screen at 1440 px: the table scrolls sideways under them, not the page',
  async ({ page }) => {
    await logIn(page, 'admin');
    const api = await apiAs(page.request, 'admin');
    // Its own timesheet: the first of the list depends on what earlier test files created.
    const employee = await api.post<{ identifier: number }>('/proxy/form/employee', {
      identifier: null,
      values: { last_name: 'Largeur', first_name: 'inès', contract: 'cdi', hire_date: '2020-09-01' },
    });
    const timesheet = await api.post<{ identifier: number }>('/proxy/form/timesheet', {
      identifier: null,
      values: { employee_id: employee.identifier, month: '2026-10' },
      collection: { lines: [timesheetLine('2026-10-01'), timesheetLine('2026-10-02'), timesheetLine('2026-10-05')] },
    });
    await page.goto(recordPath('timesheet', timesheet.identifier));
    await page.getByRole('button', { name: /Supprimer la ligne 1/ }).first().waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const button = await page.getByRole('button', { name: /Supprimer la ligne 1/ }).first().boundingBox();
    expect(button!.x + button!.width).toBeLessThanOrEqual(1440);
    await expectNoSeriousA11yViolations(page, 'a timesheet with its sticky line buttons');
  },
  { width: 1440, height: 900 },
);

browserTest('a quote’s page does not scroll sideways at 800 px, and its computed fields do not look editable', async ({ page }) => {
    await logIn(page, 'admin');
    // The side menu logIn waits for is a drawer below 1025 px: narrow the window once in.
    await page.setViewportSize({ width: 800, height: 900 });
    const api = await apiAs(page.request, 'admin');
    await page.goto(recordPath('quote', await firstOf(api, 'quote')));
    await page.getByRole('heading', { name: /^Devis/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    // The number and the totals are computed: their boxes do not look like the editable ones.
    expect(await borderOf(page, 'Numéro')).toBe('dashed');
    expect(await borderOf(page, 'Total TTC')).toBe('dashed');
    expect(await borderOf(page, /^Client/)).toBe('solid');
    // Declared buttons show their icons.
    expect(await page.getByRole('button', { name: 'Marquer comme accepté' }).locator('svg').count()).toBe(1);
    await expectNoSeriousA11yViolations(page, 'a quote at 800 px');
});

browserTest('a field’s tooltip shows on hover and on keyboard focus, and names its sign for screen readers', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  await page.goto(recordPath('employee', await firstOf(api, 'employee')));
  const text = 'Les 13 chiffres du numéro, sans les 2 chiffres de la clé';
  const sign = page.getByRole('img', { name: text });
  await sign.hover();
  await page.getByRole('tooltip', { name: text }).waitFor();
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip').waitFor({ state: 'hidden' });
  await sign.focus();
  await page.getByRole('tooltip', { name: text }).waitFor();
  await expectNoSeriousA11yViolations(page, 'a field’s tooltip');
});

browserTest('a textarea opens on 3 rows, or on the rows its property asks for, and grows with its text (SPEC §9)', async ({ page }) => {
  await logIn(page, 'admin');
  const rowsShown = async (label: string) =>
    page.getByLabel(label).evaluate((area) => {
      const style = getComputedStyle(area);
      return Math.round((area.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom)) / parseFloat(style.lineHeight));
    });
  // An absence's comment: 3 rows, the default.
  await page.goto('/front/form/absence');
  await page.getByLabel('Commentaire').waitFor();
  await expect.poll(() => rowsShown('Commentaire')).toBe(3);
  // An intervention's notes ask for 5; typed text makes them grow.
  await page.goto('/front/form/maintenance');
  await page.getByLabel('Notes').waitFor();
  await expect.poll(() => rowsShown('Notes')).toBe(5);
  await page.getByLabel('Notes').fill(Array.from({ length: 8 }, (_unused, index) => `Ligne ${index + 1}`).join('\n'));
  await expect.poll(() => rowsShown('Notes')).toBe(8);
});

browserTest('fields the user may not change look read-only: the profile’s Identifiant, and a partner’s whole customer', async ({ page, newContext }) => {
  await logIn(page, 'agent');
  const api = await apiAs(page.request, 'agent');
  const user = await api.get<{ id: number }>('/api-internal/user');
  await page.goto(recordPath('g_user_profile', user.id));
  await page.getByLabel('Identifiant', { exact: true }).waitFor();
  expect(await borderOf(page, 'Identifiant')).toBe('dashed');

  const partnerPage = await (await newContext()).newPage();
  await logIn(partnerPage, 'partenaire');
  const customer = await firstOf(await apiAs(partnerPage.request, 'partenaire'), 'customer');
  await partnerPage.goto(recordPath('customer', customer));
  await partnerPage.getByLabel(/^Raison sociale/).waitFor();
  // Every box of the view, the link included (it kept a solid border until this test).
  for (const label of [/^Raison sociale/, 'Code client', 'E-mail', 'Téléphone', 'Site web']) expect({ label: String(label), border: await borderOf(partnerPage, label) }).toEqual({ label: String(label), border: 'dashed' });
  await expectNoSeriousA11yViolations(partnerPage, 'a partner’s read-only customer');
});
