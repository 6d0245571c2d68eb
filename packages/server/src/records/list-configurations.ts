import { type ConfigurationScope, type FieldError, type ListConfiguration, ListConfigurationBody } from '@ossature/contract';
import { Compile } from 'typebox/compile';
import type { DynamicDb } from '../infra/dynamic-db.js';
import type { ListConfigurationTable } from '../infra/tables.js';
import type { Caller } from './caller.js';

/** The forms that save configurations (SPEC §7 'Other'): the application's own have a form of their own. */
export const CONFIGURATION_FORM = 'g_list_configuration';
export const APP_CONFIGURATION_FORM = 'g_list_configuration_app';

const bodyCheck = Compile(ListConfigurationBody);

/** The stored JSON as a configuration body, or null when it is not one (then the configuration is not offered). */
export function parseConfigurationBody(json: string): ListConfigurationBody | null {
  try {
    const body: unknown = JSON.parse(json);
    return bodyCheck.Check(body) ? body : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong, field by field, with a configuration about to be saved for a list: a list the caller may not open
 * (list_name; for the application's configurations, which every organisation gets, a list of the application), a
 * filter row the list cannot apply (configuration). The list engine provides it at start-up; the
 * configuration forms ask it through their hooks (HookContext.listConfigurationErrors), so neither names the other.
 */
export type ConfigurationCheck = (caller: Caller, listName: string, body: ListConfigurationBody, forEveryOrganisation: boolean) => Promise<FieldError[]>;

export type ConfigurationRow = Omit<ListConfigurationTable, 'id'> & { id: number };

/** Who looks at a configuration, as far as its rights go (an AuthContext is one). */
export interface ConfigurationViewer {
  userId: number;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

export interface ConfigurationRights {
  canWrite: boolean;
  canEdit: boolean;
  canReadJson: boolean;
}

/**
 * What the caller may do with a configuration (SPEC §6). The application's own are written by super admins only and
 * never renamed; an organisation's by its administrators and their author; a user's by that user alone. Organisation
 * administrators read the raw JSON.
 */
export function configurationRights(row: Pick<ConfigurationRow, 'scope' | 'user_id' | 'created_by'>, viewer: ConfigurationViewer): ConfigurationRights {
  const admin = viewer.isAdmin || viewer.isSuperAdmin;
  const canReadJson = admin;
  switch (row.scope) {
    case 'APP':
      return { canWrite: viewer.isSuperAdmin, canEdit: false, canReadJson };
    case 'CLIENT': {
      const own = admin || row.created_by === viewer.userId;
      return { canWrite: own, canEdit: own, canReadJson };
    }
    default: {
      const own = row.user_id === viewer.userId;
      return { canWrite: own, canEdit: own, canReadJson };
    }
  }
}

/** The scopes the caller may save a configuration in (APP is never offered: SPEC §5). */
export const offeredScopes = (viewer: ConfigurationViewer): ConfigurationScope[] => (viewer.isAdmin || viewer.isSuperAdmin ? ['CLIENT', 'USER'] : ['USER']);

/** The configurations the caller sees: the application's, their organisation's, their own. */
export function visibleConfigurations(db: DynamicDb, caller: Caller) {
  return db
    .selectFrom('list_configuration')
    .selectAll()
    .where(({ eb, or, and }) =>
      or([
        eb('scope', '=', 'APP'),
        and([eb('scope', '=', 'CLIENT'), eb('client_id', '=', caller.auth.clientId)]),
        and([eb('scope', '=', 'USER'), eb('client_id', '=', caller.auth.clientId), eb('user_id', '=', caller.auth.userId)]),
      ]),
    );
}

const SCOPE_RANK: Record<string, number> = { APP: 0, CLIENT: 1, USER: 2 };

/** A stored configuration as the list offers it, or null when its JSON is not a configuration. */
export function toListConfiguration(row: ConfigurationRow, caller: Caller): ListConfiguration | null {
  const configuration = parseConfigurationBody(row.configuration);
  if (!configuration) return null;
  const rights = configurationRights(row, caller.auth);
  return {
    id: row.id,
    list_configuration_name: row.scope === 'APP' ? APP_CONFIGURATION_FORM : CONFIGURATION_FORM,
    configuration_name: row.name,
    scope: row.scope as ConfigurationScope,
    list_name: row.list_name,
    order: row.sort_order,
    title: row.title,
    display_persisted: row.scope === 'CLIENT' || Boolean(row.display_persisted),
    can_write: rights.canWrite,
    can_edit: rights.canEdit,
    can_read_json_configuration: rights.canReadJson,
    version: Number(row.version),
    configuration,
  };
}

/** The configurations of one list the caller sees, application's first, then organisation's, then own; by order. */
export async function listConfigurations(db: DynamicDb, caller: Caller, listName: string): Promise<ListConfiguration[]> {
  const rows = await visibleConfigurations(db, caller).where('list_name', '=', listName).execute();
  return rows
    .map((row) => toListConfiguration({ ...row, id: Number(row.id) } as ConfigurationRow, caller))
    .filter((entry): entry is ListConfiguration => entry !== null)
    .toSorted((a, b) => SCOPE_RANK[a.scope]! - SCOPE_RANK[b.scope]! || a.order - b.order || a.title.localeCompare(b.title, 'fr'));
}
