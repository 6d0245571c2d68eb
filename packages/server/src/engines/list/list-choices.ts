import { type ListColumnChoices, ListColumnChoices as ColumnChoicesSchema, type ListConfiguration, listSettingKey } from '@ossature/contract';
import { Compile } from 'typebox/compile';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { decodePageParams } from '../../records/page-params.js';
import { listConfigurations } from '../../records/list-configurations.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { applicableBody, conditionCheck } from './configuration-query.js';

const choicesCheck = Compile(ColumnChoicesSchema);

/** What the user chose on a list before: its saved configurations, the one to open on, their column choices. */
export interface ListChoices {
  configurations: ListConfiguration[];
  currentId: number | null;
  favouriteId: number | null;
  columnChoices: ListColumnChoices | null;
}

function parseChoices(json: string | undefined): ListColumnChoices | null {
  if (json === undefined) return null;
  try {
    const value: unknown = JSON.parse(json);
    return choicesCheck.Check(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Reads the list's configurations and the user's settings of it. The configuration to open on is the one the page's
 * params name (a menu entry, `configuration_id`), else the favourite (`{domain}-{params}-favorite-configuration`). A
 * favourite naming a configuration the user no longer sees (deleted, or no longer shared) is cleared (SPEC §4). Each
 * configuration comes as it applies to the list today (applicableBody).
 */
export async function listChoices(deps: RecordDeps, caller: Caller, module: RegisteredModule, rawParams: string | undefined): Promise<ListChoices> {
  const domain = module.name;
  const applies = conditionCheck(module, deps.clock.now());
  const configurations = (await listConfigurations(deps.db, caller, domain)).map((entry) => ({ ...entry, configuration: applicableBody(entry.configuration, module, applies) }));
  const favouriteKey = listSettingKey(domain, rawParams, 'favorite-configuration');
  const columnsKey = listSettingKey(domain, rawParams, 'columns');
  const settings = await deps.db
    .selectFrom('user_setting')
    .select(['key', 'value'])
    .where('user_id', '=', caller.auth.userId)
    .where('key', 'in', [favouriteKey, columnsKey])
    .execute();
  const settingOf = (key: string) => settings.find((setting) => setting.key === key)?.value;
  const exists = (id: number) => configurations.some((configuration) => configuration.id === id);

  const named = Number(decodePageParams(rawParams).get('configuration_id'));
  let currentId = Number.isInteger(named) && exists(named) ? named : null;
  let favouriteId: number | null = null;
  const favourite = settingOf(favouriteKey);
  if (favourite !== undefined) {
    const stored = Number(favourite);
    if (Number.isInteger(stored) && exists(stored)) {
      favouriteId = stored;
      currentId ??= stored;
    } else await deps.db.deleteFrom('user_setting').where('user_id', '=', caller.auth.userId).where('key', '=', favouriteKey).execute();
  }
  return { configurations, currentId, favouriteId, columnChoices: parseChoices(settingOf(columnsKey)) };
}
