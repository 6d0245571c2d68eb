import type { Kysely } from 'kysely';
import { type Clock, isoNow } from '../infra/clock.js';
import type { Database } from '../infra/tables.js';

/** Settings are stored as text; booleans follow the legacy '1'/'0' convention. */
const asText = (value: string | number | boolean) => (typeof value === 'boolean' ? (value ? '1' : '0') : String(value));

/** Writes the given settings of one user (insert or replace each key) in one transaction. */
export async function saveUserSettings(
  db: Kysely<Database>,
  clock: Clock,
  userId: number,
  data: Record<string, string | number | boolean>,
): Promise<void> {
  const updatedAt = isoNow(clock);
  const rows = Object.entries(data).map(([key, value]) => ({ user_id: userId, key, value: asText(value), updated_at: updatedAt }));
  await db.transaction().execute(async (trx) => {
    for (const row of rows) {
      await trx
        .insertInto('user_setting')
        .values(row)
        .onConflict((conflict) => conflict.columns(['user_id', 'key']).doUpdateSet({ value: row.value, updated_at: updatedAt }))
        .execute();
    }
  });
}
