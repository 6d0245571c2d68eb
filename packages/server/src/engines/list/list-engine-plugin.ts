import path from 'node:path';
import fp from 'fastify-plugin';
import { ExportJobs } from './export/export-jobs.js';
import { removeOrphanedScratch } from './export/scratch-files.js';
import { XLS_SCRATCH } from './export/xls-format.js';
import { configurationErrors } from './configuration-check.js';
import { matchingRows } from './list-selection.js';

declare module 'fastify' {
  interface FastifyInstance {
    exportJobs: ExportJobs;
  }
}

/**
 * The list engine's own part of the app: the jobs that write background exports (files under DATA_DIR/exports), and
 * the rows matching a list's query, provided to the records layer for bulk actions, and the check of a configuration
 * against its list, for the configuration forms. At start, the xls scratch files
 * a killed process left behind are removed.
 */
export const listEnginePlugin = fp(
  async (app) => {
    const jobs = new ExportJobs(app.records, app.log, path.join(app.config.dataDir, 'exports'), app.config.exportJobLeaseSeconds * 1000);
    app.decorate('exportJobs', jobs);
    app.listSelections.provide(matchingRows);
    app.records.configurationChecks.provide((caller, listName, body, forEveryOrganisation) => configurationErrors(app.records, caller, listName, body, forEveryOrganisation));
    app.addHook('onReady', async () => {
      const removed = await removeOrphanedScratch(XLS_SCRATCH);
      if (removed > 0) app.log.info({ removed }, 'removed the xls scratch directories of exports cut short');
      jobs.start();
    });
    app.addHook('onClose', () => jobs.stop());
  },
  { name: 'list-engine', dependencies: ['records'] },
);
