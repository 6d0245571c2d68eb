import { KpiList } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { kpisOf } from './kpi-values.js';

/** GET /api-internal/kpi (SPEC §7): the home page's indicators, as the caller's organisation stands now. */
export const kpiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api-internal/kpi', { schema: { response: { 200: KpiList } } }, async (request) => kpisOf(app.records, await app.callerOf(request)));
};
