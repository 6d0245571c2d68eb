import type { ActiveToken } from './session-tokens.js';

/** Who is calling: set on every authenticated request by the auth hook, read by every route behind it. */
export interface AuthContext {
  token: string;
  activeToken: ActiveToken;
  userId: number;
  /** The tenant: every business query is scoped to this client organisation. */
  clientId: number;
  username: string;
  /** Display name, as the history records it. */
  name: string;
  role: string;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | undefined;
  }
}
