import type { FormSubmission } from '@ossature/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_USER_COLUMNS, authContextOf } from '../../auth/auth-context.js';
import { sql } from 'kysely';
import { isoNow } from '../../infra/clock.js';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { loadAllowedModules } from '../../tenancy/allowed-modules.js';
import { type Caller, type RecordDeps, callerOf } from '../../records/record-access.js';
import { conflictError } from './conflict.js';
import { saveForm } from './save-form.js';

interface JobPayload {
  rawParams: string | undefined;
  submission: FormSubmission;
  /** Queued behind saves of the same record by the same author: applies over them (see enqueue). */
  chained?: boolean;
}

/** Inside the queueing transaction, once the record is locked: checks the save against the stored record. */
export type QueueCheck = (trx: DynamicDb) => Promise<void>;

const UNFINISHED = ['pending', 'running'];

/**
 * Saves of modules marked asynchronous (SPEC §4: 202 'Votre demande a été prise en compte…'): the validated
 * submission is queued in form_job and applied in the background, as its author. Jobs are claimed with a conditional
 * update, so several server instances can share the queue; a record's jobs run one after the other, in order.
 *
 * A 202 promises the write, so a queued save must not fail later on a conflict. The checks happen when it is queued,
 * under a lock on the record: the stored version must be the one the user saw (else 409, as for any save), and a
 * save of the record still waiting in the queue by someone else is a conflict too (409 naming them; confirming
 * queues the save after theirs). The same author's waiting saves are not a conflict: the screen sends the whole
 * record each time, so the new save is queued to apply over them.
 */
export class FormJobs {
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: RecordDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  async enqueue(caller: Caller, module: RegisteredModule, rawParams: string | undefined, submission: FormSubmission, check: QueueCheck): Promise<void> {
    const recordId = submission.identifier;
    await this.deps.db.transaction().execute(async (trx) => {
      if (recordId !== null && this.deps.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${`form_job:${module.name}:${recordId}`}))`.execute(trx);
      }
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

  /** Starts working through the queue unless already doing so. */
  kick(): void {
    this.running ??= this.work().finally(() => {
      this.running = null;
    });
  }

  /** Resolves once the queue is empty (tests and graceful shutdown). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  private async work(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    const db = this.deps.db;
    for (;;) {
      // The oldest pending job whose record has no earlier job still waiting or running (on any instance).
      const next = await db
        .selectFrom('form_job as job')
        .select(['job.id', 'job.user_id', 'job.module', 'job.payload'])
        .where('job.status', '=', 'pending')
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
        .$castTo<{ id: number; user_id: number; module: string; payload: string }>()
        .executeTakeFirst();
      if (!next) return;
      const claimed = await db.updateTable('form_job').set({ status: 'running' }).where('id', '=', next.id).where('status', '=', 'pending').executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      let error: string | null = null;
      try {
        const payload = JSON.parse(next.payload) as JobPayload;
        const caller = await this.callerFor(next.user_id);
        await saveForm(this.deps, caller, next.module, payload.rawParams, payload.submission, { fromJob: true, chained: payload.chained });
      } catch (failure) {
        error = failure instanceof Error ? failure.message : String(failure);
        this.log.error({ job: next.id, err: failure }, 'asynchronous save failed');
      }
      await db
        .updateTable('form_job')
        .set({ status: error ? 'failed' : 'done', error, done_at: isoNow(this.deps.clock) })
        .where('id', '=', next.id)
        .execute();
    }
  }

  /** The job's author as they are now: a deactivated user's queued saves fail rather than run. */
  private async callerFor(userId: number): Promise<Caller> {
    const user = await this.deps.db
      .selectFrom('app_user')
      .select([...AUTH_USER_COLUMNS])
      .where('id', '=', userId)
      .where('active', '=', 1)
      .executeTakeFirstOrThrow();
    return callerOf(authContextOf(user, null, await loadAllowedModules(this.deps.db, user.id, user.client_id)));
  }
}
