import { ApiError, ErrorReport, ErrorReportResponse } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../auth/auth-plugin.js';
import { isoNow } from '../../infra/clock.js';

/**
 * POST /api-internal/error — the error screen reports a render failure with the user's last actions (SPEC §7).
 * The report is stored for the tools page and logged at error level, which is what "the team was notified" means.
 */
export const errorReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api-internal/error',
    { schema: { body: ErrorReport, response: { 201: ErrorReportResponse, 400: ApiError } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const report = request.body;
      await app.db.kysely
        .insertInto('error_report')
        .values({
          code: report.code,
          client_id: auth.clientId,
          user_id: auth.userId,
          location: report.location,
          error: report.error,
          info: report.info,
          actions: JSON.stringify(report.actions),
          user_agent: request.headers['user-agent']?.slice(0, 500) ?? '',
          created_at: isoNow(app.clock),
        })
        .execute();
      request.log.error({ code: report.code, location: report.location, error: report.error }, 'client error report');
      return reply.status(201).send({ code: report.code });
    },
  );
};
