import { formatMessage, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamic } from '../../src/infra/dynamic-db.js';
import { addMonths } from '../../src/metadata/calendar.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let agent: FormClient;
let saintAubin: number;
beforeAll(async () => {
  // The test clock reads Sunday 22 November 2026: the planning shows November 2026.
  ctx = await createTestApp({ seedSize: 1 });
  agent = formClient(ctx.app, await ctx.login('agent'));
  saintAubin = (await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx.close());

const db = () => dynamic(ctx.app.db.kysely);

interface PlanningDay {
  date: string;
  day_of_week: string;
  weekend: boolean;
  isToday: boolean;
  events: { title: string; subtitle: string; color: string; form: string; form_id: number; employees: { first_name: string; surname: string }[] }[];
}

const newEmployee = (values: Record<string, unknown> = {}) =>
  create(agent, 'employee', { last_name: 'Planchet', first_name: 'Lucie', contract: 'cdi', hire_date: '2015-09-01', ...values });

const newAbsence = (employeeId: number, values: Record<string, unknown>) => create(agent, 'absence', { employee_id: employeeId, type: 'paid_leave', status: 'approved', ...values });

/** A new employee hired on Monday 2 March 2026, saved as is (the answer may be an error). */
const saveHired = (values: Record<string, unknown>) =>
  agent.save('employee', { identifier: null, values: { last_name: 'Durieux', first_name: 'Max', hire_date: '2026-03-02', ...values } });

/** 'MM/yyyy' chart label → 'yyyy-MM'. */
const monthOfLabel = (label: string) => `${label.slice(3)}-${label.slice(0, 2)}`;

describe('employee form', () => {
  it('offers the organisation’s users as its account in French order, an accented capital beside its letter', async () => {
    await ctx.app.db.kysely.updateTable('app_user').set({ name: 'Élise Leroy' }).where('username', '=', 'admin').execute();
    try {
      const form = (await formClient(ctx.app, await ctx.login('admin')).load('employee')).json();
      const labels = form.properties.user_id.values.map((option: { label: string }) => option.label);
      expect(labels).toEqual(['Camille Durand', 'Élise Leroy', 'Karim Benali', 'Sophie Marchand']);
    } finally {
      await ctx.app.db.kysely.updateTable('app_user').set({ name: 'Antoine Leroy' }).where('username', '=', 'admin').execute();
    }
  });

  it('loads an employee with its tabs, career rows, absences, chart and planning', async () => {
    const [busiest] = (await db()
      .selectFrom('absence')
      .select(['employee_id', (eb) => eb.fn.countAll().as('count')])
      .where('client_id', '=', saintAubin)
      .groupBy('employee_id')
      .orderBy('count', 'desc')
      .orderBy('employee_id')
      .limit(1)
      .execute()) as { employee_id: number }[];
    const id = Number(busiest!.employee_id);
    const stored = (await db().selectFrom('employee').selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as Record<string, string>;

    const response = await agent.load('employee', id);
    expect(response.statusCode).toBe(200);
    const form = response.json();
    expect(form.title).toBe(`${stored.last_name} ${stored.first_name}`);
    expect(form.layout.type).toBe('Categorization');
    expect(form.layout.elements.map((tab: { name: string; label: string }) => [tab.name, tab.label])).toEqual([
      ['identite', 'Identité'],
      ['contrat', 'Contrat'],
      ['carriere', 'Carrière'],
      ['absences', 'Absences'],
      ['planning', 'Planning'],
    ]);

    const career = (await db()
      .selectFrom('employee_career')
      .select(['id', 'date', 'event', 'detail'])
      .where('parent_id', '=', id)
      .orderBy('position')
      .execute()) as { id: number; date: string; event: string; detail: string }[];
    expect(career.length).toBeGreaterThanOrEqual(1);
    expect(career.length).toBeLessThanOrEqual(3);
    expect(form.properties.career.collection_form).toMatchObject({ element: 'ReadOnlyCollection', read_only: true, can_add: false, can_delete: false });
    expect(form.collection.career.data).toEqual(career.map(({ id: identifier, ...values }) => ({ identifier: Number(identifier), values })));
    expect(career[0]!.event).toBe('Embauche');

    const absences = (await db()
      .selectFrom('absence')
      .select('id')
      .where('employee_id', '=', id)
      .orderBy('start_date', 'desc')
      .orderBy('id', 'desc')
      .execute()) as { id: number }[];
    expect(form.properties.absences.collection_form).toMatchObject({ element: 'ListCollection', form: 'absence', parent_field: 'employee_id' });
    expect(form.collection.absences.data).toEqual([]);
    const listed = (await agent.collection('employee', id, 'absences')).json().data;
    expect(listed.map((row: { identifier: number }) => row.identifier)).toEqual(absences.map((row) => Number(row.id)));
    expect(Object.keys(listed[0].values)).toEqual(['type', 'start_date', 'end_date', 'days', 'status']);

    const chart = (await agent.chart('employee', id, 'absences_by_month')).json();
    expect(chart.kind).toBe('bar');
    expect(chart.labels).toHaveLength(12);
    expect(chart.series).toEqual([{ name: "Jours d'absence", data: expect.any(Array) }]);
    expect(chart.series[0].data).toHaveLength(12);

    expect(form.planning.planning_scale).toBe('month');
    const days: PlanningDay[] = form.planning.planning_days;
    expect(days.map((day) => day.date)).toEqual(Array.from({ length: 30 }, (_unused, index) => `2026-11-${String(index + 1).padStart(2, '0')}`));
    expect(days[0]).toMatchObject({ date: '2026-11-01', day_of_week: 'dimanche', weekend: true, isToday: false });
    expect(days[1]).toMatchObject({ date: '2026-11-02', day_of_week: 'lundi', weekend: false });
    expect(days.filter((day) => day.isToday).map((day) => day.date)).toEqual(['2026-11-22']);
    expect(form.planning.planning_informations_label).toMatch(/^Novembre 2026 : /);
  });

  it('shows each day of the month with the absences that cover it, refused ones left out', async () => {
    const employee = await newEmployee();
    const leave = await newAbsence(employee.identifier, { start_date: '2026-11-13', end_date: '2026-11-16' });
    const rtt = await newAbsence(employee.identifier, { type: 'rtt', status: 'requested', start_date: '2026-11-20', end_date: '2026-11-20', half_day: true });
    await newAbsence(employee.identifier, { type: 'training', status: 'refused', start_date: '2026-11-24', end_date: '2026-11-25' });

    const planning = (await agent.load('employee', employee.identifier)).json().planning;
    const days = new Map((planning.planning_days as PlanningDay[]).map((day) => [day.date, day]));
    for (const date of ['2026-11-13', '2026-11-14', '2026-11-15', '2026-11-16']) {
      expect(days.get(date)!.events).toEqual([
        expect.objectContaining({
          date: '2026-11-13',
          end_date: '2026-11-16',
          title: 'Congés payés',
          subtitle: 'Validée',
          color: '#5cb85c',
          form: 'absence',
          form_id: leave.identifier,
          employees: [{ first_name: 'Lucie', surname: 'PLANCHET' }],
        }),
      ]);
    }
    expect(days.get('2026-11-20')!.events).toEqual([
      expect.objectContaining({ title: 'RTT', subtitle: 'Demandée · demi-journée', color: '#f0ad4e', form_id: rtt.identifier, startTime: null, endTime: null }),
    ]);
    expect(days.get('2026-11-12')!.events).toEqual([]);
    expect(days.get('2026-11-24')!.events).toEqual([]);
    // Friday and Monday of leave, half a day of RTT; the weekend in between is not a working day.
    expect(planning.planning_informations_label).toBe("Novembre 2026 : 2,5 jours ouvrés d'absence");

    const newcomer = (await agent.load('employee')).json().planning;
    expect(newcomer.planning_days).toHaveLength(30);
    expect(newcomer.planning_informations_label).toBe('Novembre 2026 : aucune absence');
  });

  it('charts the working days of absence per month over twelve months, by the month an absence starts in', async () => {
    const employee = await newEmployee({ last_name: 'Charton' });
    const chartOf = async () => (await agent.chart('employee', employee.identifier, 'absences_by_month')).json();
    const months: string[] = (await chartOf()).labels.map(monthOfLabel);
    const [first, second, last] = [months[0]!, months[1]!, months[11]!];

    const spanning = await newAbsence(employee.identifier, { start_date: `${first}-25`, end_date: `${second}-05` });
    const late = await newAbsence(employee.identifier, { type: 'training', start_date: `${last}-03`, end_date: `${last}-07` });
    await newAbsence(employee.identifier, { start_date: `${last}-17`, end_date: `${last}-18`, status: 'refused' });
    await newAbsence(employee.identifier, { start_date: `${addMonths(first, -1)}-10`, end_date: `${addMonths(first, -1)}-14` });

    const data: number[] = (await chartOf()).series[0].data;
    expect(spanning.values.days).toBeGreaterThan(5);
    expect(data[0]).toBe(spanning.values.days);
    expect(data[11]).toBe(late.values.days);
    expect(data.slice(1, 11)).toEqual(Array(10).fill(0));
  });

  it('needs a fixed-term contract to end after the hire date, and only a fixed-term one', async () => {
    const early = await saveHired({ contract: 'cdd', contract_end: '2026-02-27' });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual([{ path: 'contract_end', text: "Fin de contrat : doit être postérieure à la date d'embauche" }]);
    expect((await saveHired({ contract: 'interim', contract_end: '2026-03-02' })).json().errors).toEqual([
      { path: 'contract_end', text: "Fin de contrat : doit être postérieure à la date d'embauche" },
    ]);
    expect((await saveHired({ contract: 'internship' })).json().errors).toEqual([{ path: 'contract_end', text: messages.form.required }]);

    const fixedTerm = await saveHired({ contract: 'cdd', contract_end: '2026-09-30' });
    expect(fixedTerm.statusCode).toBe(200);
    expect(fixedTerm.json().values).toMatchObject({ contract: 'cdd', hire_date: '2026-03-02', contract_end: '2026-09-30' });
    expect((await saveHired({ contract: 'cdi' })).statusCode).toBe(200);
    expect((await saveHired({ contract: 'apprenticeship' })).statusCode).toBe(200);
  });

  it('writes names the French way and checks e-mail, phone, social security number and salary', async () => {
    const employee = await newEmployee({
      last_name: '  de la fontaine ',
      first_name: 'jean-pierre',
      email: 'jp.delafontaine@saint-aubin.fr',
      phone: '06 12 34 56 78',
      social_security_number: '1 85 05 78 006 084',
      salary: 2450.5,
      working_days: ['mon', 'tue', 'thu'],
    });
    expect(employee.values).toMatchObject({
      last_name: 'DE LA FONTAINE',
      first_name: 'Jean-pierre',
      phone: '0612345678',
      social_security_number: '1850578006084',
      salary: 2450.5,
      working_days: ['mon', 'tue', 'thu'],
      active: true,
    });

    const refused = await agent.save('employee', {
      identifier: null,
      values: { last_name: 'X', first_name: 'Y', hire_date: '2026-01-05', email: 'pas une adresse', phone: '12', social_security_number: '9999', salary: -1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { path: 'social_security_number', text: messages.form.invalidSocialSecurityNumber },
      { path: 'phone', text: messages.form.invalidPhone },
      { path: 'email', text: messages.form.invalidEmail },
      { path: 'salary', text: formatMessage(messages.form.tooSmall, { min: 0 }) },
    ]);
  });

  it('keeps the career read-only: a save cannot write its rows', async () => {
    const employee = await newEmployee();
    const response = await agent.save('employee', {
      identifier: employee.identifier,
      version: employee.version,
      values: {},
      collection: { career: [{ identifier: null, values: { date: '2026-01-01', event: 'Promotion', detail: 'Directeur' } }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ path: 'career', text: messages.form.unknownField }]);
    expect((await db().selectFrom('employee_career').select('id').where('parent_id', '=', employee.identifier).execute()).length).toBe(0);
  });

  it('offers staff the HR menu, and partners neither the menu nor any HR form', async () => {
    const menu = async (username: string) =>
      (await ctx.app.inject({ method: 'GET', url: '/api-internal/navigation/main', headers: bearer(await ctx.login(username)) })).json() as {
        name: string;
        children?: { name: string; title: string; path: string; icon: string }[];
      }[];
    expect((await menu('agent')).find((entry) => entry.name === 'rh')?.children).toEqual([
      { name: 'employee', title: 'Salariés', path: '/list/employee', icon: 'people' },
      { name: 'absence', title: 'Absences', path: '/list/absence', icon: 'beach_access' },
      { name: 'planning-absences', title: 'Planning des absences', path: '/planning/absences', icon: 'beach_access' },
      { name: 'planning-absence_requests', title: "Planning des demandes d'absence", path: '/planning/absence_requests', icon: 'hourglass_empty' },
      { name: 'timesheet', title: 'Feuilles de temps', path: '/list/timesheet', icon: 'schedule' },
      { name: 'closing_day', title: 'Jours de fermeture', path: '/list/closing_day', icon: 'event_busy' },
    ]);
    expect((await menu('partenaire')).map((entry) => entry.name)).not.toContain('rh');

    const partner = formClient(ctx.app, await ctx.login('partenaire'));
    const employeeId = Number(((await db().selectFrom('employee').select('id').where('client_id', '=', saintAubin).executeTakeFirstOrThrow()) as { id: number }).id);
    const answers = [
      await partner.load('employee'),
      await partner.load('employee', employeeId),
      await partner.load('absence'),
      await partner.load('timesheet'),
      await partner.save('absence', { identifier: null, values: { employee_id: employeeId, start_date: '2026-12-01', end_date: '2026-12-01' } }),
      await partner.options('absence', 'employee_id', ''),
      await partner.collection('employee', employeeId, 'absences'),
    ];
    for (const answer of answers) expect([403, 404]).toContain(answer.statusCode);
  });

  it('refuses to delete an employee who still has absences', async () => {
    const employee = await newEmployee();
    const absence = await newAbsence(employee.identifier, { start_date: '2026-12-01', end_date: '2026-12-01' });
    const admin = formClient(ctx.app, await ctx.login('admin'));
    const refused = await admin.remove('employee', employee.identifier);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(formatMessage(messages.form.referenced, { count: 1, module: 'Absences' }));
    expect((await admin.remove('absence', absence.identifier)).statusCode).toBe(200);
    expect((await admin.remove('employee', employee.identifier)).statusCode).toBe(200);
  });
});
