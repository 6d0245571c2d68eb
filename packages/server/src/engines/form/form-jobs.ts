import { randomUUID } from 'node:crypto';
import type { FormSubmission } from '@ossature/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type SqlBool, sql } from 'kysely';
import { BackgroundQueue } from '../../infra/background-worker.js';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { isoAfter, isoNow } from '../../infra/clock.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { actingCaller } from '../../records/acting-caller.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { conflictError } from './conflict.js';
import type { QueueCheck } from './queued-save.js';
import { saveForm } from './save-form.js';

interface JobPayload {
  rawParams: string | undefined;
  submission: FormSubmission;
  /** Queued behind saves of the same record by the same author: applies over them (see enqueue). */
  chained?: boolean;
}

const UNFINISHED = ['pending', 'running'];

/**
 * Claims of a job taken at once, however often its instance stops while applying it. From then on the job may be
 * what stops them: each new claim waits first (postponed), twice as long each time, up to an hour. It is never dropped —
 * it was acknowledged — and the record's later saves keep waiting behind it, in order.
 */
export const MAX_ATTEMPTS = 5;
const MAX_POSTPONEMENT_MS = 3_600_000;
/** The lease token of a job waiting out its postponement: once it runs out, the job is claimed as any other. */
const POSTPONED = 'postponed';

/** The claim that holds a job was lost (its lease ran out and another instance took the job over). */
class LeaseLost extends Error {}

/** A job any instance may claim now: waiting, or held by a claim whose lease ran out (its instance died). */
function claimable(now: string, table: 'job' | 'form_job') {
  const status = sql.ref(`${table}.status`);
  const leaseUntil = sql.ref(`${table}.lease_until`);
  return sql<SqlBool>`(${status} = 'pending' or (${status} = 'running' and (${leaseUntil} is null or ${leaseUntil} < ${now})))`;
}

/**
 * Saves of modules marked asynchronous (SPEC §4: 202 'Votre demande a été prise en compte…'): the validated
 * submission is queued in form_job and applied in the background, as its author. A record's jobs run one after the
 * other, in order, whichever instances share the queue.
 *
 * A 202 promises the write exactly once, whatever happens to the instance applying it. A job is claimed with a lease
 * (a token and an end time, renewed while the save runs); the save marks its job done inside its own transaction, and
 * only while its claim still holds, so the two commit together or not at all. An instance killed mid-save leaves
 * nothing applied and the job 'running' under a lease that runs out; then any instance, the restarted one included,
 * claims it again. An instance that merely stalled past its lease finds its claim gone at commit and rolls back.
 *
 * A 202 also promises the save will not fail later on a conflict. The checks happen when it is queued, under a lock
 * on the record: the stored version must be the one the user saw (else 409, as for any save), and a save of the
 * record still waiting in the queue by someone else is a conflict too (409 naming them; confirming queues the save
 * after theirs). The same author's waiting saves are not a conflict: the screen sends the whole record each time, so
 * the new save is queued to apply over them.
 */
export class FormJobs extends BackgroundQueue {
  constructor(
    private readonly deps: RecordDeps,
    private readonly log: FastifyBaseLogger,
    private readonly leaseMs: number,
  ) {
    // Every half lease: a job whose holder died is claimed again soon after its lease runs out unseen.
    super(log, 'queued saves', leaseMs / 2);
  }



  async enqueue(caller: Caller, module: RegisteredModule, rawParams: string | undefined, submission: FormSubmission, check: QueueCheck): Promise<void> {
    const recordId = submission.identifier;
    await this.deps.db.transaction().execute(async (trx) => {
      if (recordId !== null) await this.lockRecord(trx, module.name, recordId);
      await check(trx);
      const waiting =
        recordId === null
          ? []
          : await trx
              .selectFrom('form_job')
              .select(['user_id', 'created_at'])
              .where('module', '=', module.name)
              .where('record_id', '=', recordId)
              .where('status', 'in', UNFINISHED)
              .orderBy('id', 'desc')
              .execute();
      const other = waiting.find((job) => job.user_id !== caller.auth.userId);
      if (other && !submission.confirm_conflict) {
        throw await conflictError(trx, module, recordId!, submission.loaded_at ?? other.created_at, { updatedAt: other.created_at, updatedBy: other.user_id });
      }
      // Over someone else's waiting save, a confirmed save stays what it is: an overwrite, recorded as a conflict.
      const payload: JobPayload = { rawParams, submission, chained: waiting.length > 0 && !other };
      await trx
        .insertInto('form_job')
        .values({
          client_id: caller.auth.clientId,
          user_id: caller.auth.userId,
          module: module.name,
          record_id: recordId,
          payload: JSON.stringify(payload),
          status: 'pending',
          error: null,
          created_at: isoNow(this.deps.clock),
          done_at: null,
        })
        .execute();
    });
    this.kick();
  }



  /**
   * The lock a record's queue is checked and applied under (PostgreSQL; SQLite runs one transaction at a time): a
   * save being queued and one being applied never read the record while the other writes it.
   */
  private async lockRecord(trx: DynamicDb, module: string, recordId: number): Promise<void> {
    if (this.deps.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`form_job:${module}:${recordId}`}))`.execute(trx);
  }

  protected async work(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    for (;;) {
      const next = await this.nextJob();
      if (!next) return;
      const token = await this.claim(next);
      if (token) await this.apply(next, token);
    }
  }

  /** The oldest claimable job whose record has no earlier job still waiting or running (on any instance). */
  private nextJob() {
    return this.deps.db
      .selectFrom('form_job as job')
      .select(['job.id', 'job.user_id', 'job.module', 'job.payload', 'job.attempts', 'job.lease_token'])
      .where(claimable(isoNow(this.deps.clock), 'job'))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('form_job as earlier')
              .select('earlier.id')
              .whereRef('earlier.module', '=', 'job.module')
              .whereRef('earlier.record_id', '=', 'job.record_id')
              .whereRef('earlier.id', '<', 'job.id')
              .where('earlier.status', 'in', UNFINISHED),
          ),
        ),
      )
      .orderBy('job.id')
      .limit(1)
      .$castTo<QueuedJob>()
      .executeTakeFirst();
  }

  /**
   * Takes the job with a new lease, unless another instance was quicker (the update is conditional). A job whose
   * last MAX_ATTEMPTS or more claims never finished is postponed first instead (see MAX_ATTEMPTS). Answers the
   * claim's token, or null.
   */
  private async claim(job: QueuedJob): Promise<string | null> {
    const now = isoNow(this.deps.clock);
    const attempts = Number(job.attempts);
    if (attempts >= MAX_ATTEMPTS && job.lease_token !== POSTPONED) {
      const waitMs = Math.min(this.leaseMs * 2 ** (attempts - MAX_ATTEMPTS), MAX_POSTPONEMENT_MS);
      await this.jobs(now).where('id', '=', job.id).set({ status: 'running', lease_token: POSTPONED, lease_until: isoAfter(this.deps.clock, waitMs) }).execute();
      this.log.error({ job: job.id, attempts, waitMs }, 'asynchronous save postponed: its instance stopped during each of its last claims');
      return null;
    }
    const token = randomUUID();
    const claimed = await this.jobs(now)
      .where('id', '=', job.id)
      .set({ status: 'running', lease_token: token, lease_until: isoAfter(this.deps.clock, this.leaseMs), attempts: sql`attempts + 1` })
      .executeTakeFirst();
    return Number(claimed.numUpdatedRows) === 1 ? token : null;
  }

  /** Claimable jobs, to update. */
  private jobs(now: string) {
    return this.deps.db.updateTable('form_job').where(claimable(now, 'form_job'));
  }

  /** Applies the save while renewing the lease; the save itself marks the job done (QueuedSave.complete). */
  private async apply(job: QueuedJob, token: string): Promise<void> {
    const held = this.deps.db.updateTable('form_job').where('id', '=', job.id).where('lease_token', '=', token).where('status', '=', 'running');
    const renewal = setInterval(() => {
      held
        .set({ lease_until: isoAfter(this.deps.clock, this.leaseMs) })
        .execute()
        .catch((failure: unknown) => this.log.warn({ job: job.id, err: failure }, 'lease renewal failed'));
    }, this.leaseMs / 3);
    try {
      const payload = JSON.parse(job.payload) as JobPayload;
      const caller = await this.callerFor(job.user_id);
      await saveForm(this.deps, caller, job.module, payload.rawParams, payload.submission, {
        job: {
          chained: Boolean(payload.chained),
          lock: async (trx) => {
            if (payload.submission.identifier !== null) await this.lockRecord(trx, job.module, payload.submission.identifier);
          },
          complete: async (trx) => {
            const done = await trx
              .updateTable('form_job')
              .set({ status: 'done', done_at: isoNow(this.deps.clock), lease_until: null })
              .where('id', '=', job.id)
              .where('lease_token', '=', token)
              .where('status', '=', 'running')
              .executeTakeFirst();
            if (Number(done.numUpdatedRows) !== 1) throw new LeaseLost();
          },
        },
      });
    } catch (failure) {
      if (failure instanceof LeaseLost) {
        this.log.warn({ job: job.id }, 'asynchronous save rolled back: another instance took the job over');
        return;
      }
      this.log.error({ job: job.id, err: failure }, 'asynchronous save failed');
      const error = failure instanceof Error ? failure.message : String(failure);
      await held.set({ status: 'failed', error, done_at: isoNow(this.deps.clock), lease_until: null }).execute();
    } finally {
      clearInterval(renewal);
    }
  }

  /** The job's author as they are now: a deactivated user's queued saves fail rather than run. */
  private async callerFor(userId: number): Promise<Caller> {
    const caller = await actingCaller(this.deps.db, userId);
    if (!caller) throw new Error(`user ${userId} is no longer active`);
    return caller;
  }
}

interface QueuedJob {
  id: number;
  user_id: number;
  module: string;
  payload: string;
  attempts: number;
  lease_token: string | null;
}
