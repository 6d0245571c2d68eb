import { ApiError, LoginRequest, LoginResponse, messages } from '@ossature/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { HttpError } from '../infra/http-error.js';
import { requireAuth } from './auth-plugin.js';
import { hashPassword, verifyPassword } from './password.js';

/** POST /api-internal/login — the only /api-internal call that needs no token. */
export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Verified against when the username is unknown, so a wrong username costs the same time as a wrong password
  // and the answer reveals nothing about which accounts exist.
  const decoyHash = await hashPassword('decoy-password-never-matches', app.config.passwordCost);

  app.post(
    '/api-internal/login',
    {
      schema: {
        body: LoginRequest,
        response: { 200: LoginResponse, 401: ApiError, 429: ApiError },
      },
    },
    async (request) => {
      const username = request.body.username.trim().toLowerCase();
      const { ip } = request;
      if (await app.loginThrottle.isBlocked(username, ip)) {
        throw new HttpError(429, messages.auth.tooManyAttempts);
      }
      const user = await app.db.kysely
        .selectFrom('app_user')
        .select(['id', 'password_hash'])
        .where('username', '=', username)
        .where('active', '=', 1)
        .executeTakeFirst();
      const valid = await verifyPassword(request.body.password, user?.password_hash ?? decoyHash);
      await app.loginThrottle.record(username, ip, Boolean(user && valid));
      if (!user || !valid) {
        request.log.info({ username }, 'login refused');
        throw new HttpError(401, messages.auth.invalidCredentials);
      }
      request.log.info({ userId: user.id }, 'login');
      return { token: await app.sessionTokens.issue(user.id) };
    },
  );
};

/** POST /api-internal/logout — revokes the presented token on the server. */
export const logoutRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/api-internal/logout', { schema: { response: { 204: Type.Null() } } }, async (request, reply) => {
    await app.sessionTokens.revoke(requireAuth(request).activeToken.id);
    return reply.status(204).send(null);
  });
};
