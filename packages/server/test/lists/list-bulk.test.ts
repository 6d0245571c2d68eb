import { BULK_MAX_IDS, type BulkBatch, type FormResponse, type HistoryPage, type ListData, type ListDefinition, type ListGroupRow, encodeParams, formatMessage, messages } from '@ossature/contract';
import { type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { salesModules } from '../../src/modules/sales/index.js';
import { adminOnlyInvoiceModules } from '../helpers/admin-only-invoices.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Bulk actions on a list (SPEC §7 'Other'): the form named by the action, submitted with the selection in its page
 * params, applies the change to every selected invoice with the rules of a form save — or to none of them.
 */

type Params = Record<string, string | number>;
type Invoice = { id: number; number: string; status: string; due_date: string | null; issue_date: string; version: number };

const filterOn = (status: string) => JSON.stringify({ operator: 'AND', filter_model: [{ column: 'status', operator: 'equal', value: status }] });
/** "Every invoice matching the search": the list's query, as the screen sends it with the count it showed. */
const allOf = (status: string, total: number): Params => ({
  _list_name: 'invoice',
  _list_all_selection: 1,
  _list_total: total,
  query: new URLSearchParams({ multiple_search: filterOn(status) }).toString(),
});
const idsOf = (ids: number[]): Params => ({ _list_name: 'invoice', _list_selection: ids.join(',') });

async function appWith(env: Record<string, string> = {}) {
  const ctx = await createTestApp({ seedSize: 1, modules: salesModules, env });
  // The demo's invoices are mostly sent or paid by now: one in ten is made a draft again, to have drafts to send.
  await ctx.db.updateTable('invoice').set({ status: 'draft' }).where(sql<SqlBool>`id % 10 = 0`).execute();
  return { ctx, admin: bearer(await ctx.login('admin')), lilasAdmin: bearer(await ctx.login('admin.lilas')) };
}

const url = (action: string, params: Params) => `/proxy/form/${action}/${encodeURIComponent(encodeParams(params))}`;

function callsOf(ctx: TestContext, headers: Record<string, string>) {
  return {
    dialog: (action: string, params: Params, as = headers) => ctx.app.inject({ method: 'GET', url: url(action, params), headers: as }),
    run: (action: string, params: Params, values: Record<string, unknown> = {}, as = headers) =>
      ctx.app.inject({ method: 'POST', url: url(action, params), headers: as, payload: { identifier: null, values } }),
    batch: (id: number, as = headers) => ctx.app.inject({ method: 'GET', url: `/proxy/bulk/${id}`, headers: as }),
    undo: (id: number, as = headers) => ctx.app.inject({ method: 'POST', url: `/proxy/bulk/${id}/undo`, headers: as }),
    cancel: (id: number, as = headers) => ctx.app.inject({ method: 'POST', url: `/proxy/bulk/${id}/cancel`, headers: as }),
    history: (id: number) => ctx.app.inject({ method: 'GET', url: `/proxy/form/history/invoice/${id}`, headers }),
  };
}

async function invoicesOf(ctx: TestContext, client: string): Promise<Invoice[]> {
  const rows = await ctx.db
    .selectFrom('invoice')
    .innerJoin('client', 'client.id', 'invoice.client_id')
    .select(['invoice.id', 'invoice.number', 'invoice.status', 'invoice.due_date', 'invoice.issue_date', 'invoice.version'])
    .where('client.code', '=', client)
    .orderBy('invoice.id')
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id), version: Number(row.version) }) as Invoice);
}

const batchesOf = async (ctx: TestContext) => Number((await ctx.db.selectFrom('bulk_batch').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('bulk actions applied at once', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let lilasAdmin: Record<string, string>;
  let calls: ReturnType<typeof callsOf>;
  beforeAll(async () => {
    ({ ctx, admin, lilasAdmin } = await appWith());
    calls = callsOf(ctx, admin);
  });
  afterAll(() => ctx.close());

  it('are offered by the list definition to those who may change its records', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/proxy/list/invoice', headers: admin });
    expect(response.json<ListDefinition>().bulk_actions).toEqual([
      { name: 'invoice_mark_sent', label: 'Marquer comme envoyées', icon: 'send', asks_values: false },
      { name: 'invoice_postpone_due', label: "Reporter l'échéance", icon: 'event', asks_values: true },
    ]);
  });

  it('open a dialog that says how many rows the selection holds now', async () => {
    const drafts = (await invoicesOf(ctx, 'saint-aubin')).filter((invoice) => invoice.status === 'draft');
    const response = await calls.dialog('invoice_postpone_due', allOf('draft', 0));
    expect(response.statusCode).toBe(200);
    const form = response.json<FormResponse>();
    expect(form.bulk).toEqual({ count: drafts.length });
    expect(form.title).toBe("Reporter l'échéance");
    expect(Object.keys(form.properties)).toEqual(['due_date']);
    expect(form.required).toEqual(['due_date']);
    expect(form.buttons).toEqual([{ name: 'save', title: 'Appliquer' }]);
  });

  it('change every listed row, each with a Bulk history entry naming the batch', async () => {
    const drafts = (await invoicesOf(ctx, 'saint-aubin')).filter((invoice) => invoice.status === 'draft').slice(0, 3);
    const response = await calls.run('invoice_mark_sent', idsOf(drafts.map((invoice) => invoice.id)));
    expect(response.statusCode).toBe(200);
    const form = response.json<FormResponse>();
    expect(form.submit_message).toEqual({ message: '3 ligne(s) modifiée(s).', color: 'success' });
    const after = await invoicesOf(ctx, 'saint-aubin');
    for (const draft of drafts) {
      const invoice = after.find((candidate) => candidate.id === draft.id)!;
      expect(invoice.status).toBe('sent');
      expect(invoice.version).toBe(draft.version + 1);
      const history = await calls.history(draft.id);
      expect(history.statusCode).toBe(200);
      const [entry] = history.json<HistoryPage>().data;
      expect(entry!.main).toMatchObject({ type: 'Bulk', modification: { Statut: 'Envoyée' }, bulk_batch_id: form.bulk!.batch_id });
    }
    const batch = (await calls.batch(form.bulk!.batch_id!)).json<BulkBatch>();
    expect(batch).toMatchObject({ status: 'done', total: 3, done: 3, can_undo: true, label: 'Marquer comme envoyées' });
  });

  it('act on every row matching the query, resolved on the server, once the count is confirmed', async () => {
    const sent = (await invoicesOf(ctx, 'saint-aubin')).filter((invoice) => invoice.status === 'sent');
    const response = await calls.run('invoice_postpone_due', allOf('sent', sent.length), { due_date: '2031-01-31' });
    expect(response.statusCode).toBe(200);
    expect(response.json<FormResponse>().submit_message?.message).toBe(`${sent.length} ligne(s) modifiée(s).`);
    const after = await invoicesOf(ctx, 'saint-aubin');
    expect(after.filter((invoice) => invoice.status === 'sent').every((invoice) => invoice.due_date === '2031-01-31')).toBe(true);
    expect(after.filter((invoice) => invoice.status !== 'sent').some((invoice) => invoice.due_date === '2031-01-31')).toBe(false);
    // The other organisation's invoices are not in its list.
    expect((await invoicesOf(ctx, 'lilas')).some((invoice) => invoice.due_date === '2031-01-31')).toBe(false);
  });

  it('act on the rows of one page of the list, in its order', async () => {
    const paid = (await invoicesOf(ctx, 'saint-aubin')).filter((invoice) => invoice.status === 'paid').toSorted((a, b) => a.number.localeCompare(b.number));
    const params = { ...allOf('paid', 5), _list_all_selection: 0, _list_page_selected: 1, page: 1, size: 5, iSortCol: 'number', sSortDir: 'asc' };
    const response = await calls.dialog('invoice_mark_sent', params);
    expect(response.json<FormResponse>().bulk).toEqual({ count: 5 });
    // Paid invoices are not drafts: the page of five is refused whole, naming the first.
    const refused = await calls.run('invoice_mark_sent', params);
    expect(refused.statusCode).toBe(400);
    const first = paid.slice(5, 10).toSorted((a, b) => a.id - b.id)[0]!;
    expect(refused.json<{ message: string }>().message).toMatch(
      new RegExp(`^La ligne « ${first.number} .*» ne peut pas être modifiée : seules les factures en brouillon peuvent être marquées envoyées\\.$`),
    );
  });

  it('act only on the rows of the list their page params open (a group’s rows), not on every row of the query', async () => {
    const before = await invoicesOf(ctx, 'saint-aubin');
    const groups = (await ctx.app.inject({ method: 'GET', url: '/proxy/list/data/invoice/50/0?group_by=status', headers: admin })).json<ListData>().data as ListGroupRow[];
    const drafts = groups.find((group) => group.values.value === 'draft')!;
    expect(drafts.count).toBe(before.filter((invoice) => invoice.status === 'draft').length);
    // The screen of the drafts' group: its page params name the group, its query the grouping and its level.
    const params = { _list_name: 'invoice', _list_params: drafts.params, _list_all_selection: 1, _list_total: drafts.count, query: 'group_by=status&group_level=1' };
    expect((await calls.dialog('invoice_postpone_due', params)).json<FormResponse>().bulk).toEqual({ count: drafts.count });
    const response = await calls.run('invoice_postpone_due', params, { due_date: '2033-03-31' });
    expect([response.statusCode, response.json<FormResponse>().submit_message?.message]).toEqual([200, `${drafts.count} ligne(s) modifiée(s).`]);
    const after = await invoicesOf(ctx, 'saint-aubin');
    expect(after.filter((invoice) => invoice.due_date === '2033-03-31').map((invoice) => invoice.id)).toEqual(before.filter((invoice) => invoice.status === 'draft').map((invoice) => invoice.id));
    // Without them, the same query is the whole list's: its count is not the group's.
    const whole = await calls.run('invoice_postpone_due', { ...params, _list_params: '', query: 'group_by=status' }, { due_date: '2033-04-30' });
    expect(whole.statusCode).toBe(409);
  });

  it('answer the preflight the screen asks before saving without running anything', async () => {
    const before = await invoicesOf(ctx, 'saint-aubin');
    const drafts = before.filter((invoice) => invoice.status === 'draft');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${url('invoice_mark_sent', allOf('draft', drafts.length))}?preflight=1`,
      headers: admin,
      payload: { identifier: null, values: {} },
    });
    expect([response.statusCode, response.json()]).toEqual([200, { errors: [], warnings: [] }]);
    expect(await invoicesOf(ctx, 'saint-aubin')).toEqual(before);
  });

  it('refuse the whole batch when one row is outside the action, naming it, and write nothing', async () => {
    const before = await invoicesOf(ctx, 'saint-aubin');
    const draft = before.find((invoice) => invoice.status === 'draft')!;
    const paid = before.find((invoice) => invoice.status === 'paid')!;
    const batches = await batchesOf(ctx);
    const response = await calls.run('invoice_mark_sent', idsOf([draft.id, paid.id]));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(`La ligne « ${paid.number}`);
    expect(await invoicesOf(ctx, 'saint-aubin')).toEqual(before);
    expect(await batchesOf(ctx)).toBe(batches);
  });

  it('refuse the whole batch when a row fails the rules of its form, naming the first one', async () => {
    const before = await invoicesOf(ctx, 'saint-aubin');
    const open = before.filter((invoice) => invoice.status === 'draft' || invoice.status === 'sent');
    // A due date cannot precede the invoice's date: the day before the latest issue date fails on that invoice only.
    const latest = open.reduce((a, b) => (b.issue_date > a.issue_date ? b : a));
    const dayBefore = new Date(Date.parse(`${latest.issue_date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const offender = open.filter((invoice) => invoice.issue_date > dayBefore).toSorted((a, b) => a.id - b.id)[0]!;
    const response = await calls.run('invoice_postpone_due', idsOf(open.map((invoice) => invoice.id).slice(0, 1000)), { due_date: dayBefore });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(new RegExp(`^La ligne « ${offender.number} .*» ne peut pas être modifiée : Échéance : `));
    expect(await invoicesOf(ctx, 'saint-aubin')).toEqual(before);
  });

  it('refuse a count that is no longer true, with the count of now, and write nothing', async () => {
    const before = await invoicesOf(ctx, 'saint-aubin');
    const drafts = before.filter((invoice) => invoice.status === 'draft').length;
    const response = await calls.run('invoice_mark_sent', allOf('draft', drafts + 1));
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      `La sélection compte maintenant ${drafts} ligne(s) au lieu de ${drafts + 1} : vérifiez-la puis confirmez à nouveau.`,
    );
    expect(await invoicesOf(ctx, 'saint-aubin')).toEqual(before);
  });

  it("answer 404 for another organisation's rows, and write nothing", async () => {
    const before = await invoicesOf(ctx, 'saint-aubin');
    const own = before.find((invoice) => invoice.status === 'draft')!;
    const foreign = (await invoicesOf(ctx, 'lilas')).find((invoice) => invoice.status === 'draft')!;
    const response = await calls.run('invoice_mark_sent', idsOf([own.id, foreign.id]));
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe(`La ligne n° ${foreign.id} est introuvable : elle a été supprimée ou ne fait pas partie de la liste.`);
    expect(await invoicesOf(ctx, 'saint-aubin')).toEqual(before);
  });

  it('refuse bad requests in French: unknown action, wrong list, bad selection, missing count, missing value', async () => {
    const draft = (await invoicesOf(ctx, 'saint-aubin')).find((invoice) => invoice.status === 'draft')!;
    // A name no action has is no form either: the form route answers it as such.
    const unknown = await calls.run('invoice_mark_lost', idsOf([draft.id]));
    expect([unknown.statusCode, unknown.json<{ message: string }>().message]).toEqual([404, "Ce formulaire n'existe pas."]);
    const wrongList = await calls.run('invoice_mark_sent', { ...idsOf([draft.id]), _list_name: 'quote' });
    expect([wrongList.statusCode, wrongList.json<{ message: string }>().message]).toEqual([400, "Cette action groupée ne s'applique pas à cette liste."]);
    for (const params of [{ _list_name: 'invoice' }, { ...idsOf([draft.id]), _list_all_selection: 1 }, idsOf([0]), { ...idsOf([draft.id]), _list_selection: 'abc' }]) {
      expect((await calls.run('invoice_mark_sent', params)).statusCode).toBe(400);
    }
    const withoutCount = await calls.run('invoice_mark_sent', { _list_name: 'invoice', _list_all_selection: 1 });
    expect(withoutCount.json<{ message: string }>().message).toBe('Le nombre de lignes confirmé manque : relancez l’action depuis la liste.');
    const badQuery = await calls.run('invoice_mark_sent', { ...allOf('draft', 1), query: 'sort_column=nope' });
    expect(badQuery.statusCode).toBe(400);
    const noDate = await calls.run('invoice_postpone_due', idsOf([draft.id]), {});
    expect([noDate.statusCode, noDate.json<{ errors: unknown[] }>().errors]).toEqual([400, [{ path: 'due_date', text: 'Ce champ est requis' }]]);
    const extraField = await calls.run('invoice_postpone_due', idsOf([draft.id]), { due_date: '2031-01-01', status: 'paid' });
    expect(extraField.statusCode).toBe(400);
    expect((await calls.run('invoice_mark_sent', allOf('draft', 0))).statusCode).toBe(409);
  });

  it('take as many rows one by one as the limit says, long ids included, and say so in French beyond it', async () => {
    const ids = Array.from({ length: BULK_MAX_IDS + 1 }, (_, index) => 900_000_000 + index);
    const atMost = await calls.run('invoice_mark_sent', idsOf(ids.slice(0, BULK_MAX_IDS)));
    expect(atMost.statusCode).toBe(404);
    expect(atMost.json<{ message: string }>().message).toMatch(/^La ligne n° 9000000\d\d est introuvable/);
    const beyond = await calls.run('invoice_mark_sent', idsOf(ids));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json<{ errors: unknown[] }>().errors).toEqual([{ path: '_list_selection', text: formatMessage(messages.listBulk.tooManyIds, { max: BULK_MAX_IDS }) }]);
  });

  it("keep each author's batches to themselves", async () => {
    const draft = (await invoicesOf(ctx, 'saint-aubin')).find((invoice) => invoice.status === 'draft')!;
    const { bulk } = (await calls.run('invoice_mark_sent', idsOf([draft.id]))).json<FormResponse>();
    expect((await calls.batch(bulk!.batch_id!, lilasAdmin)).statusCode).toBe(404);
    expect((await calls.undo(bulk!.batch_id!, lilasAdmin)).statusCode).toBe(404);
    const agent = bearer(await ctx.login('agent'));
    expect((await calls.batch(bulk!.batch_id!, agent)).statusCode).toBe(404);
    const listed = await ctx.app.inject({ method: 'GET', url: '/proxy/bulk', headers: admin });
    expect(listed.json<{ data: BulkBatch[] }>().data[0]).toMatchObject({ id: bulk!.batch_id, status: 'done' });
  });
});

describe('bulk actions on a list its user may only read', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ seedSize: 1, modules: adminOnlyInvoiceModules });
    await ctx.db.updateTable('invoice').set({ status: 'draft' }).where(sql<SqlBool>`id % 10 = 0`).execute();
  });
  afterAll(() => ctx.close());

  it('are neither offered nor run: 403 in French, nothing written, no batch', async () => {
    const agent = bearer(await ctx.login('agent'));
    const calls = callsOf(ctx, agent);
    const definition = await ctx.app.inject({ method: 'GET', url: '/proxy/list/invoice', headers: agent });
    expect([definition.statusCode, definition.json<ListDefinition>().bulk_actions]).toEqual([200, []]);
    const before = await invoicesOf(ctx, 'saint-aubin');
    const drafts = before.filter((invoice) => invoice.status === 'draft');
    for (const response of [
      await calls.dialog('invoice_mark_sent', idsOf(drafts.map((invoice) => invoice.id))),
      await calls.run('invoice_mark_sent', idsOf(drafts.map((invoice) => invoice.id))),
      await calls.run('invoice_postpone_due', allOf('draft', drafts.length), { due_date: '2031-01-31' }),
    ]) {
      expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([403, 'Ce formulaire est en lecture seule.']);
    }
    expect(await invoicesOf(ctx, 'saint-aubin')).toEqual(before);
    expect(await batchesOf(ctx)).toBe(0);
    // Its administrator may.
    const admin = bearer(await ctx.login('admin'));
    expect((await calls.run('invoice_mark_sent', idsOf([drafts[0]!.id]), {}, admin)).statusCode).toBe(200);
  });
});

describe('bulk actions in the background', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let calls: ReturnType<typeof callsOf>;
  beforeAll(async () => {
    // Beyond 5 rows a batch runs in the background, 4 records per transaction.
    ({ ctx, admin } = await appWith({ BULK_DIRECT_ROWS: '5', BULK_CHUNK_ROWS: '4' }));
    calls = callsOf(ctx, admin);
  });
  afterAll(() => ctx.close());

  const drafts = async () => (await invoicesOf(ctx, 'saint-aubin')).filter((invoice) => invoice.status === 'draft');

  it('answer 202 with the batch, whose progress reaches every row', async () => {
    const before = await drafts();
    expect(before.length).toBeGreaterThan(5);
    const response = await calls.run('invoice_mark_sent', allOf('draft', before.length));
    expect(response.statusCode).toBe(202);
    const { message, batch } = response.json<{ message: string; batch: BulkBatch }>();
    expect(message).toBe(`Le traitement de ${before.length} lignes a commencé : suivez son avancement dans vos traitements groupés.`);
    expect(batch).toMatchObject({ total: before.length, can_cancel: true });
    await ctx.app.bulkBatches.drain();
    expect((await calls.batch(batch.id)).json<BulkBatch>()).toMatchObject({ status: 'done', done: before.length, total: before.length, can_undo: true });
    expect(await drafts()).toEqual([]);

    // Undone as one: every invoice is a draft again, except the one someone changed meanwhile, which is kept.
    const touched = before[2]!;
    await ctx.db.updateTable('invoice').set({ notes: '<p>Relancée</p>', version: touched.version + 2 }).where('id', '=', touched.id).execute();
    expect((await calls.undo(batch.id)).statusCode).toBe(202);
    await ctx.app.bulkBatches.drain();
    expect((await calls.batch(batch.id)).json<BulkBatch>()).toMatchObject({ status: 'undone', done: before.length - 1, kept: 1, can_undo: false });
    expect((await drafts()).map((invoice) => invoice.id)).toEqual(before.filter((invoice) => invoice.id !== touched.id).map((invoice) => invoice.id));
    expect((await calls.undo(batch.id)).statusCode).toBe(409);
  });

  it('stop when a row no longer passes the rules, and restore what they had changed', async () => {
    const before = await drafts();
    // The last draft (by id) cannot take a due date before its issue date: the first chunks apply, then it fails.
    const last = before[before.length - 1]!;
    await ctx.db.updateTable('invoice').set({ issue_date: '2032-06-01' }).where('id', '=', last.id).execute();
    const response = await calls.run('invoice_postpone_due', allOf('draft', before.length), { due_date: '2032-01-15' });
    expect(response.statusCode).toBe(202);
    const { batch } = response.json<{ batch: BulkBatch }>();
    await ctx.app.bulkBatches.drain();
    const ended = (await calls.batch(batch.id)).json<BulkBatch>();
    expect(ended.status).toBe('failed');
    expect(ended.error).toMatch(new RegExp(`^La ligne « ${last.number} .*» ne peut pas être modifiée : Échéance : .* Les lignes déjà modifiées ont été rétablies\\.$`));
    const after = await drafts();
    expect(after.map(({ id, due_date }) => ({ id, due_date }))).toEqual(before.map(({ id, due_date }) => ({ id, due_date })));
    await ctx.db.updateTable('invoice').set({ issue_date: last.issue_date }).where('id', '=', last.id).execute();
  });

  it('can be cancelled before they start, and between two chunks', async () => {
    await ctx.app.bulkBatches.stop();
    try {
      const before = await drafts();
      const queued = (await calls.run('invoice_mark_sent', allOf('draft', before.length))).json<{ batch: BulkBatch }>().batch;
      expect(queued.status).toBe('queued');
      expect((await calls.cancel(queued.id)).json<BulkBatch>()).toMatchObject({ status: 'cancelled', can_undo: false });

      // A running batch (its holder's lease ran out) sees the cancellation at its next chunk.
      const running = (await calls.run('invoice_mark_sent', allOf('draft', before.length))).json<{ batch: BulkBatch }>().batch;
      await ctx.db.updateTable('bulk_batch').set({ status: 'running', lease_token: 'elsewhere', lease_until: '2000-01-01T00:00:00.000Z' }).where('id', '=', running.id).execute();
      expect((await calls.cancel(running.id)).json<BulkBatch>()).toMatchObject({ status: 'running', can_cancel: false });
      ctx.app.bulkBatches.start();
      await ctx.app.bulkBatches.drain();
      expect((await calls.batch(running.id)).json<BulkBatch>()).toMatchObject({ status: 'cancelled', done: 0 });
      expect(await drafts()).toEqual(before);
      expect((await calls.cancel(running.id)).statusCode).toBe(409);
    } finally {
      ctx.app.bulkBatches.start();
    }
  });

  it('stop after claims in a row that never finish a chunk, and restore what was changed', async () => {
    await ctx.app.bulkBatches.stop();
    const before = await drafts();
    const { batch } = (await calls.run('invoice_mark_sent', allOf('draft', before.length))).json<{ batch: BulkBatch }>();
    // Three instances took it and died before finishing a chunk: the fourth claim gives up.
    await ctx.db.updateTable('bulk_batch').set({ status: 'running', lease_token: 'dead', lease_until: '2000-01-01T00:00:00.000Z', attempts: 3 }).where('id', '=', batch.id).execute();
    ctx.app.bulkBatches.start();
    await ctx.app.bulkBatches.drain();
    expect((await calls.batch(batch.id)).json<BulkBatch>()).toMatchObject({
      status: 'failed',
      error: "Le traitement s'est interrompu plusieurs fois sans aboutir : relancez-le depuis la liste. Les lignes déjà modifiées ont été rétablies.",
    });
    expect(await drafts()).toEqual(before);
  });

  it('resume where an instance that died left them, changing each record once', async () => {
    await ctx.app.bulkBatches.stop();
    const before = await drafts();
    const { batch } = (await calls.run('invoice_mark_sent', allOf('draft', before.length))).json<{ batch: BulkBatch }>();
    // The dead instance had committed its first chunk, then was killed with its lease still on the batch.
    const firstChunk = before.slice(0, 4).map((invoice) => invoice.id);
    await ctx.db.updateTable('bulk_batch').set({ status: 'running', lease_token: 'dead', lease_until: '2000-01-01T00:00:00.000Z', attempts: 1, done: 4 }).where('id', '=', batch.id).execute();
    await ctx.db.updateTable('bulk_batch_item').set({ status: 'done', before: JSON.stringify({ status: 'draft' }) }).where('batch_id', '=', batch.id).where('record_id', 'in', firstChunk).execute();
    await ctx.db.updateTable('invoice').set({ status: 'sent' }).where('id', 'in', firstChunk).execute();
    ctx.app.bulkBatches.start();
    await ctx.app.bulkBatches.drain();
    expect((await calls.batch(batch.id)).json<BulkBatch>()).toMatchObject({ status: 'done', done: before.length });
    expect(await drafts()).toEqual([]);
    const entries = await ctx.db.selectFrom('history_entry').select('record_id').where('bulk_batch_id', '=', batch.id).execute();
    // The dead instance's chunk was not applied again: only the others wrote their entry here.
    expect(entries.map((entry) => Number(entry.record_id)).toSorted((a, b) => a - b)).toEqual(before.slice(4).map((invoice) => invoice.id));
  });
});
