import type { RecordStore } from '../../metadata/record-store.js';

/** Profiles are created and removed by administrators, never through the profile form. */
const refuse = () => Promise.reject(new Error('g_user_profile only edits the connected user'));

/**
 * The connected user's own app_user row as a form record. It is read by id alone (the form opens only the caller's
 * own record), because a super admin switching organisation leaves the tenant the request started in.
 */
export const userProfileStore = (): RecordStore => ({
  async read(scope, id) {
    const user = await scope.db
      .selectFrom('app_user')
      .select(['id', 'username', 'name', 'identity_name', 'password_hash', 'client_id', 'version', 'created_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!user) return undefined;
    return {
      id: user.id,
      version: user.version,
      values: {
        username: user.username,
        name: user.name,
        identity_name: user.identity_name,
        password: user.password_hash,
        organisation: String(user.client_id),
      },
      createdAt: user.created_at,
      createdBy: user.id,
      updatedAt: user.created_at,
      updatedBy: user.id,
    };
  },
  async update(scope, id, values, expectedVersion) {
    const result = await scope.db
      .updateTable('app_user')
      .set({
        name: String(values.name),
        identity_name: String(values.identity_name),
        password_hash: String(values.password),
        client_id: Number(values.organisation),
        version: expectedVersion + 1,
      })
      .where('id', '=', id)
      .where('version', '=', expectedVersion)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  insert: refuse,
  remove: refuse,
});
