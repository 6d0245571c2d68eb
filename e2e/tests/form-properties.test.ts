import { encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { typeDate } from '../support/date-fields.js';
import { logIn } from '../support/login.js';

launchBrowserPerFile();

/** An employee of the test's own, so that no demo absence (seeded around the day the database was made) meets it. */
async function newEmployee(page: Page, lastName: string) {
  const api = await apiAs(page.request, 'admin');
  const employee = await api.post<{ identifier: number }>('/proxy/form/employee', {
    identifier: null,
    values: { last_name: lastName, first_name: 'Test', contract: 'cdi', hire_date: '2020-09-01' },
  });
  return { api, employee: employee.identifier };
}

const newAbsencePath = (values: Record<string, string | number>) => `/front/form/absence/${encodeURIComponent(encodeParams(values))}`;

browserTest('an absence over another of the employee’s is told above the form as its dates are typed, and the warning goes when they change', async ({ page }) => {
  await logIn(page, 'admin');
  const { api, employee } = await newEmployee(page, 'Chevauchement');
  await api.post('/proxy/form/absence', {
    identifier: null,
    values: { employee_id: employee, type: 'training', status: 'approved', start_date: '2036-03-10', end_date: '2036-03-14' },
  });
  await page.goto(newAbsencePath({ employee_id: employee }));
  await page.getByRole('heading', { name: 'Nouveau' }).waitFor();
  const warning = page.getByRole('alert').filter({ hasText: 'Ce salarié a déjà une absence' });
  expect(await warning.count()).toBe(0);

  await typeDate(page, 'Date de début', '12032036');
  await typeDate(page, 'Date de fin', '13032036');
  await warning.waitFor();
  expect(await warning.textContent()).toContain('Ce salarié a déjà une absence du 10/03/2036 au 14/03/2036 (Formation).');
  expect(await warning.getByRole('link', { name: 'Cliquez ici pour visualiser' }).getAttribute('target')).toBe('_blank');
  await expectNoSeriousA11yViolations(page, 'a new absence warned of an overlap');

  await typeDate(page, 'Date de début', '17032036');
  await typeDate(page, 'Date de fin', '17032036');
  await warning.waitFor({ state: 'detached' });
});
