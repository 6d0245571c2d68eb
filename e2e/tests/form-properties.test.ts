import { encodeParams } from '@ossature/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoSeriousA11yViolations } from '../support/accessibility.js';
import { apiAs } from '../support/api.js';
import { browserTest, launchBrowserPerFile } from '../support/browser.js';
import { typeDate } from '../support/date-fields.js';
import { DEMO_PASSWORD, logIn } from '../support/login.js';

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

browserTest('an absence lists the chosen employee’s other absences, and choosing another employee reloads them for that one', async ({ page }) => {
  await logIn(page, 'admin');
  const { api, employee: first } = await newEmployee(page, 'Premierlot');
  const second = (await newEmployee(page, 'Secondlot')).employee;
  for (const [employee, start, end] of [[first, '2036-05-04', '2036-05-05'], [second, '2036-06-09', '2036-06-10']] as const) {
    await api.post('/proxy/form/absence', { identifier: null, values: { employee_id: employee, type: 'rtt', status: 'approved', start_date: start, end_date: end } });
  }
  const others = page.getByRole('region', { name: 'Autres absences du salarié' });

  await page.goto('/front/form/absence');
  await page.getByRole('heading', { name: 'Nouveau' }).waitFor();
  await page.getByText('Renseignez « Salarié » pour afficher ces données.').waitFor();

  await page.goto(newAbsencePath({ employee_id: first }));
  await others.getByText('04/05/2036').waitFor();
  expect(await others.getByText('09/06/2036').count()).toBe(0);

  // The onchange call names the collection to reload; its rows are then fetched for the employee now chosen.
  const reloadNamed = page.waitForResponse((response) => response.url().includes('/proxy/form/onchange/absence/employee_id'));
  await page.getByRole('combobox', { name: 'Salarié', exact: true }).fill('secondlot');
  await page.getByRole('option', { name: 'SECONDLOT Test', exact: true }).click();
  expect(((await (await reloadNamed).json()) as { reload_collection?: string[] }).reload_collection).toEqual(['employee_absences']);
  await others.getByText('09/06/2036').waitFor();
  expect(await others.getByText('04/05/2036').count()).toBe(0);
  await expectNoSeriousA11yViolations(page, 'a new absence with the chosen employee’s other absences');
});

browserTest('a last day typed before the first is told under it at once, by the server’s rule, and untold once fixed', async ({ page }) => {
  await logIn(page, 'admin');
  const { employee } = await newEmployee(page, 'Contrainte');
  await page.goto(newAbsencePath({ employee_id: employee }));
  await page.getByRole('heading', { name: 'Nouveau' }).waitFor();
  const error = page.getByText('Date de fin : ne peut pas précéder la date de début');

  await typeDate(page, 'Date de début', '10032036');
  await typeDate(page, 'Date de fin', '09032036');
  await error.waitFor();
  await expectNoSeriousA11yViolations(page, 'an absence whose last day comes before its first');
  await typeDate(page, 'Date de fin', '11032036');
  await error.waitFor({ state: 'detached' });
});

browserTest('a save under way covers the form with ‘Mise à jour en cours’ until its answer is shown', async ({ page }) => {
  await logIn(page, 'admin');
  const { employee } = await newEmployee(page, 'Patience');
  // The save's answer (not its preflight's) is held until the overlay has been seen.
  let release: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/proxy/form/employee/**', async (route) => {
    const url = new URL(route.request().url());
    if (route.request().method() === 'POST' && !url.searchParams.has('preflight')) await held;
    await route.continue();
  });
  await page.goto(`/front/form/employee/${encodeURIComponent(encodeParams({ id: employee }))}`);
  const firstName = page.getByRole('textbox', { name: /^Prénom/ });
  await firstName.fill('Patiente');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();

  const overlay = page.getByText('Mise à jour en cours', { exact: true });
  await overlay.waitFor();
  await expectNoSeriousA11yViolations(page, 'a form covered while its save is under way');
  release!();
  await expect.poll(() => page.getByTestId('notification').textContent()).toBe('Données sauvegardées');
  await overlay.waitFor({ state: 'hidden' });
  expect(await firstName.inputValue()).toBe('Patiente');
});

const FRENCH_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

browserTest('a resolved incident reads when it was resolved spelled out in French, in the format its property gives', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const incident = await api.post<{ identifier: number; values: { resolved_at: string } }>('/proxy/form/incident', {
    identifier: null,
    values: { title: 'Fuite au local technique', severity: 'minor', status: 'closed', reported_at: '2036-03-10 08:15:00' },
  });
  // The server stamps the resolution with its own clock: the expected text is built from what it stored.
  const [, year, month, day, time] = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(incident.values.resolved_at)!;
  await page.goto(`/front/form/incident/${encodeURIComponent(encodeParams({ id: incident.identifier }))}`);
  const resolvedAt = page.getByRole('textbox', { name: 'Résolu le' });
  await expect.poll(() => resolvedAt.inputValue()).toBe(`${Number(day)} ${FRENCH_MONTHS[Number(month) - 1]} ${year} à ${time}`);
  // A field typed into keeps the French format people type in.
  expect(await page.getByRole('group', { name: 'Signalé le' }).locator('input').inputValue()).toBe('10/03/2036 08:15');
  await expectNoSeriousA11yViolations(page, 'a resolved incident');
});

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

browserTest('an expired paper of a vehicle is shown read-only, saying to add its renewal, while a valid one stays editable', async ({ page }) => {
  await logIn(page, 'admin');
  const login = await page.request.post('/api-internal/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const upload = async (name: string) =>
    ((await (await page.request.post('/api-internal/document/upload', { headers, multipart: { file: { name, mimeType: 'image/png', buffer: PNG } } })).json()) as { id: number }).id;
  const plate = `EX-${String(Date.now() % 900 + 100)}-PR`;
  const vehicle = await (
    await page.request.post('/proxy/form/vehicle', {
      headers,
      data: {
        identifier: null,
        values: { plate, brand: 'Peugeot', model: 'Partner' },
        collection: {
          papers: [
            { identifier: null, values: { title: 'Assurance 2001', file: await upload('assurance-2001.png'), valid_until: '2001-06-30' } },
            { identifier: null, values: { title: 'Carte grise', file: await upload('carte-grise.png'), valid_until: '2099-12-31' } },
          ],
        },
      },
    })
  ).json();
  await page.goto(`/front/form/vehicle/${encodeURIComponent(encodeParams({ id: (vehicle as { identifier: number }).identifier }))}`);
  await page.getByRole('tab', { name: 'Papiers' }).click();
  const papers = page.getByRole('region', { name: 'Papiers du véhicule' });
  const title = papers.getByRole('textbox', { name: /^Intitulé/ });

  await papers.getByRole('tab', { name: 'Assurance 2001' }).click();
  await papers.getByText('Expiré : ajoutez le document renouvelé comme un nouveau papier.').waitFor();
  expect(await title.getAttribute('readonly')).not.toBeNull();
  await expectNoSeriousA11yViolations(page, 'a vehicle’s expired paper');

  await papers.getByRole('tab', { name: 'Carte grise' }).click();
  await expect.poll(() => title.inputValue()).toBe('Carte grise');
  expect(await title.getAttribute('readonly')).toBeNull();
  expect(await papers.getByText('Expiré : ajoutez le document renouvelé comme un nouveau papier.').count()).toBe(0);
});

browserTest('a product missing from the catalogue is created from an invoice line, opened with the line’s designation, price and VAT rate', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const customer = await api.post<{ identifier: number }>('/proxy/form/customer', { identifier: null, values: { name: 'Papeterie Vidal', kind: 'company' } });
  const invoice = await api.post<{ identifier: number }>('/proxy/form/invoice', {
    identifier: null,
    values: { customer: customer.identifier, issue_date: '2036-03-02', due_date: '2036-04-01', status: 'draft' },
    collection: { lines: [{ identifier: null, values: { label: 'Agrafeuse de bureau', quantity: 2, unit_price: 12.5, vat_rate: '5.5' } }] },
  });
  await page.goto(`/front/form/invoice/${encodeURIComponent(encodeParams({ id: invoice.identifier }))}`);
  await page.getByRole('button', { name: 'Modifier la ligne 1' }).click();
  const line = page.getByRole('dialog', { name: "Edition d'une ligne de commande" });
  await line.getByRole('button', { name: 'Créer une nouvelle entrée : Produit' }).click();

  const product = page.getByRole('dialog', { name: 'Nouvel enregistrement : Produit' });
  await expect.poll(() => product.getByRole('textbox', { name: /^Nom/ }).inputValue()).toBe('Agrafeuse de bureau');
  await product.getByRole('tab', { name: 'Prix et stock' }).click();
  expect(await product.getByRole('textbox', { name: /^Prix HT/ }).inputValue()).toBe('12,50\u00a0€');
  expect(await product.getByRole('combobox', { name: /^Taux de TVA/ }).textContent()).toBe('5,5 %');
  await expectNoSeriousA11yViolations(page, 'a new product opened from an invoice line');
});

browserTest('an invoice due before it is issued is told under its due date as soon as either date is typed, and untold when the other moves', async ({ page }) => {
  await logIn(page, 'admin');
  const api = await apiAs(page.request, 'admin');
  const customer = await api.post<{ identifier: number }>('/proxy/form/customer', { identifier: null, values: { name: 'Quincaillerie Lamy', kind: 'company' } });
  const invoice = await api.post<{ identifier: number }>('/proxy/form/invoice', {
    identifier: null,
    values: { customer: customer.identifier, issue_date: '2036-03-02', due_date: '2036-04-01', status: 'draft' },
  });
  await page.goto(`/front/form/invoice/${encodeURIComponent(encodeParams({ id: invoice.identifier }))}`);
  const error = page.getByText("Échéance : la date doit être égale ou postérieure à la date d'émission");
  await page.getByRole('group', { name: 'Échéance' }).waitFor();

  await typeDate(page, 'Échéance', '01032036');
  await error.waitFor();
  await expectNoSeriousA11yViolations(page, 'an invoice due before it is issued');
  // Moving the other date mends the rule: the error goes without touching the due date.
  await typeDate(page, 'Date de facture', '28022036');
  await error.waitFor({ state: 'detached' });
});
