import type { RecordStore } from '../../metadata/record-store.js';
import { settingText, settingValues } from '../setting-values.js';
import { organisationSettingKeys } from './organisation-setting-keys.js';

const refuse = () => Promise.reject(new Error('g_client_settings only edits the connected user’s organisation'));

/**
 * The organisation's settings (client_setting rows, the ones the planning's holidays and the csv encoding choice
 * read on each call) as a form record whose id is the organisation's; its version is client.settings_version.
 */
export const organisationSettingsStore = (): RecordStore => ({
  async read(scope, id) {
    if (id !== scope.clientId) return undefined;
    const client = await scope.db
      .selectFrom('client')
      .select(['id', 'created_at', 'settings_version', 'settings_updated_at', 'settings_updated_by'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!client) return undefined;
    const rows = await scope.db.selectFrom('client_setting').select(['key', 'value']).where('client_id', '=', id).execute();
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const values = settingValues(organisationSettingKeys, stored);
    // An organisation is created by no one: its header names the last person who saved its settings, if anyone has.
    const updatedBy = client.settings_updated_by === null ? 0 : Number(client.settings_updated_by);
    return {
      id: Number(client.id),
      version: Number(client.settings_version),
      values,
      createdAt: client.created_at,
      createdBy: 0,
      updatedAt: client.settings_updated_at ?? client.created_at,
      updatedBy,
    };
  },
  async update(scope, id, values, expectedVersion) {
    if (id !== scope.clientId) return false;
    const bumped = await scope.db
      .updateTable('client')
      .set({ settings_version: expectedVersion + 1, settings_updated_at: scope.now, settings_updated_by: scope.userId })
      .where('id', '=', id)
      .where('settings_version', '=', expectedVersion)
      .executeTakeFirst();
    if (Number(bumped.numUpdatedRows) !== 1) return false;
    for (const { key } of organisationSettingKeys) {
      const value = settingText(values[key]);
      await scope.db
        .insertInto('client_setting')
        .values({ client_id: id, key, value })
        .onConflict((conflict) => conflict.columns(['client_id', 'key']).doUpdateSet({ value }))
        .execute();
    }
    return true;
  },
  insert: refuse,
  remove: refuse,
});
