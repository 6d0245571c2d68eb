import { randomUUID } from 'node:crypto';
import { type BulkBatch, type BulkBatchStatus, formatMessage, messages } from '@ossature/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type Selectable, type SqlBool, sql } from 'kysely';
import { BackgroundQueue } from '../../../infra/background-worker.js';
import { isoAfter, isoNow } from '../../../infra/clock.js';
import type { DynamicDb } from '../../../infra/dynamic-db.js';
import { HttpError } from '../../../infra/http-error.js';
import type { BulkBatchTable } from '../../../infra/tables.js';
import type { RegisteredBulkAction, RegisteredModule } from '../../../metadata/registered-module.js';
import { actingCaller } from '../../../records/acting-caller.js';
import type { Caller, RecordDeps } from '../../../records/record-access.js';
import { notifyWatchers } from '../../../records/record-watchers.js';
import { type BulkWrite, BulkRefusal, type RecordChange, changeRecord } from './bulk-record.js';
import { type SelectedRows, refuseOutsideRule } from './bulk-selection.js';

/** A batch claimed this many times in a row without finishing a chunk stops (and what it changed is restored). */
export const MAX_BULK_ATTEMPTS = 3;
/** How long the author's batches stay listed. */
const LISTED_DAYS = 7;

type BatchRow = Selectable<BulkBatchTable>;

/** The batch was cancelled, or its claim lost to another instance: stop, the transaction under way rolls back. */
class Stopped extends Error {}

/** A batch any instance may work on now: waiting, or held by a claim whose lease ran out (its instance died). */
const claimable = (now: string) =>
  sql<SqlBool>`(status = 'queued' or (status in ('running', 'undoing') and (lease_until is null or lease_until < ${now})))`;

/**
 * Runs of bulk actions. A run starts by writing its batch and one item per selected record, in one transaction that
 * also checks the count the user confirmed and the action's rule (the first row outside it refuses the whole run).
 * Up to `directRows` records, the same transaction changes every record and answers when done: all or nothing.
 *
 * Larger runs are applied in the background, `chunkRows` records per transaction, by a job under a lease renewed
 * by each chunk (like form jobs and exports). A chunk marks its items done and counts its progress in the
 * transaction that changes its records, and commits only while its claim holds: a killed instance leaves the items
 * of the chunk under way pending, and whichever instance claims the batch next resumes there — each record is changed
 * exactly once. A record refused midway (it changed since and no longer passes the rules) stops the run, which then
 * restores what it had changed, so that a run is applied whole or not at all as far as nobody else changed the rows.
 *
 * Undo restores each record the run changed to its values before, unless someone changed it since (its version moved):
 * that one is kept as it is, and counted. A cancellation stops a run between two chunks; what is done can be undone.
 */
export class BulkBatches extends BackgroundQueue {
  constructor(
    private readonly deps: RecordDeps,
    private readonly log: FastifyBaseLogger,
    private readonly leaseMs: number,
    private readonly directRows: number,
    /** Records changed (or restored) per transaction in the background: few enough not to hold other saves up. */
    private readonly chunkRows: number,
  ) {
    super(log, 'bulk batches', leaseMs / 2);
  }





  /**
   * Starts a run of `action` with `values` on the selected rows: applied now when small (the answer's batch is done),
   * else queued. Nothing is written when the selection is empty, differs from what the user confirmed, or holds a
   * row the action may not change.
   */
  async run(caller: Caller, action: RegisteredBulkAction, selected: SelectedRows, values: Record<string, unknown>): Promise<BulkBatch> {
    const { module } = selected;
    const now = isoNow(this.deps.clock);
    let queued = false;
    const changedIds: number[] = [];
    const id = await this.deps.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('bulk_batch')
        .values({
          client_id: caller.auth.clientId,
          user_id: caller.auth.userId,
          module: module.name,
          action: action.name,
          list_name: module.name,
          values: JSON.stringify(values),
          status: 'running',
          total: 0,
          error: null,
          created_at: now,
          finished_at: null,
          lease_token: null,
          lease_until: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const batchId = Number(inserted.id);
      await trx
        .insertInto('bulk_batch_item')
        .columns(['batch_id', 'record_id', 'status'])
        .expression(
          trx
            .selectFrom(module.table)
            .where(() => selected.where)
            .select([sql<number>`cast(${batchId} as integer)`.as('batch_id'), 'id', sql<string>`'pending'`.as('status')]),
        )
        .execute();
      const total = await countItems(trx, batchId);
      if (total === 0) throw new HttpError(400, messages.listBulk.emptySelection);
      if (selected.expected !== null && total !== selected.expected) {
        throw new HttpError(409, formatMessage(messages.listBulk.selectionChanged, { count: total, expected: selected.expected }), { count: total });
      }
      await refuseOutsideRule(this.deps, caller, trx, action, module, batchId);
      queued = total > this.directRows;
      if (queued) {
        await trx.updateTable('bulk_batch').set({ total, status: 'queued' }).where('id', '=', batchId).execute();
        return batchId;
      }
      const ids = await pendingItems(trx, batchId, total);
      const write: BulkWrite = { deps: this.deps, caller, db: trx, module, batchId };
      for (const item of ids) {
        const change = await changeRecord(write, item.record_id, values);
        await markItem(trx, batchId, item.record_id, change);
        if (change.kind === 'changed') changedIds.push(item.record_id);
      }
      const changed = changedIds.length;
      await trx.updateTable('bulk_batch').set({ total, done: changed, status: 'done', finished_at: isoNow(this.deps.clock) }).where('id', '=', batchId).execute();
      return batchId;
    });
    if (queued) this.kick();
    else await this.tellWatchers(caller, module, values, changedIds);
    return this.get(caller, id);
  }

  /** The caller's batches of the last days, newest first. */
  async list(caller: Caller): Promise<BulkBatch[]> {
    const since = new Date(this.deps.clock.now().getTime() - LISTED_DAYS * 86_400_000).toISOString();
    const rows = await this.batches(caller).where('created_at', '>=', since).orderBy('id', 'desc').limit(50).execute();
    return rows.map((row) => this.describe(row));
  }

  /** One of the caller's batches; another user's or organisation's is as unknown as a missing one. */
  async get(caller: Caller, id: number): Promise<BulkBatch> {
    return this.describe(await this.own(caller, id));
  }

  /** Stops a run between two chunks (a queued one at once); what is done stays, and can be undone. */
  async cancel(caller: Caller, id: number): Promise<BulkBatch> {
    const row = await this.own(caller, id);
    const now = isoNow(this.deps.clock);
    const updated =
      row.status === 'queued'
        ? await this.deps.db.updateTable('bulk_batch').set({ status: 'cancelled', finished_at: now }).where('id', '=', id).where('status', '=', 'queued').executeTakeFirst()
        : await this.deps.db.updateTable('bulk_batch').set({ cancel_requested: 1 }).where('id', '=', id).where('status', '=', 'running').executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new HttpError(409, messages.listBulk.notCancellable);
    return this.get(caller, id);
  }

  /** Queues the undoing of a finished or cancelled run. */
  async undo(caller: Caller, id: number): Promise<BulkBatch> {
    const row = await this.own(caller, id);
    if (!this.describe(row).can_undo) throw new HttpError(409, messages.listBulk.notUndoable);
    const updated = await this.deps.db
      .updateTable('bulk_batch')
      .set({ status: 'undoing', done: 0, kept: 0, attempts: 0, error: null, finished_at: null, lease_token: null, lease_until: null })
      .where('id', '=', id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new HttpError(409, messages.listBulk.notUndoable);
    this.kick();
    return this.get(caller, id);
  }

  /**
   * The watchers of the records a committed run (or chunk) changed hear who changed them, as after a form save; so do
   * the side tools following the module's records.
   */
  private async tellWatchers(caller: Caller, module: RegisteredModule, values: Record<string, unknown>, recordIds: number[]): Promise<void> {
    const fields = Object.keys(values).map((name) => module.fieldByName.get(name)?.label ?? name);
    await notifyWatchers(this.deps, { clientId: caller.auth.clientId, module, recordIds, author: { userId: caller.auth.userId, name: caller.auth.name }, fields });
    await this.deps.changes.tell({ clientId: caller.auth.clientId, module, recordIds, kind: 'updated' });
  }

  private batches(caller: Caller) {
    return this.deps.db.selectFrom('bulk_batch').selectAll().where('client_id', '=', caller.auth.clientId).where('user_id', '=', caller.auth.userId);
  }

  private async own(caller: Caller, id: number): Promise<BatchRow> {
    const row = await this.batches(caller).where('id', '=', id).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.listBulk.batchNotFound);
    return row;
  }

  private describe(row: BatchRow): BulkBatch {
    const status = row.status as BulkBatchStatus;
    return {
      id: Number(row.id),
      action: row.action,
      label: this.deps.registry.bulkAction(row.action)?.declaration.label ?? row.action,
      list_name: row.list_name,
      status,
      total: Number(row.total),
      done: Number(row.done),
      kept: Number(row.kept),
      error: row.error,
      created_at: row.created_at,
      finished_at: row.finished_at,
      can_cancel: (status === 'queued' || status === 'running') && !row.cancel_requested,
      can_undo: (status === 'done' || status === 'cancelled') && Number(row.done) > 0,
    };
  }

  protected async work(): Promise<void> {
    for (let batch = await this.claim(); batch; batch = await this.claim()) await this.process(batch);
  }

  private async claim(): Promise<BatchRow | undefined> {
    for (;;) {
      const now = isoNow(this.deps.clock);
      const candidate = await this.deps.db.selectFrom('bulk_batch').select('id').where(claimable(now)).orderBy('id').limit(1).executeTakeFirst();
      if (!candidate) return undefined;
      const token = randomUUID();
      const claimed = await this.deps.db
        .updateTable('bulk_batch')
        .set((eb) => ({
          status: sql`case when status = 'queued' then 'running' else status end`,
          lease_token: token,
          lease_until: isoAfter(this.deps.clock, this.leaseMs),
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', candidate.id)
        .where(claimable(now))
        .executeTakeFirst();
      // Another instance claimed it between the two queries: look for the next one.
      if (Number(claimed.numUpdatedRows) === 0) continue;
      return this.deps.db.selectFrom('bulk_batch').selectAll().where('id', '=', candidate.id).executeTakeFirstOrThrow();
    }
  }

  private async process(batch: BatchRow): Promise<void> {
    const undoing = batch.status === 'undoing';
    try {
      if (batch.attempts > MAX_BULK_ATTEMPTS) throw new BulkStop(messages.listBulk.abandoned);
      const caller = await actingCaller(this.deps.db, batch.user_id);
      const action = this.deps.registry.bulkAction(batch.action);
      const module = this.deps.registry.get(batch.module);
      if (!caller || !action || !module) throw new BulkStop(messages.listBulk.authorInactive);
      if (undoing) await this.restore(batch, caller, module);
      else await this.apply(batch, caller, module);
    } catch (error) {
      if (error instanceof Stopped) return;
      const reason = error instanceof BulkStop || error instanceof BulkRefusal ? error.message : messages.listBulk.unexpected;
      if (!(error instanceof BulkStop || error instanceof BulkRefusal)) this.log.error({ err: error, batch: batch.id }, 'bulk batch failed');
      // A run that stops midway restores what it changed; an undo that cannot go on ends there.
      const next = undoing
        ? { status: 'failed', error: batch.error ?? reason, finished_at: isoNow(this.deps.clock), lease_token: null, lease_until: null }
        : { status: 'undoing', error: formatMessage(messages.listBulk.failedUndone, { reason }), done: 0, kept: 0, attempts: 0, lease_token: null, lease_until: null };
      await this.holding(this.deps.db, batch, next).catch(() => undefined);
    }
  }

  /** Updates the batch while this claim holds it; Stopped once it does not (taken over by another instance). */
  private async holding(db: DynamicDb, batch: BatchRow, values: Record<string, unknown>, status = batch.status): Promise<void> {
    const updated = await db
      .updateTable('bulk_batch')
      .set(values)
      .where('id', '=', batch.id)
      .where('status', '=', status)
      .where('lease_token', '=', batch.lease_token)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new Stopped();
  }

  /** Applies the run chunk by chunk until no item is pending, or a cancellation is seen. */
  private async apply(batch: BatchRow, caller: Caller, module: RegisteredModule): Promise<void> {
    const values = JSON.parse(batch.values) as Record<string, unknown>;
    for (;;) {
      const state = await this.deps.db.selectFrom('bulk_batch').select(['cancel_requested']).where('id', '=', batch.id).executeTakeFirstOrThrow();
      const finished = { finished_at: isoNow(this.deps.clock), lease_token: null, lease_until: null };
      if (state.cancel_requested) return this.holding(this.deps.db, batch, { status: 'cancelled', ...finished });
      const changed = await this.chunk(batch, caller, module, 'pending', (write, item) => changeRecord(write, item.record_id, values));
      if (!changed) return this.holding(this.deps.db, batch, { status: 'done', ...finished });
      await this.tellWatchers(caller, module, values, changed);
    }
  }

  /** Restores, chunk by chunk, the records the run changed and nobody changed since. */
  private async restore(batch: BatchRow, caller: Caller, module: RegisteredModule): Promise<void> {
    for (;;) {
      const restored = await this.chunk(batch, caller, module, 'done', async (write, item) => {
        try {
          return await changeRecord(write, item.record_id, JSON.parse(item.before ?? '{}') as Record<string, unknown>, item.after_version ?? undefined);
        } catch (error) {
          // The old values no longer pass the rules (a unique value taken since…): the record stays as it is.
          if (error instanceof BulkRefusal) return { kind: 'moved' } as const;
          throw error;
        }
      });
      if (!restored) {
        return this.holding(this.deps.db, batch, { status: batch.error ? 'failed' : 'undone', finished_at: isoNow(this.deps.clock), lease_token: null, lease_until: null });
      }
      // Restored records changed too (watchers are not told of an undo: they were told of the run).
      await this.deps.changes.tell({ clientId: caller.auth.clientId, module, recordIds: restored, kind: 'updated' });
    }
  }

  /**
   * One transaction: the next items in `status`, each handled, marked, and the progress counted with the lease
   * renewed — committed only if the claim still holds. The records changed; null when no item was left.
   */
  private async chunk(
    batch: BatchRow,
    caller: Caller,
    module: RegisteredModule,
    status: 'pending' | 'done',
    handle: (write: BulkWrite, item: Item) => Promise<RecordChange>,
  ): Promise<number[] | null> {
    return this.deps.db.transaction().execute(async (trx) => {
      const items = await trx
        .selectFrom('bulk_batch_item')
        .select(['record_id', 'before', 'after_version'])
        .where('batch_id', '=', batch.id)
        .where('status', '=', status)
        .orderBy('record_id')
        .limit(this.chunkRows)
        .execute();
      if (items.length === 0) return null;
      const write: BulkWrite = { deps: this.deps, caller, db: trx, module, batchId: Number(batch.id) };
      let done = 0;
      let kept = 0;
      const changed: number[] = [];
      for (const item of items) {
        const change = await handle(write, { record_id: Number(item.record_id), before: item.before, after_version: item.after_version === null ? null : Number(item.after_version) });
        if (change.kind === 'changed') changed.push(Number(item.record_id));
        if (status === 'pending') {
          await markItem(trx, batch.id, Number(item.record_id), change);
          if (change.kind === 'changed') done += 1;
        } else {
          const restored = change.kind === 'changed' || change.kind === 'unchanged';
          await trx.updateTable('bulk_batch_item').set({ status: restored ? 'restored' : 'kept' }).where('batch_id', '=', batch.id).where('record_id', '=', item.record_id).execute();
          if (restored) done += 1;
          else kept += 1;
        }
      }
      // A chunk done shows the batch does not take its instance down: only claims in a row without one count.
      await this.holding(trx, batch, { done: sql`done + ${done}`, kept: sql`kept + ${kept}`, attempts: 1, lease_until: isoAfter(this.deps.clock, this.leaseMs) });
      return changed;
    });
  }
}

interface Item {
  record_id: number;
  before: string | null;
  after_version: number | null;
}

/** A run cannot go on, for a reason its author reads. */
class BulkStop extends Error {}

async function countItems(db: DynamicDb, batchId: number): Promise<number> {
  const row = await db.selectFrom('bulk_batch_item').select(sql<number>`cast(count(*) as double precision)`.as('total')).where('batch_id', '=', batchId).executeTakeFirst();
  return Number(row?.total ?? 0);
}

async function pendingItems(db: DynamicDb, batchId: number, limit: number): Promise<{ record_id: number }[]> {
  const rows = await db.selectFrom('bulk_batch_item').select('record_id').where('batch_id', '=', batchId).where('status', '=', 'pending').orderBy('record_id').limit(limit).execute();
  return rows.map((row) => ({ record_id: Number(row.record_id) }));
}

/** An item once its record is handled: what the record held before, and the version the batch left it at. */
async function markItem(db: DynamicDb, batchId: number, recordId: number, change: RecordChange): Promise<void> {
  const values =
    change.kind === 'changed'
      ? { status: 'done', before: JSON.stringify(change.before), after_version: change.version }
      : { status: change.kind === 'unchanged' ? 'unchanged' : 'gone', before: null, after_version: null };
  await db.updateTable('bulk_batch_item').set(values).where('batch_id', '=', batchId).where('record_id', '=', recordId).execute();
}
