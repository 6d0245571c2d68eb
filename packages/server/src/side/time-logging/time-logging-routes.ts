import { ApiError, TimeLoggingAnswer, TimeLoggingRequest, TimeLoggingState } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { changeTimeLogging, timeLoggingState } from './time-logging-actions.js';

/**
 * The top bar's activity popover (SPEC §7 GET, POST /api-internal/time_logging): the caller's activities with their
 * time today, starting and stopping them; every rule is in time-logging-actions.ts.
 */
export const timeLoggingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api-internal/time_logging', { schema: { response: { 200: TimeLoggingState } } }, async (request) => timeLoggingState(app.records, await app.callerOf(request)));

  app.post(
    '/api-internal/time_logging',
    { schema: { body: TimeLoggingRequest, response: { 200: TimeLoggingAnswer, 400: ApiError, 403: ApiError, 409: ApiError } } },
    async (request) => changeTimeLogging(app.records, await app.callerOf(request), request.body),
  );
};
