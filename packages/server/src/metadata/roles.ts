import type { AuthContext } from '../auth/auth-context.js';

/** Who a right is granted to: the user's role, and the admin flags on top of it. */
export type Role = 'staff' | 'partner' | 'admin' | 'super_admin';

export interface ModuleRights {
  read: Role[];
  create: Role[];
  update: Role[];
  delete: Role[];
}

/** Staff read and write; deleting is for administrators. Modules open to partners say so. */
export const defaultRights: ModuleRights = {
  read: ['staff', 'admin'],
  create: ['staff', 'admin'],
  update: ['staff', 'admin'],
  delete: ['admin'],
};

export function rolesOf(auth: AuthContext): Set<Role> {
  const roles = new Set<Role>([auth.role === 'partner' ? 'partner' : 'staff']);
  if (auth.isAdmin) roles.add('admin');
  if (auth.isSuperAdmin) roles.add('super_admin');
  return roles;
}

export const hasRight = (granted: Role[], roles: ReadonlySet<Role>) => granted.some((role) => roles.has(role));
