import {
  APP_VERSION_HEADER,
  ApiError,
  User,
  UserSettingsPatch,
  UserSettingsPatchResponse,
  messages,
} from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAuth } from '../auth/auth-plugin.js';
import { HttpError } from '../infra/http-error.js';
import { loadUserProfile } from './user-profile.js';
import { saveUserSettings } from './user-settings.js';

/** GET /api-internal/user and PATCH /api-internal/user/settings (SPEC §7). */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api-internal/user',
    { schema: { response: { 200: User, 401: ApiError } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const profile = await loadUserProfile(app.db.kysely, auth.userId, app.config);
      if (!profile) throw new HttpError(401, messages.auth.unauthenticated);
      // The web client calls this to refresh its session (SPEC §8): an ageing token is exchanged here.
      const token = await app.sessionTokens.refreshIfAging(auth.activeToken, auth.token);
      reply.header(APP_VERSION_HEADER, app.appVersion);
      return { ...profile, token };
    },
  );

  app.patch(
    '/api-internal/user/settings',
    { schema: { body: UserSettingsPatch, response: { 200: UserSettingsPatchResponse, 400: ApiError } } },
    async (request) => {
      const auth = requireAuth(request);
      await saveUserSettings(app.db.kysely, app.clock, auth.userId, request.body.data);
      const settings = await app.db.kysely
        .selectFrom('user_setting')
        .select(['key', 'value'])
        .where('user_id', '=', auth.userId)
        .orderBy('key')
        .execute();
      return { settings };
    },
  );
};
