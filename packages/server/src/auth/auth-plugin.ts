import { messages } from '@ossature/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../infra/http-error.js';
import type { AuthContext } from './auth-context.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionTokens } from './session-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    loginThrottle: LoginThrottle;
    /** onRequest hook for scopes that require a bearer token. */
    authenticate(request: FastifyRequest): Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** Resolves the bearer token to the active user; a missing, expired, revoked or orphan token answers 401. */
export const authPlugin = fp(
  async (app) => {
    const tokens = new SessionTokens(app.db.kysely, app.clock, app.config.tokenTtlHours * 3_600_000);
    app.decorate('sessionTokens', tokens);
    app.decorate('loginThrottle', new LoginThrottle(app.db.kysely, app.clock));
    app.decorateRequest('auth', undefined);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const active = token ? await tokens.verify(token) : undefined;
      const user = active
        ? await app.db.kysely
            .selectFrom('app_user')
            .select(['id', 'client_id', 'username', 'name', 'role', 'is_admin', 'is_super_admin'])
            .where('id', '=', active.userId)
            .where('active', '=', 1)
            .executeTakeFirst()
        : undefined;
      if (!token || !active || !user) throw new HttpError(401, messages.auth.unauthenticated);
      const auth: AuthContext = {
        token,
        activeToken: active,
        userId: user.id,
        clientId: user.client_id,
        username: user.username,
        name: user.name,
        role: user.role,
        isAdmin: user.is_admin === 1,
        isSuperAdmin: user.is_super_admin === 1,
      };
      request.auth = auth;
    });
  },
  { name: 'auth', dependencies: ['infra'] },
);

/** The caller of an authenticated route; routes behind the auth hook can rely on it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, messages.auth.unauthenticated);
  return request.auth;
}
