/** The session token a request came with, as stored (session-tokens.ts issues and checks them). */
export interface ActiveToken {
  id: number;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

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
  /** Modules the user may open: given to them and still enabled for their client. */
  modules: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | undefined;
  }
}

/** The app_user columns an AuthContext is made of. */
export const AUTH_USER_COLUMNS = ['id', 'client_id', 'username', 'name', 'role', 'is_admin', 'is_super_admin'] as const;

export interface AuthUserRow {
  id: number;
  client_id: number;
  username: string;
  name: string;
  role: string;
  is_admin: number;
  is_super_admin: number;
}

/** A request's caller, or — without a session (a background job acting for its author) — an empty token. */
export function authContextOf(user: AuthUserRow, session: { token: string; activeToken: ActiveToken } | null, modules: string[]): AuthContext {
  return {
    token: session?.token ?? '',
    activeToken: session?.activeToken ?? { id: 0, userId: user.id, createdAt: '', expiresAt: '' },
    userId: user.id,
    clientId: user.client_id,
    username: user.username,
    name: user.name,
    role: user.role,
    isAdmin: user.is_admin === 1,
    isSuperAdmin: user.is_super_admin === 1,
    modules,
  };
}
