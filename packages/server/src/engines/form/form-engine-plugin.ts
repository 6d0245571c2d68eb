import fp from 'fastify-plugin';
import { BulkBatches } from './bulk/bulk-batches.js';
import { FormJobs } from './form-jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    formJobs: FormJobs;
    bulkBatches: BulkBatches;
  }
}

/**
 * The form engine's own part of the app: the job queue that applies asynchronous saves (SPEC §4, HTTP 202), and the
 * one that applies and undoes large bulk actions.
 */
export const formEnginePlugin = fp(
  async (app) => {
    const jobs = new FormJobs(app.records, app.log, app.config.formJobLeaseSeconds * 1000);
    app.decorate('formJobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
    const batches = new BulkBatches(app.records, app.log, app.config.bulkJobLeaseSeconds * 1000, app.config.bulkDirectRows, app.config.bulkChunkRows);
    app.decorate('bulkBatches', batches);
    app.addHook('onReady', () => batches.start());
    app.addHook('onClose', () => batches.stop());
  },
  { name: 'form-engine', dependencies: ['records'] },
);
