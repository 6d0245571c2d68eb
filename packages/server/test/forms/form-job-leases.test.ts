import type { FormResponse, HistoryPage } from '@ossature/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_ATTEMPTS } from '../../src/engines/form/form-jobs.js';
import { isoAfter } from '../../src/infra/clock.js';
import { type FormClient, formClient } from '../helpers/form-calls.js';
import { holdQueue, runQueue } from '../helpers/job-queue.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/**
 * Queued (202) saves are claimed with a lease (FORM_JOB_LEASE_SECONDS, 30 s by default). Here the job rows are put in
 * the state a dying instance leaves them in, and the clock is moved past the lease; the crash test
 * (test/crash/queued-saves-crash.test.ts) does the same with real kill -9.
 */
const LEASE_MS = 30_000;

let ctx: TestContext;
let agent: FormClient;

beforeAll(async () => {
  ctx = await createTestApp({ seedSize: 1 });
  agent = formClient(ctx.app, await ctx.login('agent'));
});
afterAll(() => ctx.close());
afterEach(() => vi.restoreAllMocks());

const jobs = () => ctx.app.db.kysely.selectFrom('form_job');
const lastJob = () => jobs().select(['id', 'status', 'attempts', 'lease_token', 'error']).orderBy('id', 'desc').executeTakeFirstOrThrow();
const load = async (id: number) => (await agent.load('cms_page', id)).json<FormResponse>();
const modifications = async (id: number) => (await agent.history('cms_page', id)).json<HistoryPage>().data.filter((entry) => entry.main.type === 'Modification');

/** A seeded page, and a save of a new title for it queued but not yet applied. */
async function queuedTitleChange(slug: string, title: string) {
  const page = await ctx.db.selectFrom('cms_page').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  const id = Number(page.id);
  const before = await load(id);
  const release = holdQueue(ctx.app);
  expect((await agent.save('cms_page', { identifier: id, version: before.version, values: { title } })).statusCode).toBe(202);
  const job = await lastJob();
  return { id, before, job, release };
}

/** The job as an instance leaves it when it dies while applying it: running, under its claim. */
const diedWhileApplying = (jobId: number, leaseUntil: string | null, attempts = 1) =>
  ctx.app.db.kysely.updateTable('form_job').set({ status: 'running', lease_token: 'dead-instance', lease_until: leaseUntil, attempts }).where('id', '=', jobId).execute();

describe('a queued save whose instance died while applying it', () => {
  it('is left alone while the dead claim’s lease runs, then taken over and applied once', async () => {
    const { id, before, job, release } = await queuedTitleChange('elections', 'Élections de 2026');
    await diedWhileApplying(job.id, isoAfter(ctx.clock, LEASE_MS));

    await release();
    expect((await load(id)).values.title).toBe(before.values.title);
    expect(await lastJob()).toMatchObject({ status: 'running', lease_token: 'dead-instance' });

    ctx.clock.advance(LEASE_MS + 1000);
    await runQueue(ctx.app);
    const after = await load(id);
    expect(after.values.title).toBe('Élections de 2026');
    expect(after.version).toBe(before.version! + 1);
    expect(await lastJob()).toMatchObject({ status: 'done', attempts: 2, error: null });
    expect(await modifications(id)).toHaveLength(1);
  });

  it('is taken over at once when it was left running without a lease (a queue older than leases)', async () => {
    const { id, job, release } = await queuedTitleChange('etat-civil', 'État civil et mariages');
    await diedWhileApplying(job.id, null);
    await release();
    expect((await load(id)).values.title).toBe('État civil et mariages');
    expect(await lastJob()).toMatchObject({ status: 'done' });
  });

  it(`is never dropped after ${MAX_ATTEMPTS} claims that never finished: it waits, longer each time, then is applied once, and the record's later saves after it`, async () => {
    const { id, before, job, release } = await queuedTitleChange('horaires-de-la-mairie', 'Appliqué enfin');
    await diedWhileApplying(job.id, null, MAX_ATTEMPTS);
    await release();
    // Postponed by one lease, not claimed: nothing applied, the job still waiting.
    expect(await lastJob()).toMatchObject({ id: job.id, status: 'running', lease_token: 'postponed', attempts: MAX_ATTEMPTS });
    expect((await load(id)).values.title).toBe(before.values.title);

    // The record's next save is acknowledged and waits behind it.
    const later = await agent.save('cms_page', { identifier: id, version: before.version, values: { title: 'Horaires d’été' } });
    expect(later.statusCode).toBe(202);
    await runQueue(ctx.app);
    expect((await load(id)).values.title).toBe(before.values.title);

    // Claimed once the wait is over, and stopped again: the next wait is twice as long.
    ctx.clock.advance(LEASE_MS + 1000);
    await diedWhileApplying(job.id, isoAfter(ctx.clock, -1), MAX_ATTEMPTS + 1);
    await runQueue(ctx.app);
    expect(await jobs().select(['status', 'lease_token', 'lease_until']).where('id', '=', job.id).executeTakeFirstOrThrow()).toEqual({
      status: 'running',
      lease_token: 'postponed',
      lease_until: isoAfter(ctx.clock, 2 * LEASE_MS),
    });
    ctx.clock.advance(LEASE_MS + 1000);
    await runQueue(ctx.app);
    expect((await load(id)).values.title).toBe(before.values.title);

    // This time the instance lives: the save is applied, once, then the later one.
    ctx.clock.advance(LEASE_MS);
    await runQueue(ctx.app);
    expect(await jobs().select(['status', 'attempts']).where('id', '=', job.id).executeTakeFirstOrThrow()).toEqual({ status: 'done', attempts: MAX_ATTEMPTS + 2 });
    expect((await load(id)).values.title).toBe('Horaires d’été');
    expect((await modifications(id)).map((entry) => entry.main.modification)).toEqual([
      expect.objectContaining({ Titre: expect.objectContaining({ new: 'Horaires d’été' }) }),
      expect.objectContaining({ Titre: expect.objectContaining({ new: 'Appliqué enfin' }) }),
    ]);
  });
});

describe('a queued save whose claim another instance took over before it committed', () => {
  it('rolls back and writes nothing; the instance that holds the job applies it, once', async () => {
    const { id, before, job, release } = await queuedTitleChange('marches-publics', 'Marchés publics 2027');
    // Right after this instance's claim, another one takes the job over (this instance stalled past its lease).
    const jobsRunner = ctx.app.formJobs as unknown as { claim(job: unknown): Promise<string | null> };
    const claim = jobsRunner.claim.bind(jobsRunner);
    vi.spyOn(jobsRunner, 'claim').mockImplementationOnce(async (queued) => {
      const token = await claim(queued);
      await ctx.app.db.kysely.updateTable('form_job').set({ lease_token: 'other-instance' }).where('id', '=', job.id).execute();
      return token;
    });

    await release();
    expect((await load(id)).values.title).toBe(before.values.title);
    expect(await modifications(id)).toHaveLength(0);
    expect(await lastJob()).toMatchObject({ status: 'running', lease_token: 'other-instance' });

    // The other instance dies in turn: once its lease ran out, the job is applied, once.
    ctx.clock.advance(LEASE_MS + 1000);
    await runQueue(ctx.app);
    expect((await load(id)).values.title).toBe('Marchés publics 2027');
    expect(await modifications(id)).toHaveLength(1);
    expect(await lastJob()).toMatchObject({ status: 'done', attempts: 2 });
  });
});
