import { type BulkBatch, type RecordWorkflow, encodeParams, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { f } from '../../src/metadata/fields.js';
import { ui } from '../../src/metadata/layout.js';
import type { ModuleDefinition } from '../../src/metadata/module-definition.js';
import { ModuleRegistry } from '../../src/metadata/registry.js';
import { applicationModules } from '../../src/modules/index.js';
import { type FormClient, create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/** The states of a record (SPEC §3 'Workflow / state history'): transitions refused by the save, the history of states. */

let ctx: TestContext;
const tokens: Record<string, string> = {};
let agent: FormClient;
let admin: FormClient;
let employee: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const username of ['agent', 'admin', 'agent.lilas']) tokens[username] = await ctx.login(username);
  agent = formClient(ctx.app, tokens.agent!);
  admin = formClient(ctx.app, tokens.admin!);
  employee = (await create(agent, 'employee', { last_name: 'Étape', first_name: 'Louise', contract: 'cdi', hire_date: '2015-03-02' })).identifier;
});
afterAll(() => ctx.close());

const workflowOf = (username: string, objectName: string, objectId: number | string) =>
  ctx.app.inject({ method: 'GET', url: `/api-internal/workflow/${objectName}/${objectId}`, headers: bearer(tokens[username]!) });

const absence = (values: Record<string, unknown> = {}) =>
  create(agent, 'absence', { employee_id: employee, type: 'rtt', start_date: '2027-03-01', end_date: '2027-03-01', ...values });

const approveUrl = (ids: number[]) => `/proxy/form/absence_approve/${encodeURIComponent(encodeParams({ _list_name: 'absence', _list_selection: ids.join(',') }))}`;

const historyCount = async (table: string, id: number) =>
  Number((await ctx.db.selectFrom('history_entry').select(({ fn }) => fn.countAll().as('n')).where('table_name', '=', table).where('record_id', '=', id).executeTakeFirstOrThrow()).n);

describe('the form of a module with a workflow and a validation', () => {
  it('offers the status chip even to a new record, and the validation drawer to a saved one', async () => {
    expect((await agent.load('absence')).json<{ side_tools: string[] }>().side_tools).toEqual(['workflow']);
    const saved = await absence();
    expect((await agent.load('absence', saved.identifier)).json<{ side_tools: string[] }>().side_tools).toEqual(['workflow', 'comments', 'documents', 'tasks', 'history', 'validation']);
  });
});

describe('transitions', () => {
  it('refuse a save moving the state along a transition not declared, with a French error on the field, writing nothing', async () => {
    const created = await absence({ status: 'approved' });
    const before = { version: created.version, history: await historyCount('absence', created.identifier) };
    const refused = await agent.save('absence', { identifier: created.identifier, version: created.version, values: { status: 'refused', comment: 'Pas écrit' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: messages.form.saveFailed,
      errors: [{ path: 'status', text: "Le passage de « Validée » à « Refusée » n'est pas autorisé." }],
    });
    // The preflight says so too: the screen shows it before the save.
    const preflight = await agent.save('absence', { identifier: created.identifier, version: created.version, values: { status: 'refused' } }, '?preflight=1');
    expect(preflight.statusCode).toBe(400);
    const stored = (await agent.load('absence', created.identifier)).json();
    expect({ version: stored.version, status: stored.values.status, comment: stored.values.comment }).toEqual({ version: before.version, status: 'approved', comment: null });
    expect(await historyCount('absence', created.identifier)).toBe(before.history);
  });

  it('let a save move the state along a declared transition, and a new record start in any state', async () => {
    const created = await absence({ status: 'refused' });
    const asked = await agent.save('absence', { identifier: created.identifier, version: created.version, values: { status: 'requested' } });
    expect(asked.statusCode).toBe(200);
    const approved = await admin.save('absence', { identifier: created.identifier, version: asked.json().version, values: { status: 'approved' } });
    expect([approved.statusCode, approved.json().values.status]).toEqual([200, 'approved']);
    // Other changes leave the state where it is: always allowed.
    const commented = await agent.save('absence', { identifier: created.identifier, version: approved.json().version, values: { comment: 'Pont' } });
    expect(commented.statusCode).toBe(200);
  });

  it('hold for invoices: a draft is sent, then paid; a draft is never paid directly', async () => {
    const invoice = await create(agent, 'invoice', { customer: (await create(agent, 'customer', { name: 'Mercerie Dupin', kind: 'company' })).identifier }, {
      lines: [{ identifier: null, values: { label: 'Bobines', quantity: 2, unit_price: 10, vat_rate: '20' } }],
    });
    const paid = await agent.save('invoice', { identifier: invoice.identifier, version: invoice.version, values: { status: 'paid' } });
    expect([paid.statusCode, paid.json().errors]).toEqual([400, [{ path: 'status', text: "Le passage de « Brouillon » à « Payée » n'est pas autorisé." }]]);
    const sent = await agent.save('invoice', { identifier: invoice.identifier, version: invoice.version, values: { status: 'sent' } });
    expect(sent.statusCode).toBe(200);
    const settled = await agent.save('invoice', { identifier: invoice.identifier, version: sent.json().version, values: { status: 'paid' } });
    expect(settled.statusCode).toBe(200);
    const back = await agent.save('invoice', { identifier: invoice.identifier, version: settled.json().version, values: { status: 'cancelled' } });
    expect(back.statusCode).toBe(400);
    const history = (await workflowOf('agent', 'invoice', invoice.identifier)).json<RecordWorkflow>().history;
    expect(history.map((entry) => entry.to)).toEqual(['draft', 'sent', 'paid']);
  });

  it('bind bulk actions, whose undo puts back the state the run replaced', async () => {
    const requested = await absence({ status: 'requested' });
    const refused = await absence({ status: 'refused', start_date: '2027-03-02', end_date: '2027-03-02' });
    const run = (ids: number[]) => ctx.app.inject({ method: 'POST', url: approveUrl(ids), headers: bearer(tokens.admin!), payload: { identifier: null, values: {} } });
    // The action's own rule refuses a refused absence before the workflow would.
    expect((await run([refused.identifier])).statusCode).toBe(400);
    const applied = await run([requested.identifier]);
    expect(applied.statusCode).toBe(200);
    expect((await agent.load('absence', requested.identifier)).json().values.status).toBe('approved');
    const undo = await ctx.app.inject({ method: 'POST', url: `/proxy/bulk/${applied.json().bulk.batch_id}/undo`, headers: bearer(tokens.admin!) });
    expect(undo.statusCode).toBe(202);
    await ctx.app.bulkBatches.drain();
    const batch = (await ctx.app.inject({ method: 'GET', url: `/proxy/bulk/${applied.json().bulk.batch_id}`, headers: bearer(tokens.admin!) })).json<BulkBatch>();
    expect(batch).toMatchObject({ status: 'undone', done: 1, kept: 0 });
    expect((await agent.load('absence', requested.identifier)).json().values.status).toBe('requested');
  });
});

describe('state history', () => {
  it('lists the states the record entered, oldest first, with who moved it there and when', async () => {
    const created = await absence({ status: 'requested', start_date: '2027-04-05', end_date: '2027-04-06' });
    const createdAt = ctx.clock.now().toISOString();
    ctx.clock.advance(60_000);
    const refused = await admin.save('absence', { identifier: created.identifier, version: created.version, values: { status: 'refused' } });
    const refusedAt = ctx.clock.now().toISOString();
    ctx.clock.advance(60_000);
    // A change of something else is no state entered.
    const commented = await agent.save('absence', { identifier: created.identifier, version: refused.json().version, values: { comment: 'Autre date ?' } });
    ctx.clock.advance(60_000);
    await agent.save('absence', { identifier: created.identifier, version: commented.json().version, values: { status: 'requested' } });
    const askedAt = ctx.clock.now().toISOString();

    const response = await workflowOf('agent', 'absence', created.identifier);
    expect(response.statusCode).toBe(200);
    expect(response.json<RecordWorkflow>()).toEqual({
      states: {
        requested: { label: 'Demandée', icon: 'hourglass_empty' },
        approved: { label: 'Validée', icon: 'check_circle' },
        refused: { label: 'Refusée', icon: 'cancel' },
      },
      current: 'requested',
      history: [
        { to: 'requested', login: 'agent', led: createdAt },
        { to: 'refused', login: 'admin', led: refusedAt },
        { to: 'requested', login: 'agent', led: askedAt },
      ],
    });
  });

  it('is empty for a module without a workflow, and unreachable records answer 404 as everywhere', async () => {
    const customer = (await create(agent, 'customer', { name: 'Quincaillerie Morin', kind: 'company' })).identifier;
    expect((await workflowOf('agent', 'customer', customer)).json()).toEqual({ states: {}, current: null, history: [] });
    const mine = await absence({ start_date: '2027-05-03', end_date: '2027-05-03' });
    expect((await workflowOf('agent.lilas', 'absence', mine.identifier)).statusCode).toBe(404);
    expect((await workflowOf('agent', 'absence', 999_999)).statusCode).toBe(404);
    expect((await workflowOf('agent', 'no_such_module', mine.identifier)).statusCode).toBe(404);
    for (const id of ['abc', '0', '2147483648']) {
      const malformed = await workflowOf('agent', 'absence', id);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toMatch(/[a-zé]/);
    }
    expect((await ctx.app.inject({ method: 'GET', url: `/api-internal/workflow/absence/${mine.identifier}` })).statusCode).toBe(401);
  });
});

describe('declarations', () => {
  const absenceModule = applicationModules.find((module) => module.name === 'absence')!;
  const withWorkflow = (workflow: ModuleDefinition['workflow'], validation?: ModuleDefinition['validation']) => () =>
    new ModuleRegistry([...applicationModules.filter((module) => module !== absenceModule), { ...absenceModule, workflow, ...(validation ? { validation } : {}) }]);
  const states = { requested: { label: 'Demandée' }, approved: { label: 'Validée' }, refused: { label: 'Refusée' } };

  it('are checked at start-up: a choice field whose every option is a state, transitions between states', () => {
    expect(withWorkflow({ field: 'status', states, transitions: { requested: ['approved'] } })).not.toThrow();
    expect(withWorkflow({ field: 'comment', states, transitions: {} })).toThrow(/single-choice field/);
    expect(withWorkflow({ field: 'status', states: { requested: { label: 'Demandée' }, approved: { label: 'Validée' } }, transitions: {} })).toThrow(/option "refused"/);
    expect(withWorkflow({ field: 'status', states: { ...states, archived: { label: 'Archivée' } }, transitions: {} })).toThrow(/state "archived"/);
    expect(withWorkflow({ field: 'status', states, transitions: { requested: ['archived'] } })).toThrow(/leads to no state/);
    expect(withWorkflow({ field: 'status', states, transitions: { archived: ['requested'] } })).toThrow(/not a state/);
  });

  it('check what a validation writes: plain stored fields, with values they store', () => {
    const step = { type: 'VALIDATION' as const, label: 'Responsable', validators: async () => [] };
    const workflow = absenceModule.workflow;
    expect(withWorkflow(workflow, { steps: [step], onValidated: { status: 'approved' } })).not.toThrow();
    expect(withWorkflow(workflow, { steps: [] })).toThrow(/one step or more/);
    expect(withWorkflow(workflow, { steps: [step], onValidated: { status: 'archived' } })).toThrow(/not a stored value/);
    expect(withWorkflow(workflow, { steps: [step], onRefused: { days: 1 } })).toThrow(/plain stored field/);
    expect(withWorkflow(workflow, { steps: [step], onRefused: { employee_id: 1 } })).toThrow(/plain stored field/);
    expect(withWorkflow(workflow, { steps: [step], onRefused: { start_date: '2027-01-01' } })).toThrow(/read by a computed field/);
  });

  it('of a test module with its own workflow work the same', () => {
    const ticket: ModuleDefinition = {
      name: 'ticket',
      label: 'Tickets',
      recordName: 'Ticket',
      title: 'Ticket',
      recordLabel: { fields: ['title'] },
      fields: { title: f.string('Titre'), stage: f.radio('Étape', { options: [{ value: 'open', label: 'Ouvert' }, { value: 'closed', label: 'Fermé' }] }) },
      layout: ui.vertical('title', 'stage'),
      workflow: { field: 'stage', states: { open: { label: 'Ouvert' }, closed: { label: 'Fermé' } }, transitions: { open: ['closed'] } },
    };
    expect(() => new ModuleRegistry([ticket])).not.toThrow();
    expect(() => new ModuleRegistry([{ ...ticket, fields: { ...ticket.fields, title: f.string('Étape') } }])).toThrow(/also another field's/);
  });
});
