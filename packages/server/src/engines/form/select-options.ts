import { type SelectOption, foldForSearch, messages } from '@ossature/contract';
import { sql } from 'kysely';
import { HttpError } from '../../infra/http-error.js';
import { textSortKey } from '../../infra/text-sort-key.js';
import type { FieldDefinition } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { NamedField, RegisteredModule } from '../../metadata/registered-module.js';
import { hasRight } from '../../metadata/roles.js';
import { isTextField } from '../../metadata/text-fields.js';
import { type Caller, type RecordDeps, resolveModule } from '../../records/record-access.js';
import { decodePageParams } from '../../records/page-params.js';
import { inlineCollections } from '../../records/inline-collections.js';
import { labelsOf, recordLabel } from '../../records/record-labels.js';
import { fromColumns } from '../../records/table-store.js';

/** How many options a search answers; the user types more letters to narrow it. */
export const OPTIONS_LIMIT = 50;

/**
 * A field of the form, or of one of its collections ('lines.product_id' or just 'product_id'), with the fields it
 * sits among (those its dependencies name).
 */
function findField(module: RegisteredModule, path: string): { field: FieldDefinition; siblings: NamedField[] } | undefined {
  const [first, second] = path.split('.');
  const scopes = [module.fields, ...inlineCollections(module).map((collection) => collection.fields)];
  const candidates = second ? inlineCollections(module).filter((collection) => collection.name === first).map((collection) => collection.fields) : scopes;
  const name = second ?? first;
  for (const siblings of candidates) {
    const found = siblings.find((candidate) => candidate.name === name);
    if (found) return { field: found.field, siblings };
  }
  return undefined;
}

/**
 * The related fields and values a relation's filter narrows its options to, from the values of the fields it
 * depends on as the screen sent them (the call's params); each value is read by its field's kind, unreadable as null.
 */
function filterOf(field: FieldDefinition, siblings: NamedField[], target: RegisteredModule, params: URLSearchParams): [string, unknown][] {
  const filter = field.relation?.filter;
  if (!filter) return [];
  const values: Record<string, unknown> = {};
  for (const name of field.dependsOn ?? []) {
    const source = siblings.find((candidate) => candidate.name === name);
    if (!source) continue;
    const raw = params.has(`${name}[]`) ? params.getAll(`${name}[]`) : params.get(name);
    const parsed = kindOf(source.field.kind).parse(raw === '' ? null : raw, source.field);
    values[name] = parsed.ok ? parsed.value : null;
  }
  const entries = Object.entries(filter(values)).filter(([, value]) => value !== null && value !== undefined);
  for (const [column] of entries) {
    // Column names reach SQL only from the definitions: a filter naming anything else is a definition error.
    if (!target.stored.some(({ name }) => name === column)) throw new Error(`options filter names "${column}", not a stored field of ${target.name}`);
  }
  return entries;
}

/** LIKE patterns match the typed text literally (% and _ escaped), folded like the column: no case, no accents. */
const likePattern = (word: string) => `%${foldForSearch(word).replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

async function searchRecords(
  { db, dialect }: Pick<RecordDeps, 'db' | 'dialect'>,
  target: RegisteredModule,
  clientId: number,
  search: string,
  filter: [string, unknown][],
  excluded: readonly number[],
): Promise<SelectOption[]> {
  const labelFields = target.stored.filter(({ name }) => target.definition.recordLabel.fields.includes(name));
  const searchable = labelFields.filter(({ field }) => kindOf(field.kind).storage === 'text').map(({ name }) => name);
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  let query = db
    .selectFrom(target.table)
    .select(['id', ...labelFields.map(({ name }) => name)])
    .where('client_id', '=', clientId);
  for (const [column, value] of filter) query = query.where(column, '=', value);
  // Left out in SQL, not after the limit: a search still answers up to OPTIONS_LIMIT options.
  if (excluded.length > 0) query = query.where('id', 'not in', excluded);
  // Every word must appear in one of the label fields; column names come from the definition, words are bound.
  for (const word of words) {
    query = query.where((eb) =>
      eb.or(searchable.map((column) => eb(sql`fold(${sql.ref(column)})`, 'like', sql`${likePattern(word)} escape '\\'`))),
    );
  }
  // By the label's first field, text by its key as lists sort it (Éric before Zoé), then by id.
  const first = labelFields[0];
  if (first) query = query.orderBy(isTextField(target, first.name) ? textSortKey(dialect, sql.ref(first.name)) : sql.ref(first.name));
  const rows = (await query
    .orderBy('id')
    .limit(OPTIONS_LIMIT)
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({ value: Number(row.id), label: recordLabel(target, Number(row.id), fromColumns(labelFields, row)) }));
}

export type OptionsAnswer = SelectOption[] | { errors: { text: string }[] };

/**
 * GET /proxy/form/list/{form}/{field}/{search}/0[/{params}]: options of an async select, searched in the related
 * module's label fields, for the caller's tenant only, narrowed by the relation's filter (params: base64 of the
 * depended-on fields' values). `ids` (the .../empty/{values} variant) asks for the labels of given values.
 * `collectionValues` (POST variant): what the field holds in its collection's other rows, left out of the options of
 * a relation declared distinctInCollection (and ignored by any other).
 * When the caller may not read the related module the answer carries errors: the select shows no options.
 */
export async function selectOptions(
  deps: RecordDeps,
  caller: Caller,
  form: string,
  fieldPath: string,
  query: { search?: string; ids?: number[]; params?: string; collectionValues?: readonly number[] },
): Promise<OptionsAnswer> {
  const module = resolveModule(deps, caller, form);
  const found = findField(module, fieldPath);
  const relation = found?.field.relation;
  if (!found || !relation) throw new HttpError(404, messages.form.unknownField);
  const { field, siblings } = found;
  const params = decodePageParams(query.params);
  const target = deps.registry.get(relation.module)!;
  if (!caller.modules.has(target.name) && !target.definition.alwaysAvailable) return { errors: [{ text: messages.form.forbidden }] };
  if (!hasRight(target.rights.read, caller.roles)) return { errors: [{ text: messages.form.forbidden }] };
  const db = deps.db;
  if (query.ids) {
    const labels = await labelsOf(db, target, caller.auth.clientId, query.ids);
    // These ids name records: one the tenant does not have answers 404, as on every other call.
    if (query.ids.some((id) => !labels.has(id))) throw new HttpError(404, messages.form.recordNotFound);
    return [...labels].map(([value, label]) => ({ value, label }));
  }
  const excluded = relation.distinctInCollection ? [...new Set(query.collectionValues ?? [])] : [];
  return searchRecords(deps, target, caller.auth.clientId, query.search ?? '', filterOf(field, siblings, target, params), excluded);
}
