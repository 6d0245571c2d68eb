import { encodeParams, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let agent: FormClient;
let employeeId: number;
beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1 });
  agent = formClient(ctx.app, await ctx.login('agent'));
  employeeId = (await create(agent, 'employee', { last_name: 'Absalon', first_name: 'Irène', contract: 'cdi', hire_date: '2012-02-01' })).identifier;
});
afterAll(() => ctx.close());

const db = () => dynamic(ctx.app.db.kysely);

const clientId = async (code: string) => (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;

const absencesOf = async (employee: number) =>
  (await db().selectFrom('absence').select(['id', 'days']).where('employee_id', '=', employee).orderBy('id').execute()) as { id: number; days: number }[];

const newAbsence = (values: Record<string, unknown>) => create(agent, 'absence', { employee_id: employeeId, type: 'paid_leave', ...values });

/** What the onchange call says of the fields, for an absence of the test's employee as it is on screen. */
const fieldsOnScreen = async (field: string, values: Record<string, unknown>) =>
  (await agent.onchange('absence', field, { values: { employee_id: employeeId, ...values } })).json().properties;

describe('absence form', () => {
  it('opens a new absence as a paid leave request, with the statuses and their colours', async () => {
    const form = (await agent.load('absence')).json();
    expect(form.values).toMatchObject({ type: 'paid_leave', status: 'requested', half_day: false, days: null });
    expect(form.properties.status).toMatchObject({ type: 'button_group', required: true });
    expect(form.properties.status.values).toEqual([
      { value: 'requested', label: 'Demandée', color: '#f0ad4e' },
      { value: 'approved', label: 'Validée', color: '#5cb85c' },
      { value: 'refused', label: 'Refusée', color: '#d9534f' },
    ]);
    expect(form.properties.days).toMatchObject({ type: 'number', decimals: 1, read_only: true, depends_on: ['start_date', 'end_date', 'half_day'] });
    expect(form.properties.employee_id).toMatchObject({ type: 'select_async', required: true, link: 'employee' });
  });

  it('counts the working days from the first to the last day, recomputed at every save whatever is sent', async () => {
    // Friday 13 to Tuesday 17 November 2026: the weekend does not count.
    const saved = await agent.save('absence', { identifier: null, values: { employee_id: employeeId, start_date: '2026-11-13', end_date: '2026-11-17', days: 99 } });
    expect(saved.statusCode).toBe(200);
    const created = saved.json();
    expect(created.values.days).toBe(3);
    expect(created.post_submit_go_back).toBe(true);

    const longer = await agent.save('absence', { identifier: created.identifier, version: created.version, values: { end_date: '2026-11-27' } });
    expect(longer.statusCode).toBe(200);
    expect(longer.json().values.days).toBe(11);
    expect((await absencesOf(employeeId)).find((row) => Number(row.id) === created.identifier)?.days).toBe(11);

    expect((await newAbsence({ start_date: '2026-12-01', end_date: '2026-12-01', half_day: true })).values.days).toBe(0.5);
    expect((await newAbsence({ start_date: '2026-12-02', end_date: '2026-12-02' })).values.days).toBe(1);
    expect((await newAbsence({ start_date: '2026-12-05', end_date: '2026-12-06' })).values.days).toBe(0);
    // Over New Year: 28 December 2026 to 8 January 2027, two working weeks.
    expect((await newAbsence({ start_date: '2026-12-28', end_date: '2027-01-08' })).values.days).toBe(10);
  });

  it('recomputes the days on screen when a date or the half day changes, writing nothing', async () => {
    const before = await absencesOf(employeeId);
    const onchange = (field: string, values: Record<string, unknown>) => agent.onchange('absence', field, { values: { employee_id: employeeId, ...values } });

    const twoWeeks = await onchange('end_date', { start_date: '2026-11-02', end_date: '2026-11-13', half_day: false });
    expect(twoWeeks.statusCode).toBe(200);
    expect(twoWeeks.json()).toEqual({
      properties: { days: { value: 10 }, end_date: { error: null }, half_day: { error: null } },
      collection: {},
      form_validation: expect.any(Array),
    });
    expect((await onchange('half_day', { start_date: '2026-11-03', end_date: '2026-11-03', half_day: true })).json().properties.days).toEqual({ value: 0.5 });
    expect((await onchange('start_date', { start_date: '2026-11-03', end_date: null })).json().properties.days).toEqual({ value: null });
    expect((await onchange('end_date', { start_date: '2026-11-10', end_date: '2026-11-09' })).json().properties.days).toEqual({ value: null });
    expect((await onchange('comment', { start_date: '2026-11-03', end_date: '2026-11-04', comment: 'x' })).json().properties).toEqual({ end_date: { error: null }, half_day: { error: null } });
    expect(await absencesOf(employeeId)).toEqual(before);
  });

  it('tells a last day before the first and a half day over several days as they are typed, and untells them once fixed', async () => {
    const onchange = fieldsOnScreen;
    expect(await onchange('end_date', { start_date: '2026-11-10', end_date: '2026-11-09', half_day: true })).toEqual({
      days: { value: null },
      end_date: { error: 'Date de fin : ne peut pas précéder la date de début' },
      half_day: { error: "Demi-journée : ne concerne qu'une absence d'une seule journée" },
    });
    expect(await onchange('start_date', { start_date: '2026-11-09', end_date: '2026-11-09', half_day: true })).toEqual({
      days: { value: 0.5 },
      end_date: { error: null },
      half_day: { error: null },
    });
    // A date the screen could not read counts as empty: its own 'Date invalide' tells it.
    expect((await onchange('end_date', { start_date: '2026-11-10', end_date: '2026-13-45' })).end_date).toEqual({ error: null });
  });

  it('refuses a last day before the first, and a half day over several days', async () => {
    const response = await agent.save('absence', {
      identifier: null,
      values: { employee_id: employeeId, type: 'rtt', start_date: '2026-11-10', end_date: '2026-11-09', half_day: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'end_date', text: 'Date de fin : ne peut pas précéder la date de début' },
      { path: 'half_day', text: "Demi-journée : ne concerne qu'une absence d'une seule journée" },
    ]);
    const missing = await agent.save('absence', { identifier: null, values: { type: 'rtt' } });
    expect(missing.json().errors).toEqual(['employee_id', 'start_date', 'end_date'].map((path) => ({ path, text: messages.form.required })));
  });

  it("warns before saving over another of the employee's absences, and the preflight writes nothing", async () => {
    const employee = (await create(agent, 'employee', { last_name: 'Chevauchet', first_name: 'Rose', contract: 'cdi', hire_date: '2019-05-06' })).identifier;
    const existing = await create(agent, 'absence', { employee_id: employee, type: 'training', status: 'approved', start_date: '2026-12-07', end_date: '2026-12-11' });
    await create(agent, 'absence', { employee_id: employee, status: 'refused', start_date: '2027-01-04', end_date: '2027-01-08' });
    const before = await absencesOf(employee);
    const preflight = (values: Record<string, unknown>, identifier: number | null = null, version?: number) =>
      agent.save('absence', { identifier, ...(version ? { version } : {}), values: { employee_id: employee, type: 'paid_leave', ...values } }, '?preflight=1');

    const overlapping = await preflight({ start_date: '2026-12-10', end_date: '2026-12-14' });
    expect(overlapping.statusCode).toBe(200);
    expect(overlapping.json()).toEqual({
      errors: [],
      warnings: [
        {
          text: 'Ce salarié a déjà une absence du 07/12/2026 au 11/12/2026 (Formation).',
          link: `/front/form/absence/${encodeURIComponent(encodeParams({ id: existing.identifier }))}`,
        },
      ],
    });
    expect(await absencesOf(employee)).toEqual(before);

    const clear = { errors: [], warnings: [] };
    expect((await preflight({ start_date: '2026-12-12', end_date: '2026-12-14' })).json()).toEqual(clear);
    expect((await preflight({ start_date: '2026-12-11', end_date: '2026-12-11', status: 'refused' })).json()).toEqual(clear);
    expect((await preflight({ start_date: '2027-01-05', end_date: '2027-01-05' })).json()).toEqual(clear);
    expect((await preflight({ start_date: '2026-12-08', end_date: '2026-12-09' }, existing.identifier, existing.version)).json()).toEqual(clear);
    const colleague = await agent.save('absence', { identifier: null, values: { employee_id: employeeId, start_date: '2026-12-07', end_date: '2026-12-11' } }, '?preflight=1');
    expect(colleague.json()).toEqual(clear);

    // Confirmed, the save goes through.
    expect((await agent.save('absence', { identifier: null, values: { employee_id: employee, start_date: '2026-12-10', end_date: '2026-12-14' } })).statusCode).toBe(200);
    expect(await absencesOf(employee)).toHaveLength(before.length + 1);
  });

  it('tells an overlap above the form while the employee and dates are chosen, and with the form of an absence that overlaps', async () => {
    const employee = (await create(agent, 'employee', { last_name: 'Doublon', first_name: 'Léa', contract: 'cdi', hire_date: '2020-01-06' })).identifier;
    const existing = await create(agent, 'absence', { employee_id: employee, type: 'training', status: 'approved', start_date: '2027-02-08', end_date: '2027-02-12' });
    const link = `/front/form/absence/${encodeURIComponent(encodeParams({ id: existing.identifier }))}`;
    const finding = { text: 'Ce salarié a déjà une absence du 08/02/2027 au 12/02/2027 (Formation).', link };
    const onchange = (field: string, values: Record<string, unknown>, identifier: number | null = null) =>
      agent.onchange('absence', field, { identifier, values: { employee_id: employee, type: 'paid_leave', status: 'requested', ...values } });

    const blank = (await agent.load('absence')).json();
    expect([blank.form_validation, blank.form_validation_depends_on]).toEqual([[], ['employee_id', 'start_date', 'end_date', 'status']]);
    expect((await onchange('end_date', { start_date: '2027-02-11', end_date: '2027-02-15' })).json().form_validation).toEqual([finding]);
    expect((await onchange('start_date', { start_date: '2027-02-15', end_date: '2027-02-15' })).json().form_validation).toEqual([]);
    expect((await onchange('status', { start_date: '2027-02-11', end_date: '2027-02-11', status: 'refused' })).json().form_validation).toEqual([]);
    // A change the findings do not depend on leaves them as they are on screen.
    expect((await onchange('comment', { start_date: '2027-02-11', end_date: '2027-02-15', comment: 'x' })).json()).not.toHaveProperty('form_validation');
    // The absence itself is not another one.
    expect((await onchange('end_date', { start_date: '2027-02-08', end_date: '2027-02-10' }, existing.identifier)).json().form_validation).toEqual([]);

    const overlapping = await create(agent, 'absence', { employee_id: employee, type: 'paid_leave', start_date: '2027-02-12', end_date: '2027-02-16' });
    expect((await agent.load('absence', overlapping.identifier)).json().form_validation).toEqual([finding]);
  });

  it("lists the employee's other absences beside one, for the employee on screen, saved or not, and names them for reloading when the employee changes", async () => {
    const token = await ctx.login('agent');
    const rowsOf = async (id: number, employee?: number | string) => {
      const params = employee === undefined ? '' : `/${encodeURIComponent(encodeParams({ employee_id: employee }))}`;
      const response = await ctx.app.inject({ method: 'GET', url: `/proxy/form/collection/absence/${id}/employee_absences${params}`, headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { identifier: number; values: Record<string, unknown> }[] }).data;
    };
    const employee = (await create(agent, 'employee', { last_name: 'Suivi', first_name: 'Anne', contract: 'cdi', hire_date: '2021-03-01' })).identifier;
    const first = await create(agent, 'absence', { employee_id: employee, type: 'training', start_date: '2027-03-01', end_date: '2027-03-02' });
    const second = await create(agent, 'absence', { employee_id: employee, type: 'rtt', start_date: '2027-04-05', end_date: '2027-04-05' });

    const blank = (await agent.load('absence')).json();
    expect(blank.properties.employee_absences).toMatchObject({ type: 'collection', label: 'Autres absences du salarié', depends_on: ['employee_id'] });
    expect(blank.properties.employee_absences.collection_form).toMatchObject({ element: 'ListCollection', form: 'absence', parent_field: 'employee_id', deferred: true });
    // A new absence (id 0) shows the chosen employee's, the latest first; an existing one leaves itself out.
    expect((await rowsOf(0, employee)).map((row) => [row.identifier, row.values.type, row.values.start_date])).toEqual([
      [second.identifier, 'rtt', '2027-04-05'],
      [first.identifier, 'training', '2027-03-01'],
    ]);
    expect((await rowsOf(first.identifier, employee)).map((row) => row.identifier)).toEqual([second.identifier]);
    // Another employee on screen, saved or not, is the one whose absences are shown.
    expect((await rowsOf(first.identifier, employeeId)).map((row) => row.identifier)).not.toContain(second.identifier);
    expect(await rowsOf(0)).toEqual([]);
    expect(await rowsOf(0, 'abc')).toEqual([]);
    // Another organisation's employee has no absences here.
    const lilasEmployee = (await db().selectFrom('employee').select('id').where('client_id', '=', await clientId('lilas')).executeTakeFirstOrThrow()).id as number;
    expect(await rowsOf(0, lilasEmployee)).toEqual([]);
    // Only a collection through a field answers for a record not saved yet.
    expect((await ctx.app.inject({ method: 'GET', url: '/proxy/form/collection/employee/0/absences', headers: bearer(token) })).statusCode).toBe(404);

    const changed = await agent.onchange('absence', 'employee_id', { identifier: null, values: { employee_id: employee } });
    expect(changed.json().reload_collection).toEqual(['employee_absences']);
    expect((await agent.onchange('absence', 'comment', { identifier: null, values: { employee_id: employee, comment: 'x' } })).json()).not.toHaveProperty('reload_collection');
  });

  it("searches the employee select by name within the caller's organisation only", async () => {
    const [saintAubin, lilas] = [await clientId('saint-aubin'), await clientId('lilas')];
    const employees = (await db().selectFrom('employee').select(['id', 'client_id', 'last_name', 'first_name']).orderBy('id').execute()) as {
      id: number;
      client_id: number;
      last_name: string;
      first_name: string;
    }[];
    const inTenant = (client: number) => new Set(employees.filter((row) => Number(row.client_id) === client).map((row) => Number(row.id)));
    const ours = inTenant(saintAubin);
    // Someone whose last name the other organisation also has; names without accents, which SQLite's lower() keeps.
    const shared = employees.find(
      (row) =>
        Number(row.client_id) === saintAubin &&
        /^[A-Za-z]+ [A-Za-z]+$/.test(`${row.last_name} ${row.first_name}`) &&
        employees.some((other) => Number(other.client_id) === lilas && other.last_name === row.last_name),
    )!;

    const all = (await agent.options('absence', 'employee_id', '')).json() as { value: number; label: string }[];
    expect(all).toHaveLength(50);
    expect(all.every((option) => ours.has(option.value))).toBe(true);

    const byName = (await agent.options('absence', 'employee_id', shared.last_name.toLowerCase())).json() as { value: number; label: string }[];
    const expected = employees.filter((row) => Number(row.client_id) === saintAubin && row.last_name === shared.last_name);
    expect(byName.map((option) => option.value).toSorted((a, b) => a - b)).toEqual(expected.map((row) => Number(row.id)));
    expect(byName.every((option) => option.label.startsWith(`${shared.last_name} `))).toBe(true);

    const fullName = (await agent.options('absence', 'employee_id', `${shared.first_name} ${shared.last_name}`)).json() as { value: number; label: string }[];
    expect(fullName.map((option) => option.label)).toContain(`${shared.last_name} ${shared.first_name}`);
    expect(fullName.every((option) => ours.has(option.value))).toBe(true);

    const lilasAgent = formClient(ctx.app, await ctx.login('agent.lilas'));
    const theirs = await create(lilasAgent, 'employee', { last_name: 'Quintavalle', first_name: 'Odile', contract: 'cdi', hire_date: '2021-04-01' });
    expect((await agent.options('absence', 'employee_id', 'quintavalle')).json()).toEqual([]);
    expect((await lilasAgent.options('absence', 'employee_id', 'quintavalle')).json()).toEqual([{ value: theirs.identifier, label: 'QUINTAVALLE Odile' }]);
    expect((await agent.labels('absence', 'employee_id', [theirs.identifier])).statusCode).toBe(404);

    const forged = await agent.save('absence', { identifier: null, values: { employee_id: theirs.identifier, start_date: '2026-12-01', end_date: '2026-12-01' } });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().errors).toEqual([{ path: 'employee_id', text: messages.form.relationNotFound }]);
  });
});
