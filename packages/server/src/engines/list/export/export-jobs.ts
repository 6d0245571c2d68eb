import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type SqlBool, sql } from 'kysely';
import { BackgroundQueue } from '../../../infra/background-worker.js';
import { isoAfter, isoNow } from '../../../infra/clock.js';
import { actingCaller } from '../../../records/acting-caller.js';
import type { RecordDeps } from '../../../records/record-access.js';
import { prepareExport, writeExport } from './export-file.js';
import { exportFilePath, linkOf, retentionStart } from './export-links.js';

/** An export that took its instance down this many times is not tried again. */
export const MAX_EXPORT_ATTEMPTS = 3;
/** Progress is written, the lease renewed and a cancellation looked for at most this often. */
const HEARTBEAT_MS = 1000;

/** The export was cancelled, or its claim lost to another instance: stop writing, keep nothing. */
class Stopped extends Error {}

/** An export any instance may claim now: waiting, or held by a claim whose lease ran out (its instance died). */
const claimable = (now: string) => sql<SqlBool>`(status = 'queued' or (status = 'running' and lease_until < ${now}))`;

type ExportRow = Awaited<ReturnType<ExportJobs['claim']>> & object;

/**
 * Background exports: a job writes the file under DATA_DIR/exports, with its progress (rows written of the rows
 * matching), and the author downloads it from their recent exports for a day. Like form jobs, an export is claimed
 * with a lease renewed while it runs: a killed instance leaves it 'running' under a lease that runs out, and any
 * instance starts it again from the first row (a half-written file is never offered: it is written beside its
 * final name and renamed when whole). A cancellation is seen at the next heartbeat; the file is dropped.
 */
export class ExportJobs extends BackgroundQueue {
  constructor(
    private readonly deps: RecordDeps,
    private readonly log: FastifyBaseLogger,
    private readonly dir: string,
    private readonly leaseMs: number,
  ) {
    super(log, 'export jobs', leaseMs / 2);
  }





  protected async work(): Promise<void> {
    await this.purge();
    for (let job = await this.claim(); job; job = await this.claim()) await this.run(job);
  }

  /** Files of exports past their day are deleted; direct links long expired are forgotten. */
  private async purge(): Promise<void> {
    const old = await this.deps.db.selectFrom('list_export').select(['id', 'output']).where('status', '=', 'done').where('created_at', '<=', retentionStart(this.deps)).execute();
    for (const row of old) {
      await rm(exportFilePath(this.dir, row.id, row.output), { force: true });
      await this.deps.db.updateTable('list_export').set({ status: 'expired' }).where('id', '=', row.id).execute();
    }
    await this.deps.db.deleteFrom('list_export').where('status', '=', 'link').where('expires_at', '<=', retentionStart(this.deps)).execute();
  }

  async claim() {
    for (;;) {
      const now = isoNow(this.deps.clock);
      const candidate = await this.deps.db.selectFrom('list_export').select('id').where(claimable(now)).orderBy('id').limit(1).executeTakeFirst();
      if (!candidate) return undefined;
      const token = randomUUID();
      const claimed = await this.deps.db
        .updateTable('list_export')
        .set((eb) => ({ status: 'running', lease_token: token, lease_until: isoAfter(this.deps.clock, this.leaseMs), attempts: eb('attempts', '+', 1), rows_written: 0 }))
        .where('id', '=', candidate.id)
        .where(claimable(now))
        .executeTakeFirst();
      // Another instance claimed it between the two queries: look for the next one.
      if (Number(claimed.numUpdatedRows) === 0) continue;
      return this.deps.db.selectFrom('list_export').selectAll().where('id', '=', candidate.id).executeTakeFirstOrThrow();
    }
  }

  /** Updates the job's row while its claim holds; throws Stopped once it does not (cancelled, or taken over). */
  private async holding(job: ExportRow, values: Record<string, unknown>): Promise<void> {
    const updated = await this.deps.db
      .updateTable('list_export')
      .set(values)
      .where('id', '=', job.id)
      .where('status', '=', 'running')
      .where('lease_token', '=', job.lease_token)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new Stopped();
  }

  private async run(job: ExportRow): Promise<void> {
    const final = exportFilePath(this.dir, job.id, job.output);
    const part = `${final}.part`;
    try {
      if (job.attempts > MAX_EXPORT_ATTEMPTS) throw new Error(`export ${job.id} was started ${MAX_EXPORT_ATTEMPTS} times without finishing`);
      const caller = await actingCaller(this.deps.db, job.user_id);
      if (!caller) throw new Error(`user ${job.user_id} is no longer active`);
      const prepared = await prepareExport(this.deps, caller, linkOf(job));
      await this.holding(job, { rows_total: await prepared.rowCount() });
      await mkdir(this.dir, { recursive: true });
      const out = createWriteStream(part);
      let beat = Date.now();
      let written = 0;
      try {
        await writeExport(prepared, out, linkOf(job).encoding, async (rows) => {
          written = rows;
          if (Date.now() - beat < HEARTBEAT_MS) return;
          beat = Date.now();
          await this.holding(job, { rows_written: rows, lease_until: isoAfter(this.deps.clock, this.leaseMs) });
        });
      } catch (error) {
        out.destroy();
        throw error;
      }
      const { size } = await stat(part);
      await rename(part, final);
      await this.holding(job, { status: 'done', rows_written: written, file_size: size, finished_at: isoNow(this.deps.clock), lease_token: null, lease_until: null }).catch(async (error: unknown) => {
        await rm(final, { force: true });
        throw error;
      });
    } catch (error) {
      await rm(part, { force: true });
      if (error instanceof Stopped) return;
      this.log.error({ err: error, export: job.id }, 'background export failed');
      await this.holding(job, { status: 'failed', error: error instanceof Error ? error.message : String(error), finished_at: isoNow(this.deps.clock), lease_token: null, lease_until: null }).catch(
        () => undefined,
      );
    }
  }
}
