import type { AuthContext } from '../auth/auth-context.js';
import { type Role, rolesOf } from '../metadata/roles.js';

/** Who calls, with what roles, and which modules they may open. */
export interface Caller {
  auth: AuthContext;
  roles: ReadonlySet<Role>;
  modules: ReadonlySet<string>;
}

export const callerOf = (auth: AuthContext): Caller => ({ auth, roles: rolesOf(auth), modules: new Set(auth.modules) });
