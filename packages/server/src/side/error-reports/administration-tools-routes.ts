import { AdministrationTools, ApiError, type TrackedAction, messages } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../../auth/auth-plugin.js';
import { HttpError } from '../../infra/http-error.js';

const REPORTS_SHOWN = 50;

/** GET /api-internal/administration/tools — super admins only; others get a protected 403 (no token refresh). */
export const administrationToolsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api-internal/administration/tools',
    { schema: { response: { 200: AdministrationTools, 403: ApiError } } },
    async (request) => {
      const auth = requireAuth(request);
      if (!auth.isSuperAdmin) throw new HttpError(403, messages.auth.forbidden, { protected: true });
      const db = app.db.kysely;
      const [clients, reports] = await Promise.all([
        db
          .selectFrom('client')
          .leftJoin('app_user', 'app_user.client_id', 'client.id')
          .select((eb) => ['client.id', 'client.code', 'client.name', eb.fn.count<number>('app_user.id').as('users')])
          .groupBy(['client.id', 'client.code', 'client.name'])
          .orderBy('client.name')
          .execute(),
        db
          .selectFrom('error_report')
          .innerJoin('app_user', 'app_user.id', 'error_report.user_id')
          .select([
            'error_report.code',
            'error_report.created_at',
            'app_user.username',
            'error_report.location',
            'error_report.error',
            'error_report.actions',
          ])
          .where('error_report.client_id', '=', auth.clientId)
          .orderBy('error_report.created_at', 'desc')
          .orderBy('error_report.id', 'desc')
          .limit(REPORTS_SHOWN)
          .execute(),
      ]);
      return {
        app_version: app.appVersion,
        database: app.db.dialect,
        clients: clients.map((client) => ({ ...client, users: Number(client.users) })),
        error_reports: reports.map((report) => ({ ...report, actions: JSON.parse(report.actions) as TrackedAction[] })),
      };
    },
  );
};
