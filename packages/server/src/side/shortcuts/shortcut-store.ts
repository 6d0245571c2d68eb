import type { ShortcutTarget } from '@ossature/contract';
import type { DynamicDb } from '../../infra/dynamic-db.js';
import { SHORTCUT_SCOPES, type ShortcutsDeclaration } from '../../metadata/shortcut-declaration.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { fromColumns, toColumns } from '../../records/table-store.js';

/** A shortcut as stored, in the terms of the declaration rather than of the module's field names. */
export interface ShortcutRow {
  id: number;
  title: string;
  link: string;
  icon: string | null;
  target: ShortcutTarget;
  order: number;
  personal: boolean;
}

/** The module keeping the shortcuts, with what its declaration names. */
export interface ShortcutModule {
  module: RegisteredModule;
  fields: ShortcutsDeclaration;
}

const declared = (shortcuts: ShortcutModule) => {
  const names = new Set(Object.values(shortcuts.fields));
  return shortcuts.module.stored.filter(({ name }) => names.has(name));
};

function rowOf({ fields }: ShortcutModule, id: number, values: Record<string, unknown>): ShortcutRow {
  return {
    id,
    title: String(values[fields.title] ?? ''),
    link: String(values[fields.link] ?? ''),
    icon: (values[fields.icon] as string | null) ?? null,
    target: values[fields.target] === '_blank' ? '_blank' : '_self',
    order: Number(values[fields.order] ?? 0),
    personal: values[fields.scope] === SHORTCUT_SCOPES.personal,
  };
}

/** The organisation's shortcuts and the user's own: someone else's personal shortcut is never read. */
export async function visibleShortcuts(db: DynamicDb, shortcuts: ShortcutModule, clientId: number, userId: number): Promise<ShortcutRow[]> {
  const { module, fields } = shortcuts;
  const stored = declared(shortcuts);
  const rows = (await db
    .selectFrom(module.table)
    .select(['id', ...stored.map(({ name }) => name)])
    .where('client_id', '=', clientId)
    .where(({ eb, or, and }) =>
      or([eb(fields.scope, '=', SHORTCUT_SCOPES.organisation), and([eb(fields.scope, '=', SHORTCUT_SCOPES.personal), eb('created_by', '=', userId)])]),
    )
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => rowOf(shortcuts, Number(row.id), fromColumns(stored, row)));
}

/** Writes a personal shortcut of the user; its values are checked already. */
export async function insertPersonalShortcut(
  db: DynamicDb,
  shortcuts: ShortcutModule,
  scope: { clientId: number; userId: number; now: string },
  values: Omit<ShortcutRow, 'id' | 'personal'>,
): Promise<ShortcutRow> {
  const { module, fields } = shortcuts;
  const record = {
    [fields.title]: values.title,
    [fields.link]: values.link,
    [fields.icon]: values.icon,
    [fields.target]: values.target,
    [fields.order]: values.order,
    [fields.scope]: SHORTCUT_SCOPES.personal,
  };
  const inserted = await db
    .insertInto(module.table)
    .values({
      ...toColumns(declared(shortcuts), record),
      client_id: scope.clientId,
      version: 1,
      created_at: scope.now,
      created_by: scope.userId,
      updated_at: scope.now,
      updated_by: scope.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return rowOf(shortcuts, Number(inserted.id), record);
}

/** Removes a personal shortcut of the user; false when there is none with that id (another's, the organisation's). */
export async function deletePersonalShortcut(db: DynamicDb, { module, fields }: ShortcutModule, clientId: number, userId: number, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom(module.table)
    .where('id', '=', id)
    .where('client_id', '=', clientId)
    .where(fields.scope, '=', SHORTCUT_SCOPES.personal)
    .where('created_by', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
