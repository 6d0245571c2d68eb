import { ApiError, Shortcut, ShortcutCreateRequest, ShortcutIdParams, ShortcutList } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { addShortcut, listShortcuts, removeShortcut } from './shortcut-actions.js';

/**
 * The top bar's shortcuts (SPEC §7 GET /api-internal/shortcutAction): the organisation's and the caller's own. Adding
 * and removing one's own go through the same path: the module's form is its administrators'.
 */
export const shortcutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api-internal/shortcutAction', { schema: { response: { 200: ShortcutList } } }, async (request) => listShortcuts(app.records, await app.callerOf(request)));

  app.post(
    '/api-internal/shortcutAction',
    { schema: { body: ShortcutCreateRequest, response: { 201: Shortcut, 400: ApiError, 404: ApiError } } },
    async (request, reply) => reply.status(201).send(await addShortcut(app.records, await app.callerOf(request), request.body)),
  );

  app.delete(
    '/api-internal/shortcutAction/:id',
    { schema: { params: ShortcutIdParams, response: { 204: Type.Null(), 404: ApiError } } },
    async (request, reply) => {
      await removeShortcut(app.records, await app.callerOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
