import type { DynamicDb } from '../../infra/dynamic-db.js';
import { type SelectOption, foldForSearch, messages } from '@ossature/contract';
import { sql } from 'kysely';
import { HttpError } from '../../infra/http-error.js';
import type { FieldDefinition } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import { hasRight } from '../../metadata/roles.js';
import { type Caller, type FormDeps, resolveModule } from './form-access.js';
import { inlineCollections } from './load-form.js';
import { labelsOf, recordLabel } from './record-label.js';
import { fromColumns } from './table-store.js';

/** How many options a search answers; the user types more letters to narrow it. */
export const OPTIONS_LIMIT = 50;

/** A field of the form, or of one of its collections ('lines.product_id' or just 'product_id'). */
function findField(module: RegisteredModule, path: string): FieldDefinition | undefined {
  const [first, second] = path.split('.');
  if (second) return inlineCollections(module).find((collection) => collection.name === first)?.fields.find(({ name }) => name === second)?.field;
  return (
    module.fieldByName.get(path) ??
    inlineCollections(module)
      .flatMap((collection) => collection.fields)
      .find(({ name }) => name === path)?.field
  );
}

/** LIKE patterns match the typed text literally (% and _ escaped), folded like the column: no case, no accents. */
const likePattern = (word: string) => `%${foldForSearch(word).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

async function searchRecords(db: DynamicDb, target: RegisteredModule, clientId: number, search: string): Promise<SelectOption[]> {
  const labelFields = target.stored.filter(({ name }) => target.definition.recordLabel.fields.includes(name));
  const searchable = labelFields.filter(({ field }) => kindOf(field.kind).storage === 'text').map(({ name }) => name);
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  let query = db
    .selectFrom(target.table)
    .select(['id', ...labelFields.map(({ name }) => name)])
    .where('client_id', '=', clientId);
  // Every word must appear in one of the label fields; column names come from the definition, words are bound.
  for (const word of words) {
    query = query.where((eb) =>
      eb.or(searchable.map((column) => eb(sql`fold(${sql.ref(column)})`, 'like', sql`${likePattern(word)} escape '\\'`))),
    );
  }
  const rows = (await query
    .orderBy(labelFields[0]?.name ?? 'id')
    .orderBy('id')
    .limit(OPTIONS_LIMIT)
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({ value: Number(row.id), label: recordLabel(target, Number(row.id), fromColumns(labelFields, row)) }));
}

export type OptionsAnswer = SelectOption[] | { errors: { text: string }[] };

/**
 * GET /proxy/form/list/{form}/{field}/{search}/0: options of an async select, searched in the related module's label
 * fields, for the caller's tenant only. `ids` (the .../empty/{values} variant) asks for the labels of given values.
 * When the caller may not read the related module the answer carries errors: the select shows no options.
 */
export async function selectOptions(
  deps: FormDeps,
  caller: Caller,
  form: string,
  fieldPath: string,
  query: { search?: string; ids?: number[] },
): Promise<OptionsAnswer> {
  const module = resolveModule(deps, caller, form);
  const field = findField(module, fieldPath);
  if (!field?.relation) throw new HttpError(404, messages.form.unknownField);
  const target = deps.registry.get(field.relation.module)!;
  if (!caller.modules.has(target.name) && !target.definition.alwaysAvailable) return { errors: [{ text: messages.form.forbidden }] };
  if (!hasRight(target.rights.read, caller.roles)) return { errors: [{ text: messages.form.forbidden }] };
  const db = deps.db;
  if (query.ids) {
    const labels = await labelsOf(db, target, caller.auth.clientId, query.ids);
    return [...labels].map(([value, label]) => ({ value, label }));
  }
  return searchRecords(db, target, caller.auth.clientId, query.search ?? '');
}
