import { messages } from '@ossature/contract';
import { HttpError } from '../../infra/http-error.js';
import { type RecordStore, type StoreScope, type StoredRecord, newRecordColumns } from '../../metadata/record-store.js';
import { type ConfigurationRow, configurationRights } from '../../records/list-configurations.js';

/** Which configurations a store serves: the users' (organisation and own) or the application's. */
export type ConfigurationKind = 'user' | 'app';

/** Who saves, as the rights of SPEC §6 need them: their id and administrator flags. */
export async function viewerOf(scope: Pick<StoreScope, 'db' | 'userId'>) {
  const user = await scope.db.selectFrom('app_user').select(['is_admin', 'is_super_admin']).where('id', '=', scope.userId).executeTakeFirstOrThrow();
  return { userId: scope.userId, isAdmin: user.is_admin === 1, isSuperAdmin: user.is_super_admin === 1 };
}

/**
 * The stored row, if the scope's user may see it through this store: an organisation's or their own, or the
 * application's, of a list they may open. Super admins see the application's of any list of the application, which
 * they write for every organisation whatever their own has.
 */
export async function visibleRow(scope: Pick<StoreScope, 'db' | 'clientId' | 'userId' | 'canRead'>, kind: ConfigurationKind, id: number): Promise<ConfigurationRow | undefined> {
  const row = await scope.db
    .selectFrom('list_configuration')
    .selectAll()
    .where('id', '=', id)
    .where(({ eb, or, and }) =>
      kind === 'app'
        ? eb('scope', '=', 'APP')
        : or([
            and([eb('scope', '=', 'CLIENT'), eb('client_id', '=', scope.clientId)]),
            and([eb('scope', '=', 'USER'), eb('client_id', '=', scope.clientId), eb('user_id', '=', scope.userId)]),
          ]),
    )
    .executeTakeFirst();
  if (!row) return undefined;
  if (scope.canRead && !scope.canRead(row.list_name) && !(kind === 'app' && (await viewerOf(scope)).isSuperAdmin)) return undefined;
  return { ...row, id: Number(row.id) } as ConfigurationRow;
}

const forbidden = () => new HttpError(403, messages.list.configurationForbidden, { protected: true });

/**
 * Saved list configurations as form records (g_list_configuration, g_list_configuration_app; SPEC §7 'Other'). The
 * engine checks the values; the store keeps the scope rules no value can break: an organisation's configuration is
 * always in the menu, the application's keep their name and title, and only who may write one changes or deletes it.
 */
export const listConfigurationStore =
  (kind: ConfigurationKind) =>
  (): RecordStore => ({
    async read(scope, id) {
      const row = await visibleRow(scope, kind, id);
      if (!row) return undefined;
      const record: StoredRecord = {
        id: row.id,
        version: row.version,
        values: {
          list_name: row.list_name,
          title: row.title,
          name: row.name,
          scope: row.scope,
          order: row.sort_order,
          in_menu: row.scope === 'CLIENT' || row.display_persisted === 1,
          configuration: row.configuration,
        },
        createdAt: row.created_at,
        createdBy: row.created_by,
        updatedAt: row.updated_at,
        updatedBy: row.updated_by,
        // Read by who may not change it (an organisation's configuration, for its non-administrators): no save offered.
        ...(configurationRights(row, await viewerOf(scope)).canWrite ? {} : { readOnly: true }),
      };
      return record;
    },

    async insert(scope, values) {
      const configurationScope = kind === 'app' ? 'APP' : String(values.scope);
      const inserted = await scope.db
        .insertInto('list_configuration')
        .values({
          client_id: kind === 'app' ? null : scope.clientId,
          user_id: configurationScope === 'USER' ? scope.userId : null,
          scope: configurationScope,
          list_name: String(values.list_name),
          name: String(values.name),
          title: String(values.title),
          sort_order: Number(values.order ?? 0),
          display_persisted: configurationScope === 'CLIENT' || values.in_menu === true ? 1 : 0,
          configuration: String(values.configuration),
          ...newRecordColumns(scope),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    },

    async update(scope, id, values, expectedVersion) {
      const row = await visibleRow(scope, kind, id);
      if (!row) return false;
      const configurationScope = kind === 'app' ? 'APP' : String(values.scope);
      const result = await scope.db
        .updateTable('list_configuration')
        .set({
          // The application's configurations are never renamed (SPEC §5): their name and title stay.
          ...(kind === 'app' ? {} : { name: String(values.name), title: String(values.title), scope: configurationScope }),
          user_id: configurationScope === 'USER' ? (row.user_id ?? scope.userId) : null,
          sort_order: Number(values.order ?? 0),
          display_persisted: configurationScope === 'CLIENT' || values.in_menu === true ? 1 : 0,
          configuration: String(values.configuration),
          version: expectedVersion + 1,
          updated_at: scope.now,
          updated_by: scope.userId,
        })
        .where('id', '=', id)
        .where('version', '=', expectedVersion)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(scope, id) {
      const row = await visibleRow(scope, kind, id);
      if (!row) return;
      if (row.scope === 'APP' || !configurationRights(row, await viewerOf(scope)).canWrite) throw forbidden();
      await scope.db.deleteFrom('list_configuration').where('id', '=', id).execute();
    },
  });
