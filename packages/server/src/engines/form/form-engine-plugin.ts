import fp from 'fastify-plugin';
import { FormJobs } from './form-jobs.js';

declare module 'fastify' {
  interface FastifyInstance {
    formJobs: FormJobs;
  }
}

/** The form engine's own part of the app: the job queue that applies asynchronous saves (SPEC §4, HTTP 202). */
export const formEnginePlugin = fp(
  async (app) => {
    const jobs = new FormJobs(app.records, app.log, app.config.formJobLeaseSeconds * 1000);
    app.decorate('formJobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'form-engine', dependencies: ['records'] },
);
