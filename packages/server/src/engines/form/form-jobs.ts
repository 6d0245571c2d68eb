import type { FormSubmission } from '@ossature/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AUTH_USER_COLUMNS, authContextOf } from '../../auth/auth-context.js';
import { isoNow } from '../../infra/clock.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { loadAllowedModules } from '../../tenancy/allowed-modules.js';
import { type Caller, type FormDeps, callerOf } from './form-access.js';
import { saveForm } from './save-form.js';

interface JobPayload {
  rawParams: string | undefined;
  submission: FormSubmission;
}

/**
 * Saves of modules marked asynchronous (SPEC §4: 202 'Votre demande a été prise en compte…'): the validated
 * submission is queued in form_job and applied in the background, as its author. Jobs are claimed with a conditional
 * update, so several server instances can share the queue.
 */
export class FormJobs {
  private running: Promise<void> | null = null;

  constructor(
    private readonly deps: FormDeps,
    private readonly log: FastifyBaseLogger,
  ) {}

  async enqueue(caller: Caller, module: RegisteredModule, rawParams: string | undefined, submission: FormSubmission): Promise<void> {
    const payload: JobPayload = { rawParams, submission };
    await this.deps.db
      .insertInto('form_job')
      .values({
        client_id: caller.auth.clientId,
        user_id: caller.auth.userId,
        module: module.name,
        payload: JSON.stringify(payload),
        status: 'pending',
        error: null,
        created_at: isoNow(this.deps.clock),
        done_at: null,
      })
      .execute();
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
      const next = await db.selectFrom('form_job').select(['id', 'user_id', 'module', 'payload']).where('status', '=', 'pending').orderBy('id').limit(1).executeTakeFirst();
      if (!next) return;
      const claimed = await db.updateTable('form_job').set({ status: 'running' }).where('id', '=', next.id).where('status', '=', 'pending').executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      let error: string | null = null;
      try {
        const payload = JSON.parse(next.payload) as JobPayload;
        const caller = await this.callerFor(next.user_id);
        await saveForm(this.deps, caller, next.module, payload.rawParams, payload.submission, { fromJob: true });
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
