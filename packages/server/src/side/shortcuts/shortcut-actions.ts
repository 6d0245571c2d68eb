import { type FieldError, type Shortcut, type ShortcutCreateRequest, formatMessage, messages } from '@ossature/contract';
import { isoNow } from '../../infra/clock.js';
import { HttpError } from '../../infra/http-error.js';
import { constraintsOf } from '../../metadata/field-definition.js';
import { isEmptyValue, kindOf } from '../../metadata/kinds/index.js';
import type { Caller, RecordDeps } from '../../records/record-access.js';
import { leadsToReadable } from './shortcut-links.js';
import { type ShortcutModule, type ShortcutRow, deletePersonalShortcut, insertPersonalShortcut, visibleShortcuts } from './shortcut-store.js';

/** A new personal shortcut goes after the ones the user sees, this far apart, so that it can be moved between. */
const ORDER_STEP = 10;

/** The module declaring the shortcuts; without one (an app declaring no such module) there are none. */
function shortcutModuleOf(deps: RecordDeps): ShortcutModule | undefined {
  const module = deps.registry.shortcuts();
  return module && { module, fields: module.definition.shortcuts! };
}

const shortcutOf = (row: ShortcutRow): Shortcut => ({
  id: row.id,
  title: row.title,
  link: row.link,
  extra_configuration: { icon: row.icon, target: row.target },
  personal: row.personal,
});

const byOrderThenTitle = (a: ShortcutRow, b: ShortcutRow) => a.order - b.order || a.title.localeCompare(b.title, 'fr', { sensitivity: 'base' }) || a.id - b.id;

async function readableRows(deps: RecordDeps, caller: Caller, shortcuts: ShortcutModule): Promise<ShortcutRow[]> {
  const rows = await visibleShortcuts(deps.db, shortcuts, caller.auth.clientId, caller.auth.userId);
  return rows.filter((row) => leadsToReadable(deps, caller, row.link)).toSorted(byOrderThenTitle);
}

/**
 * GET /api-internal/shortcutAction: the organisation's shortcuts and the caller's own, those leading where the caller
 * may go, by order then title (in French: 'Équipe' with the E's).
 */
export async function listShortcuts(deps: RecordDeps, caller: Caller): Promise<Shortcut[]> {
  const shortcuts = shortcutModuleOf(deps);
  return shortcuts ? (await readableRows(deps, caller, shortcuts)).map(shortcutOf) : [];
}

/** Each value as its field of the module takes it (kind, constraint, required), or the field's errors as a save gives them. */
function checkedValues(shortcuts: ShortcutModule, submitted: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const [path, raw] of Object.entries(submitted)) {
    const field = shortcuts.module.fieldByName.get(shortcuts.fields[path as keyof ShortcutModule['fields']])!;
    const parsed = kindOf(field.kind).parse(raw, field);
    if (!parsed.ok) {
      errors.push({ path, text: parsed.error });
      continue;
    }
    const broken = isEmptyValue(parsed.value) ? undefined : constraintsOf(field).find((constraint) => !constraint.check(parsed.value, { values: {}, collections: {} }, {}));
    if (broken) errors.push({ path, text: formatMessage(messages.form.constraint, { label: field.label, constraint: broken.message }) });
    else if (field.required && isEmptyValue(parsed.value)) errors.push({ path, text: messages.form.required });
    values[path] = parsed.value;
  }
  if (errors.length > 0) throw new HttpError(400, messages.form.saveFailed, { errors });
  return values;
}

/**
 * POST /api-internal/shortcutAction: a personal shortcut of the caller ('Ajouter cette page aux raccourcis'), checked
 * by the rules of the module's fields (an app path or an https:// address; no javascript:), after the shortcuts they
 * see. Anyone may add their own, whatever modules they were given.
 */
export async function addShortcut(deps: RecordDeps, caller: Caller, input: ShortcutCreateRequest): Promise<Shortcut> {
  const shortcuts = shortcutModuleOf(deps);
  if (!shortcuts) throw new HttpError(404, messages.http.notFound);
  const values = checkedValues(shortcuts, { title: input.title, link: input.link, icon: input.icon ?? null, target: input.target ?? '_self' });
  const orderField = shortcuts.module.fieldByName.get(shortcuts.fields.order)!;
  const last = Math.max(0, ...(await visibleShortcuts(deps.db, shortcuts, caller.auth.clientId, caller.auth.userId)).map((row) => row.order));
  const row = await insertPersonalShortcut(
    deps.db,
    shortcuts,
    { clientId: caller.auth.clientId, userId: caller.auth.userId, now: isoNow(deps.clock) },
    {
      title: values.title as string,
      link: values.link as string,
      icon: (values.icon as string | null) ?? null,
      target: values.target === '_blank' ? '_blank' : '_self',
      order: Math.min(last + ORDER_STEP, orderField.max ?? Number.MAX_SAFE_INTEGER),
    },
  );
  return shortcutOf(row);
}

/** DELETE /api-internal/shortcutAction/{id}: one of the caller's personal shortcuts; any other answers 404. */
export async function removeShortcut(deps: RecordDeps, caller: Caller, id: number): Promise<void> {
  const shortcuts = shortcutModuleOf(deps);
  if (!shortcuts || !(await deletePersonalShortcut(deps.db, shortcuts, caller.auth.clientId, caller.auth.userId, id))) {
    throw new HttpError(404, messages.shortcut.shortcutNotFound);
  }
}
