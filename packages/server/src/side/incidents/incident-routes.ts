import { ApiError, IncidentAddRequest, IncidentCounter, IncidentIdParams, IncidentMessage, IncidentThread, IncidentThreadQuery } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addIncidentMessage, incidentCounter, incidentThread } from './incident-actions.js';
import { announceIncidents } from './incident-events.js';
import { incidentsOf } from './incident-module.js';
import { deleteMessages } from './incident-store.js';

const errors = { 400: ApiError, 404: ApiError };

/**
 * The incident calls of SPEC §7: GET /api-internal/incident/counter, GET /api-internal/incident/{id}/messages and
 * POST /api-internal/incident/{id}/add. The incidents are the records of the module declaring `incidents`; the
 * records layer tells this tool of every committed save or deletion of one, so that the organisation hears of what
 * moves the counter (INCIDENTS_UPDATED), whichever screen made the change.
 */
export const incidentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.records;
  const incidents = incidentsOf(deps);
  if (incidents) {
    deps.changes.listen(async (change) => {
      if (change.module !== incidents.module) return;
      if (change.kind === 'deleted') await deleteMessages(deps.db, change.clientId, change.recordIds);
      await announceIncidents(deps, incidents, change.clientId);
    });
  }

  app.get('/api-internal/incident/counter', { schema: { response: { 200: IncidentCounter, 400: ApiError } } }, async (request) =>
    incidentCounter(deps, await app.callerOf(request)),
  );

  app.get(
    '/api-internal/incident/:id/messages',
    { schema: { params: IncidentIdParams, querystring: IncidentThreadQuery, response: { 200: IncidentThread, ...errors } } },
    async (request) => incidentThread(deps, await app.callerOf(request), request.params.id, request.query.before_id),
  );

  app.post(
    '/api-internal/incident/:id/add',
    { schema: { params: IncidentIdParams, body: IncidentAddRequest, response: { 201: IncidentMessage, ...errors, 409: ApiError } } },
    async (request, reply) => reply.status(201).send(await addIncidentMessage(deps, await app.callerOf(request), request.params.id, request.body.message)),
  );
};
