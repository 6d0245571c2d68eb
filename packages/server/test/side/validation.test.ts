import { type FormResponse, type RealtimeEvent, type RecordValidation, type RecordWorkflow, encodeParams, formatMessage, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FormClient, create, enableEverywhere, formClient } from '../helpers/form-calls.js';
import { agreementModule } from '../helpers/agreement-module.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** The validation workflow of a record (SPEC §2, §3 Validation, §6, §7): requests, decisions, the lock they hold. */

const text = messages.validation;
const lockedByLeroy = formatMessage(text.lockedByValidation, { name: 'Antoine Leroy' });

let ctx: TestContext;
const tokens: Record<string, string> = {};
const clients: Record<string, FormClient> = {};
/** Julie Martin, whose manager is the employee 'LEROY Antoine' — the demo administrator's identity. */
let managed: number;
/** Marc Seul, who has no manager. */
let alone: number;
let saintAubin: number;
let nextDay = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const username of ['agent', 'admin', 'sadmin', 'partenaire', 'agent.lilas', 'admin.lilas']) {
    tokens[username] = await ctx.login(username);
    clients[username] = formClient(ctx.app, tokens[username]);
  }
  const agent = clients.agent!;
  // Typed as a user would: the form stores the last name in capitals and the first name capitalised.
  const manager = (await create(agent, 'employee', { last_name: 'leroy', first_name: 'antoine', contract: 'cdi', hire_date: '2010-09-01' })).identifier;
  managed = (await create(agent, 'employee', { last_name: 'Martin', first_name: 'Julie', contract: 'cdi', hire_date: '2016-01-04', manager_id: manager })).identifier;
  alone = (await create(agent, 'employee', { last_name: 'Seul', first_name: 'Marc', contract: 'cdi', hire_date: '2017-06-12' })).identifier;
  saintAubin = Number((await ctx.app.db.kysely.selectFrom('client').select('id').where('code', '=', 'saint-aubin').executeTakeFirstOrThrow()).id);
});
afterAll(() => ctx.close());

const read = (username: string, objectName: string, objectId: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api-internal/validation/${objectName}/${objectId}`, headers: bearer(tokens[username]!) });
/** The params of the form validation_workflow (SPEC §2): the record, and the request (0: a new one). */
const formParams = (params: Record<string, string | number>) => encodeURIComponent(encodeParams(params));
const requestUrl = (objectName: string, objectId: number | string) => `/proxy/form/validation_workflow/${formParams({ object_name: objectName, object_id: objectId, id: 0 })}`;
/** 'Demande de validation' (Valider): the form validation_workflow submitted, as the dialog does. */
const ask = (username: string, request: { object_name: string; object_id: number; comment?: string }) =>
  ctx.app.inject({
    method: 'POST',
    url: requestUrl(request.object_name, request.object_id),
    headers: bearer(tokens[username]!),
    payload: { identifier: null, values: request.comment === undefined ? {} : { comment: request.comment } },
  });
const describeRequest = (username: string, objectName: string, objectId: number) => ctx.app.inject({ method: 'GET', url: requestUrl(objectName, objectId), headers: bearer(tokens[username]!) });
const processAs = (username: string, payload: object) => ctx.app.inject({ method: 'POST', url: '/api-internal/validation/process', headers: bearer(tokens[username]!), payload });
const decide = (username: string, id: number, action: '__process_validate' | '__process_refuse', comment?: string) =>
  processAs(username, { object_name: 'absence', object_id: id, action, ...(comment ? { comment } : {}) });

/** A requested absence of the employee, on a day of its own. */
async function requestedAbsence(employee = managed): Promise<{ identifier: number; version: number }> {
  nextDay += 1;
  const day = `2027-02-${String(nextDay).padStart(2, '0')}`;
  return create(clients.agent!, 'absence', { employee_id: employee, type: 'paid_leave', start_date: day, end_date: day, status: 'requested' });
}

async function askedAbsence(employee = managed) {
  const absence = await requestedAbsence(employee);
  const response = await ask('agent', { object_name: 'absence', object_id: absence.identifier, comment: 'Congés de février' });
  if (response.statusCode !== 200) throw new Error(`request answered ${response.statusCode}: ${response.body}`);
  return absence;
}

const stateOf = async (username: string, objectName: string, id: number) => (await read(username, objectName, id)).json<RecordValidation>();
const historyOf = async (id: number) =>
  ctx.db.selectFrom('history_entry').select(['type', 'username', 'modification']).where('table_name', '=', 'absence').where('record_id', '=', id).orderBy('id').execute();

describe('a validation request', () => {
  it('is offered on a requested absence, its manager found from the employee: LEROY Antoine is Antoine Leroy', async () => {
    const absence = await requestedAbsence();
    expect(await stateOf('agent', 'absence', absence.identifier)).toEqual({
      enabled: true,
      required: true,
      active_step: null,
      validation: null,
      user_can_validate: false,
      associated_object_name: 'absence',
    });
    const asked = await ask('agent', { object_name: 'absence', object_id: absence.identifier, comment: '  Pont de février  ' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json<FormResponse>()).toMatchObject({ name: 'validation_workflow', submit_message: { message: text.requested, color: 'success' } });
    expect(await stateOf('agent', 'absence', absence.identifier)).toMatchObject({
      enabled: true,
      required: true,
      active_step: { type: 'VALIDATION', status: 'ACTIVE', label: 'Validation du responsable', users: [{ name: 'Antoine Leroy' }] },
      validation: { status: 'ACTIVE', createdBy: { name: 'Camille Durand' }, comment: 'Pont de février', decisions: [], finished_at: null },
      user_can_validate: false,
      lock_message: lockedByLeroy,
    });
    expect((await stateOf('admin', 'absence', absence.identifier)).user_can_validate).toBe(true);
    // Another administrator is not this absence's validator: its manager is found.
    expect((await stateOf('sadmin', 'absence', absence.identifier)).user_can_validate).toBe(false);
  });

  it('is the form validation_workflow: each step read-only with its type and validators, a comment, Valider', async () => {
    const absence = await requestedAbsence();
    const described = await describeRequest('agent', 'absence', absence.identifier);
    expect(described.statusCode).toBe(200);
    const form = described.json<FormResponse>();
    expect(form).toMatchObject({
      name: 'validation_workflow',
      title: 'Demande de validation',
      identifier: null,
      read_only: false,
      required: [],
      buttons: [{ name: 'save', title: 'Valider' }],
      values: { step_1: 'Antoine Leroy', comment: null },
      properties: {
        step_1: { type: 'string', label: 'Étape 1 : Validation du responsable (Validation)', read_only: true },
        comment: { type: 'textarea', label: 'Commentaire', read_only: false },
      },
    });
    expect(form.layout.elements?.map((element) => element.scope ?? element.name)).toEqual(['#/properties/step_1', '#/properties/comment']);
    // Naming other validators changes nothing: the steps are read-only, the declaration finds who decides.
    const forged = await ctx.app.inject({
      method: 'POST',
      url: requestUrl('absence', absence.identifier),
      headers: bearer(tokens.agent!),
      payload: { identifier: null, values: { step_1: 'Camille Durand', comment: 'Vite' } },
    });
    expect(forged.statusCode).toBe(200);
    expect((await stateOf('agent', 'absence', absence.identifier)).active_step?.users).toEqual([{ name: 'Antoine Leroy' }]);
    // While it is active, the form is refused as the request would be.
    const again = await describeRequest('agent', 'absence', absence.identifier);
    expect([again.statusCode, again.json()]).toEqual([409, { message: text.alreadyActive }]);
  });

  it("falls back on the organisation's administrators when the employee has no manager who is a user", async () => {
    const absence = await askedAbsence(alone);
    const state = await stateOf('agent', 'absence', absence.identifier);
    expect(state.active_step?.users).toEqual([{ name: 'Antoine Leroy' }, { name: 'Sophie Marchand' }]);
    expect(state.lock_message).toBe(formatMessage(text.lockedByValidation, { name: 'Antoine Leroy, Sophie Marchand' }));
    expect((await stateOf('sadmin', 'absence', absence.identifier)).user_can_validate).toBe(true);
  });

  it('locks the record for everyone while active: saves, preflights, deletes and bulk actions answer 403 with the message; the form is read-only', async () => {
    const absence = await askedAbsence();
    const forbidden = { message: lockedByLeroy, protected: true };
    for (const username of ['agent', 'admin']) {
      const save = await clients[username]!.save('absence', { identifier: absence.identifier, version: absence.version, values: { comment: 'Modifié' } });
      expect([save.statusCode, save.json()]).toEqual([403, forbidden]);
      // Even a save that changes nothing is refused: the record is not theirs to save now.
      const unchanged = await clients[username]!.save('absence', { identifier: absence.identifier, version: absence.version, values: {} });
      expect(unchanged.statusCode).toBe(403);
    }
    const preflight = await clients.agent!.save('absence', { identifier: absence.identifier, version: absence.version, values: { comment: 'x' } }, '?preflight=1');
    expect([preflight.statusCode, preflight.json()]).toEqual([403, forbidden]);
    const removed = await clients.admin!.remove('absence', absence.identifier);
    expect([removed.statusCode, removed.json()]).toEqual([403, forbidden]);
    const subForm = await clients.admin!.subFormDelete('absence', absence.identifier);
    expect([subForm.statusCode, subForm.json()]).toEqual([403, { errors: [{ text: lockedByLeroy }] }]);
    const bulk = await ctx.app.inject({
      method: 'POST',
      url: `/proxy/form/absence_approve/${encodeURIComponent(encodeParams({ _list_name: 'absence', _list_selection: String(absence.identifier) }))}`,
      headers: bearer(tokens.admin!),
      payload: { identifier: null, values: {} },
    });
    expect(bulk.statusCode).toBe(403);
    expect(bulk.json()).toMatchObject({ message: expect.stringContaining(lockedByLeroy), protected: true });

    const form = (await clients.agent!.load('absence', absence.identifier)).json();
    expect(form).toMatchObject({ read_only: true, lock: { message: lockedByLeroy }, version: absence.version, values: { status: 'requested', comment: null } });
    expect(form.buttons.map((button: { name: string }) => button.name)).not.toContain('save');
    expect(form.properties.status.read_only).toBe(true);
    expect((await clients.admin!.load('absence', absence.identifier)).json().buttons.map((button: { name: string }) => button.name)).not.toContain('del');
    // A copy is a new record: allowed.
    expect((await clients.agent!.copy('absence', absence.identifier)).statusCode).toBe(200);
    // Nothing was written.
    expect((await historyOf(absence.identifier)).map((entry) => entry.type)).toEqual(['Création']);
  });

  it('is decided only by a validator of the active step: anyone else, a forged process included, gets 403 and nothing changes', async () => {
    const absence = await askedAbsence();
    for (const username of ['agent', 'sadmin']) {
      for (const action of ['__process_validate', '__process_refuse'] as const) {
        const forged = await decide(username, absence.identifier, action);
        expect([forged.statusCode, forged.json()]).toEqual([403, { message: text.notValidator, protected: true }]);
      }
    }
    const state = await stateOf('admin', 'absence', absence.identifier);
    expect(state.validation).toMatchObject({ status: 'ACTIVE', decisions: [] });
    expect((await clients.agent!.load('absence', absence.identifier)).json().values.status).toBe('requested');
  });

  it('validated by the manager ends DONE: the absence is approved, in its history and state history, and unlocked', async () => {
    const absence = await askedAbsence();
    const heard: RealtimeEvent[] = [];
    const unsubscribe = ctx.app.events.subscribe(saintAubin, (event) => heard.push(event));
    ctx.clock.advance(60_000);
    const validated = await decide('admin', absence.identifier, '__process_validate', 'Bon repos');
    unsubscribe();
    expect(validated.statusCode).toBe(200);
    expect(validated.json<RecordValidation>()).toEqual({
      enabled: true,
      required: false,
      active_step: null,
      validation: {
        id: expect.any(Number),
        status: 'DONE',
        createdBy: { name: 'Camille Durand' },
        created_at: expect.any(String),
        finished_at: ctx.clock.now().toISOString(),
        comment: 'Congés de février',
        decisions: [
          {
            step_index: 0,
            label: 'Validation du responsable',
            type: 'VALIDATION',
            decision: 'validate',
            comment: 'Bon repos',
            decidedBy: { name: 'Antoine Leroy' },
            decided_at: ctx.clock.now().toISOString(),
          },
        ],
      },
      user_can_validate: false,
      associated_object_name: 'absence',
    });
    const form = (await clients.agent!.load('absence', absence.identifier)).json();
    expect(form).toMatchObject({ read_only: false, version: absence.version + 1, values: { status: 'approved' } });
    expect(form.lock).toBeUndefined();
    const [, entry] = await historyOf(absence.identifier);
    expect(entry).toMatchObject({ type: 'Modification', username: 'admin' });
    expect(JSON.parse(entry!.modification)).toEqual({ Statut: { old: 'Demandée', new: 'Validée' } });
    const workflow = (await ctx.app.inject({ method: 'GET', url: `/api-internal/workflow/absence/${absence.identifier}`, headers: bearer(tokens.agent!) })).json<RecordWorkflow>();
    expect(workflow.history.map(({ to, login }) => ({ to, login }))).toEqual([
      { to: 'requested', login: 'agent' },
      { to: 'approved', login: 'admin' },
    ]);
    expect(heard.filter((event) => event.type === 'FORM_UPDATED').map((event) => event.payload)).toEqual([
      { form: 'absence', id: absence.identifier, version: absence.version + 1, username: 'admin', name: 'Antoine Leroy' },
    ]);
    // Unlocked: the record is changed again through its form.
    const saved = await clients.agent!.save('absence', { identifier: absence.identifier, version: absence.version + 1, values: { comment: 'Validée par Antoine' } });
    expect(saved.statusCode).toBe(200);
    // Nothing left to decide, and an approved absence calls for no new request.
    expect([(await decide('admin', absence.identifier, '__process_validate')).statusCode, (await decide('admin', absence.identifier, '__process_validate')).json()]).toEqual([
      409,
      { message: text.noneActive },
    ]);
    const again = await ask('agent', { object_name: 'absence', object_id: absence.identifier });
    expect([again.statusCode, again.json()]).toEqual([400, { message: text.notRequired }]);
  });

  it('refused ends REFUSED, and the absence is refused', async () => {
    const absence = await askedAbsence();
    const refused = await decide('admin', absence.identifier, '__process_refuse', 'Période chargée');
    expect(refused.statusCode).toBe(200);
    expect(refused.json<RecordValidation>()).toMatchObject({
      active_step: null,
      validation: { status: 'REFUSED', decisions: [{ decision: 'refuse', comment: 'Période chargée', decidedBy: { name: 'Antoine Leroy' } }] },
    });
    expect(refused.json<RecordValidation>().lock_message).toBeUndefined();
    expect((await clients.agent!.load('absence', absence.identifier)).json().values.status).toBe('refused');
    // Asked again, it may be requested anew.
    const form = (await clients.agent!.load('absence', absence.identifier)).json();
    expect((await clients.agent!.save('absence', { identifier: absence.identifier, version: form.version, values: { status: 'requested' } })).statusCode).toBe(200);
    expect((await ask('agent', { object_name: 'absence', object_id: absence.identifier })).statusCode).toBe(200);
  });

  it('cannot be asked twice while one is active, even at the same instant', async () => {
    const absence = await askedAbsence();
    const second = await ask('agent', { object_name: 'absence', object_id: absence.identifier });
    expect([second.statusCode, second.json()]).toEqual([409, { message: text.alreadyActive }]);
    const fresh = await requestedAbsence();
    const both = await Promise.all([0, 1].map(() => ask('agent', { object_name: 'absence', object_id: fresh.identifier })));
    expect(both.map((response) => response.statusCode).toSorted()).toEqual([200, 409]);
    const count = await ctx.db.selectFrom('validation_request').select(({ fn }) => fn.countAll().as('n')).where('module', '=', 'absence').where('record_id', '=', fresh.identifier).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

/** A draft invoice of one line at 20 % VAT. */
async function invoiceOf(unitPrice: number) {
  const customer = (await create(clients.agent!, 'customer', { name: `Client ${unitPrice}`, kind: 'company' })).identifier;
  return create(clients.agent!, 'invoice', { customer }, { lines: [{ identifier: null, values: { label: 'Prestation', quantity: 1, unit_price: unitPrice, vat_rate: '20' } }] });
}

describe('invoices', () => {
  it('under 10 000 € including VAT call for no validation', async () => {
    const invoice = await invoiceOf(8000);
    expect(invoice.values.total_incl_vat).toBe(9600);
    expect(await stateOf('agent', 'invoice', invoice.identifier)).toMatchObject({ enabled: true, required: false });
    const asked = await ask('agent', { object_name: 'invoice', object_id: invoice.identifier });
    expect([asked.statusCode, asked.json()]).toEqual([400, { message: text.notRequired }]);
  });

  it('name their validators in French order, an accented capital beside its letter rather than after z', async () => {
    const invoice = await invoiceOf(9000);
    await ctx.app.db.kysely.updateTable('app_user').set({ name: 'Élise Leroy' }).where('username', '=', 'admin').execute();
    try {
      expect((await describeRequest('agent', 'invoice', invoice.identifier)).json<FormResponse>().values.step_1).toBe('Élise Leroy, Sophie Marchand');
    } finally {
      await ctx.app.db.kysely.updateTable('app_user').set({ name: 'Antoine Leroy' }).where('username', '=', 'admin').execute();
    }
  });

  it("above it are validated by an administrator, which leaves the invoice's values as they are", async () => {
    const invoice = await invoiceOf(9000);
    expect(invoice.values.total_incl_vat).toBe(10_800);
    expect((await stateOf('agent', 'invoice', invoice.identifier)).required).toBe(true);
    expect((await describeRequest('agent', 'invoice', invoice.identifier)).json<FormResponse>().values).toEqual({ step_1: 'Antoine Leroy, Sophie Marchand', comment: null });
    expect((await ask('agent', { object_name: 'invoice', object_id: invoice.identifier })).statusCode).toBe(200);
    expect((await stateOf('agent', 'invoice', invoice.identifier)).active_step).toEqual({ type: 'VALIDATION', status: 'ACTIVE', label: "Validation d'un administrateur", users: [{ name: 'Antoine Leroy' }, { name: 'Sophie Marchand' }] });
    const sent = await clients.agent!.save('invoice', { identifier: invoice.identifier, version: invoice.version, values: { status: 'sent' } });
    expect(sent.statusCode).toBe(403);
    expect((await processAs('agent', { object_name: 'invoice', object_id: invoice.identifier, action: '__process_validate' })).statusCode).toBe(403);
    const validated = await processAs('sadmin', { object_name: 'invoice', object_id: invoice.identifier, action: '__process_validate' });
    expect(validated.json<RecordValidation>().validation?.status).toBe('DONE');
    const form = (await clients.agent!.load('invoice', invoice.identifier)).json();
    expect(form).toMatchObject({ version: invoice.version, read_only: false, values: { status: 'draft' } });
    expect((await clients.agent!.save('invoice', { identifier: invoice.identifier, version: form.version, values: { status: 'sent' } })).statusCode).toBe(200);
  });
});

describe('the calls', () => {
  it("answer 404 on another organisation's record, whatever the call, and change nothing there", async () => {
    const mine = await requestedAbsence();
    const theirEmployee = (await create(clients['agent.lilas']!, 'employee', { last_name: 'Lilas', first_name: 'Rose', contract: 'cdi', hire_date: '2020-01-06' })).identifier;
    const theirs = await create(clients['agent.lilas']!, 'absence', { employee_id: theirEmployee, start_date: '2027-06-01', end_date: '2027-06-01' });
    expect((await read('agent.lilas', 'absence', mine.identifier)).statusCode).toBe(404);
    expect((await ask('agent.lilas', { object_name: 'absence', object_id: mine.identifier })).statusCode).toBe(404);
    expect((await ask('admin.lilas', { object_name: 'absence', object_id: mine.identifier })).statusCode).toBe(404);
    expect((await read('admin', 'absence', theirs.identifier)).statusCode).toBe(404);
    expect((await ask('admin', { object_name: 'absence', object_id: theirs.identifier })).statusCode).toBe(404);
    expect((await describeRequest('admin', 'absence', theirs.identifier)).statusCode).toBe(404);
    expect((await describeRequest('agent.lilas', 'absence', mine.identifier)).statusCode).toBe(404);
    expect((await ask('agent.lilas', { object_name: 'absence', object_id: theirs.identifier })).statusCode).toBe(200);
    for (const action of ['__process_validate', '__process_refuse'] as const) {
      expect((await processAs('admin', { object_name: 'absence', object_id: theirs.identifier, action })).statusCode).toBe(404);
    }
    expect((await stateOf('admin.lilas', 'absence', theirs.identifier)).validation?.status).toBe('ACTIVE');
    // A module the caller may not open is as unknown as a record that does not exist.
    expect((await read('partenaire', 'absence', mine.identifier)).statusCode).toBe(404);
    expect((await read('agent', 'absence', 999_999)).statusCode).toBe(404);
    expect((await read('agent', 'no_such_module', mine.identifier)).statusCode).toBe(404);
  });

  it('say so for a module without validation', async () => {
    const customer = (await create(clients.agent!, 'customer', { name: 'Sans validation', kind: 'company' })).identifier;
    expect(await stateOf('agent', 'customer', customer)).toEqual({
      enabled: false,
      required: false,
      active_step: null,
      validation: null,
      user_can_validate: false,
      associated_object_name: 'customer',
    });
    expect((await ask('agent', { object_name: 'customer', object_id: customer })).json()).toEqual({ message: text.notDeclared });
    expect((await processAs('admin', { object_name: 'customer', object_id: customer, action: '__process_validate' })).statusCode).toBe(400);
    // A read-only caller may not ask (partners only read customers).
    const readOnly = await ask('partenaire', { object_name: 'customer', object_id: customer });
    expect([readOnly.statusCode, readOnly.json()]).toEqual([403, { message: messages.form.readOnlyForm, protected: true }]);
  });

  it('refuse malformed requests in French, never with a 500, writing nothing', async () => {
    const absence = await requestedAbsence();
    const id = absence.identifier;
    const post = (params: string, payload: object) => ctx.app.inject({ method: 'POST', url: `/proxy/form/validation_workflow/${params}`, headers: bearer(tokens.agent!), payload });
    const named = { object_name: 'absence', object_id: id, id: 0 };
    const badParams = [
      formParams({}),
      formParams({ object_name: 'absence' }),
      formParams({ object_name: 'absence', object_id: 'abc', id: 0 }),
      formParams({ object_name: 'absence', object_id: 2_147_483_648, id: 0 }),
      formParams({ object_name: '../etc', object_id: id, id: 0 }),
      formParams({ object_name: 'absence', object_id: id, id: 5 }),
      'pas-du-base64!',
    ];
    const calls: [string, () => ReturnType<typeof post>][] = [
      ...badParams.flatMap((params): [string, () => ReturnType<typeof post>][] => [
        [`GET ${params}`, () => ctx.app.inject({ method: 'GET', url: `/proxy/form/validation_workflow/${params}`, headers: bearer(tokens.agent!) })],
        [`POST ${params}`, () => post(params, { identifier: null, values: {} })],
      ]),
      ...[
        { identifier: null, values: { comment: 'x'.repeat(2001) } },
        { identifier: null, values: { comment: 12 } },
        { identifier: null, values: { status: 'DONE' } },
        { identifier: null, values: { comment: 'a\u0000b' } },
        { identifier: 5, values: {} },
        { values: {} },
      ].map((payload): [string, () => ReturnType<typeof post>] => [JSON.stringify(payload), () => post(formParams(named), payload)]),
      ...[
        { object_name: 'absence', object_id: id },
        { object_name: 'absence', object_id: id, action: 'approve' },
        { object_name: 'absence', object_id: id, action: '__process_validate', user_id: 1 },
        { object_name: 'absence', object_id: id, action: '__process_refuse', comment: '\uD800' },
      ].map((payload): [string, () => ReturnType<typeof post>] => [JSON.stringify(payload), () => processAs('admin', payload)]),
    ];
    for (const [what, call] of calls) {
      const response = await call();
      expect({ what, status: response.statusCode }).toEqual({ what, status: 400 });
      expect(response.json<{ message: string }>().message).toMatch(/[a-zé]/);
    }
    const raw = await ctx.app.inject({ method: 'POST', url: requestUrl('absence', id), headers: { ...bearer(tokens.agent!), 'content-type': 'application/json' }, payload: '{"identifier":' });
    expect(raw.statusCode).toBe(400);
    for (const url of ['/api-internal/validation/absence/abc', '/api-internal/validation/absence/0', '/api-internal/validation/Absence/1']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(tokens.agent!) })).statusCode).toBe(400);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api-internal/validation/absence/${id}` })).statusCode).toBe(401);
    expect((await stateOf('agent', 'absence', id)).validation).toBeNull();
  });
});


describe('the form validation_workflow', () => {
  it('is provided once, and never over a module of that name', () => {
    const form = ctx.app.records.forms.formNamed('validation_workflow')!;
    expect(() => ctx.app.records.forms.provide('validation_workflow', form)).toThrow(/provided twice/);
    expect(() => ctx.app.records.forms.provide('absence', form)).toThrow(/also a module/);
  });
});

describe('a validation of several steps', () => {
  let own: TestContext;
  const ownTokens: Record<string, string> = {};
  beforeAll(async () => {
    own = await createTestApp({ modules: [agreementModule] });
    await enableEverywhere(own.app, ['agreement']);
    for (const username of ['agent', 'admin']) ownTokens[username] = await own.login(username);
  });
  afterAll(() => own.close());

  const call = (username: string, url: string, payload: object) => own.app.inject({ method: 'POST', url, headers: bearer(ownTokens[username]!), payload });

  it('moves from step to step, the signature step with its own message, and ends with the outcome of the last', async () => {
    const agent = formClient(own.app, ownTokens.agent!);
    const created = await create(agent, 'agreement', { title: 'Convention de stage' });
    const target = { object_name: 'agreement', object_id: created.identifier };
    const requestUrlOf = `/proxy/form/validation_workflow/${formParams({ object_name: 'agreement', object_id: created.identifier, id: 0 })}`;
    const described = (await own.app.inject({ method: 'GET', url: requestUrlOf, headers: bearer(ownTokens.agent!) })).json<FormResponse>();
    expect(described.values).toEqual({ step_1: 'Antoine Leroy, Sophie Marchand', step_2: 'Camille Durand', comment: null });
    expect([described.properties.step_1?.label, described.properties.step_2?.label]).toEqual(['Étape 1 : Accord de la direction (Validation)', 'Étape 2 : Signature (Signature électronique)']);
    expect((await call('agent', requestUrlOf, { identifier: null, values: {} })).statusCode).toBe(200);
    const asked = await own.app.inject({ method: 'GET', url: `/api-internal/validation/agreement/${created.identifier}`, headers: bearer(ownTokens.agent!) });
    expect(asked.json<RecordValidation>().active_step).toEqual({ type: 'VALIDATION', status: 'ACTIVE', label: 'Accord de la direction', users: [{ name: 'Antoine Leroy' }, { name: 'Sophie Marchand' }] });
    const first = await call('admin', '/api-internal/validation/process', { ...target, action: '__process_validate' });
    expect(first.json<RecordValidation>()).toMatchObject({
      active_step: { type: 'ELECTRONIC_SIGNATURE', status: 'ACTIVE', label: 'Signature', users: [{ name: 'Camille Durand' }] },
      validation: { status: 'ACTIVE', decisions: [{ step_index: 0, decision: 'validate', decidedBy: { name: 'Antoine Leroy' } }] },
      user_can_validate: false,
      lock_message: text.lockedBySignature,
    });
    const locked = await call('agent', '/proxy/form/agreement', { identifier: created.identifier, version: created.version, values: { title: 'Autre' } });
    expect([locked.statusCode, locked.json().message]).toEqual([403, text.lockedBySignature]);
    // The first step's validator no longer decides.
    expect((await call('admin', '/api-internal/validation/process', { ...target, action: '__process_refuse' })).statusCode).toBe(403);
    const signed = await call('agent', '/api-internal/validation/process', { ...target, action: '__process_validate' });
    expect(signed.json<RecordValidation>()).toMatchObject({ active_step: null, validation: { status: 'DONE', decisions: [{ step_index: 0 }, { step_index: 1, type: 'ELECTRONIC_SIGNATURE', decidedBy: { name: 'Camille Durand' } }] } });
    expect((await agent.load('agreement', created.identifier)).json()).toMatchObject({ read_only: false, values: { stage: 'signed' } });
  });
});
