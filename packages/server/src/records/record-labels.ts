import type { DynamicDb } from '../infra/dynamic-db.js';
import { cutLabel } from '@ossature/contract';
import { kindOf } from '../metadata/kinds/index.js';
import type { RegisteredModule } from '../metadata/registered-module.js';
import { fromColumns } from './table-store.js';

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
  return template
    .replace(/\{([a-z][a-z0-9_]*)\}/g, (_whole, name: string) => {
      const field = module.fieldByName.get(name);
      if (!field) return '';
      const related = field.relation && typeof values[name] === 'number' ? labels.get(field.relation.module)?.get(values[name]) : undefined;
      return related ?? kindOf(field.kind).describe(values[name] ?? null, field) ?? '';
    })
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
  const rows = (await db
    .selectFrom(module.table)
    .select([...new Set(['id', ...fields.map(({ name }) => name), ...also])])
    .where('client_id', '=', clientId)
    .where('id', 'in', [...new Set(ids)])
    .execute()) as Record<string, unknown>[];
  return rows.map((row) => ({ id: Number(row.id), label: recordLabel(module, Number(row.id), fromColumns(fields, row)), row }));
}
