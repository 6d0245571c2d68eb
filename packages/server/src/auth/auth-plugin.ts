import { messages } from '@ossature/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../infra/http-error.js';
import { type AuthContext, authContextOf } from './auth-context.js';
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
    const tokens = new SessionTokens(app.db.kysely, app.clock, app.config.tokenTtlHours * 3_600_000, app.db.dialect);
    app.decorate('sessionTokens', tokens);
    app.decorate('loginThrottle', new LoginThrottle(app.db.kysely, app.clock));
    app.decorateRequest('auth', undefined);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const verified = token ? await tokens.verify(token) : undefined;
      if (!token || !verified) throw new HttpError(401, messages.auth.unauthenticated);
      request.auth = authContextOf(verified.user, { token, activeToken: verified.active }, verified.modules);
    });
  },
  { name: 'auth', dependencies: ['infra'] },
);

/** The caller of an authenticated route; routes behind the auth hook can rely on it. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, messages.auth.unauthenticated);
  return request.auth;
}
