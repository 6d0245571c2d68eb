import path from 'node:path';
import fp from 'fastify-plugin';
import { ExportJobs } from './export/export-jobs.js';
import { matchingRows } from './list-selection.js';

declare module 'fastify' {
  interface FastifyInstance {
    exportJobs: ExportJobs;
  }
}

/**
 * The list engine's own part of the app: the jobs that write background exports (files under DATA_DIR/exports), and
 * the rows matching a list's query, provided to the records layer for bulk actions.
 */
export const listEnginePlugin = fp(
  async (app) => {
    const jobs = new ExportJobs(app.records, app.log, path.join(app.config.dataDir, 'exports'), app.config.exportJobLeaseSeconds * 1000);
    app.decorate('exportJobs', jobs);
    app.listSelections.provide(matchingRows);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'list-engine', dependencies: ['records'] },
);
