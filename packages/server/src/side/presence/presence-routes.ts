import { ApiError, PresenceParams, PresenceRequest, RecordPresence } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { readPresence, updatePresence } from './presence-actions.js';

const errors = { 400: ApiError, 403: ApiError, 404: ApiError };

/**
 * Who else has a record open (beyond the spec, issue 14 item 7): GET /api-internal/presence/{form}/{id} for a screen
 * that opens, POST /api-internal/presence {form, id, tab, state} for a tab that arrives, beats or leaves. Whoever may
 * read the record may say they are on it.
 */
export const presenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api-internal/presence/:form/:id', { schema: { params: PresenceParams, response: { 200: RecordPresence, ...errors } } }, async (request) =>
    readPresence(app.records, await app.callerOf(request), request.params.form, request.params.id),
  );

  app.post('/api-internal/presence', { schema: { body: PresenceRequest, response: { 200: RecordPresence, ...errors } } }, async (request) =>
    updatePresence(app.records, await app.callerOf(request), request.body),
  );
};
