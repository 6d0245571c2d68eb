import type { RecordStore } from '../../metadata/record-store.js';
import { settingText, settingValues } from '../setting-values.js';
import { userSettingKeys } from './user-settings-keys.js';

const refuse = () => Promise.reject(new Error('g_user_settings only edits the connected user'));

/**
 * The connected user's preferences (user_setting rows, the same ones PATCH /api-internal/user/settings writes) as a
 * form record; its version is app_user.settings_version.
 */
export const userSettingsStore = (): RecordStore => ({
  async read(scope, id) {
    const user = await scope.db.selectFrom('app_user').select(['id', 'settings_version', 'created_at']).where('id', '=', id).executeTakeFirst();
    if (!user) return undefined;
    const rows = await scope.db.selectFrom('user_setting').select(['key', 'value', 'updated_at']).where('user_id', '=', id).execute();
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const values = settingValues(userSettingKeys, stored);
    const updatedAt = rows.map((row) => row.updated_at).toSorted().at(-1) ?? user.created_at;
    return { id: user.id, version: user.settings_version, values, createdAt: user.created_at, createdBy: user.id, updatedAt, updatedBy: user.id };
  },
  async update(scope, id, values, expectedVersion) {
    const bumped = await scope.db
      .updateTable('app_user')
      .set({ settings_version: expectedVersion + 1 })
      .where('id', '=', id)
      .where('settings_version', '=', expectedVersion)
      .executeTakeFirst();
    if (Number(bumped.numUpdatedRows) !== 1) return false;
    for (const { key } of userSettingKeys) {
      const value = settingText(values[key]);
      await scope.db
        .insertInto('user_setting')
        .values({ user_id: id, key, value, updated_at: scope.now })
        .onConflict((conflict) => conflict.columns(['user_id', 'key']).doUpdateSet({ value, updated_at: scope.now }))
        .execute();
    }
    return true;
  },
  insert: refuse,
  remove: refuse,
});
