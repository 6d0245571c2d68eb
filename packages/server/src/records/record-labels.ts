import { CompiledQuery } from 'kysely';
import type { DynamicDb } from '../infra/dynamic-db.js';
import { cutLabel } from '@ossature/contract';
import { kindOf } from '../metadata/kinds/index.js';
import type { RegisteredModule } from '../metadata/registered-module.js';
import { fromColumns } from './table-store.js';

/** Templates (from module definitions) cut once at their `{field}` placeholders: texts at even places, names at odd. */
const templateParts = new Map<string, string[]>();

function partsOf(template: string): string[] {
  let parts = templateParts.get(template);
  if (!parts) templateParts.set(template, (parts = template.split(/\{([a-z][a-z0-9_]*)\}/)));
  return parts;
}

/**
 * Fills `{field}` placeholders with the fields' display texts (select labels, French dates, euros); a relation shows
 * the related record's label when `labels` has it. Brackets left empty by an empty field go with it ('Garage ()' is
 * 'Garage').
 */
export function fillTemplate(
  module: RegisteredModule,
  template: string,
  values: Record<string, unknown>,
  labels: Map<string, Map<number, string>> = new Map(),
): string {
  const parts = partsOf(template);
  let text = parts[0]!;
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index]!;
    const field = module.fieldByName.get(name);
    const related = field?.relation && typeof values[name] === 'number' ? labels.get(field.relation.module)?.get(values[name]) : undefined;
    text += (field ? (related ?? kindOf(field.kind).describe(values[name] ?? null, field) ?? '') : '') + parts[index + 1]!;
  }
  return text
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How a record is named in other modules' selects: its label template, or its label fields joined by spaces. */
export function recordLabel(module: RegisteredModule, id: number, values: Record<string, unknown>): string {
  const { fields, template } = module.definition.recordLabel;
  const label = fillTemplate(module, template ?? fields.map((name) => `{${name}}`).join(' '), values);
  return cutLabel(label || `#${id}`);
}

const labelFields = (module: RegisteredModule) => module.stored.filter(({ name }) => module.definition.recordLabel.fields.includes(name));

/**
 * The SQL of the labels' query by shape (table, columns, number of ids), compiled by Kysely the first time a shape is
 * asked: building and compiling it cost a list page more than the database running it. Kept per Kysely instance (one
 * dialect's SQL), at most LABEL_SHAPES of them.
 */
const labelQueries = new WeakMap<DynamicDb, Map<string, string>>();
const LABEL_SHAPES = 1000;

async function rowsByIds(db: DynamicDb, table: string, columns: string[], clientId: number, ids: number[]): Promise<Record<string, unknown>[]> {
  const parameters = [clientId, ...ids];
  let shapes = labelQueries.get(db);
  if (!shapes) labelQueries.set(db, (shapes = new Map()));
  const shape = `${table}\u0000${columns.join('\u0000')}\u0000${ids.length}`;
  let text = shapes.get(shape);
  if (text === undefined) {
    const compiled = db.selectFrom(table).select(columns).where('client_id', '=', clientId).where('id', 'in', ids).compile();
    // Another call's values can take the place of this one's only if the query holds them all, in that order.
    if (compiled.parameters.length !== parameters.length || compiled.parameters.some((value, index) => value !== parameters[index])) {
      return (await db.executeQuery(compiled)).rows as Record<string, unknown>[];
    }
    if (shapes.size >= LABEL_SHAPES) shapes.delete(shapes.keys().next().value!);
    shapes.set(shape, (text = compiled.sql));
  }
  return (await db.executeQuery(CompiledQuery.raw(text, parameters))).rows as Record<string, unknown>[];
}

/** Labels of records of one module, by id, in one query; ids of other tenants are simply absent. */
export async function labelsOf(db: DynamicDb, module: RegisteredModule, clientId: number, ids: number[]): Promise<Map<number, string>> {
  return new Map((await labelledRows(db, module, clientId, ids)).map((row) => [row.id, row.label]));
}

/**
 * The same labels, each with its record's `also` columns as stored: a planning takes its people's names from the
 * records its items' labels come from, in the same query.
 */
export async function labelledRows(
  db: DynamicDb,
  module: RegisteredModule,
  clientId: number,
  ids: number[],
  also: string[] = [],
): Promise<{ id: number; label: string; row: Record<string, unknown> }[]> {
  if (ids.length === 0 || module.definition.store) return [];
  const fields = labelFields(module);
  const rows = await rowsByIds(db, module.table, [...new Set(['id', ...fields.map(({ name }) => name), ...also])], clientId, [...new Set(ids)]);
  return rows.map((row) => ({ id: Number(row.id), label: recordLabel(module, Number(row.id), fromColumns(fields, row)), row }));
}
