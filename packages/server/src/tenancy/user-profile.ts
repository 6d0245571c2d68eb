import { toFlag, type User } from '@ossature/contract';
import type { Kysely } from 'kysely';
import type { Config } from '../infra/config.js';
import type { Database } from '../infra/tables.js';
import { loadAllowedModules } from './allowed-modules.js';
import { defaultSettings } from './default-settings.js';

export type UserProfile = Omit<User, 'token'>;

/** Reads `latitude,longitude` from a client setting; anything else means "use the application default". */
function parseCentre(value: string | undefined): [number, number] | null {
  const parts = value?.split(',').map((part) => Number(part.trim()));
  if (!parts || parts.length !== 2 || parts.some((part) => !Number.isFinite(part))) return null;
  return [parts[0]!, parts[1]!];
}

/**
 * The connected user as SPEC §3 describes it: identity, tenant, flags, modules and settings.
 * A fixed number of queries whatever the number of settings or modules.
 */
export async function loadUserProfile(
  db: Kysely<Database>,
  userId: number,
  config: Pick<Config, 'legacyFrontendUrl' | 'mapTileUrl'>,
): Promise<UserProfile | undefined> {
  const user = await db
    .selectFrom('app_user')
    .innerJoin('client', 'client.id', 'app_user.client_id')
    .select([
      'app_user.id',
      'app_user.username',
      'app_user.name',
      'app_user.identity_name',
      'app_user.is_admin',
      'app_user.is_super_admin',
      'app_user.client_id',
      'client.code as client_code',
      'client.name as client_name',
    ])
    .where('app_user.id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;

  const [settings, modules, clientModules, clientSettingRows] = await Promise.all([
    db.selectFrom('user_setting').select(['key', 'value']).where('user_id', '=', userId).orderBy('key').execute(),
    loadAllowedModules(db, userId, user.client_id),
    db.selectFrom('client_module').select('module').where('client_id', '=', user.client_id).orderBy('module').execute(),
    db.selectFrom('client_setting').select(['key', 'value']).where('client_id', '=', user.client_id).execute(),
  ]);
  const clientSettings = Object.fromEntries(clientSettingRows.map((row) => [row.key, row.value]));

  return {
    id: user.id,
    username: user.username,
    name: user.name,
    identity_name: user.identity_name,
    client: user.client_code,
    client_id: user.client_id,
    client_name: user.client_name,
    switch_frontend: config.legacyFrontendUrl ?? '',
    is_admin: toFlag(user.is_admin === 1),
    is_super_admin: toFlag(user.is_super_admin === 1),
    settings,
    map_default_center: parseCentre(clientSettings.map_default_center),
    has_choice_encoding: clientSettings.has_choice_encoding === '1',
    modules,
    client_modules: clientModules.map((row) => row.module),
    client_settings: clientSettings,
    user_settings: {
      ...defaultSettings,
      // The configured tile service is a default like the others: an organisation with its own may set it.
      map_tile_url: config.mapTileUrl,
      ...clientSettings,
      ...Object.fromEntries(settings.map((row) => [row.key, row.value])),
    },
  };
}
