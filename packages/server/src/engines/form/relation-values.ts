import type { DynamicDb } from '../../infra/dynamic-db.js';
import type { FieldDefinition } from '../../metadata/field-definition.js';
import { kindOf } from '../../metadata/kinds/index.js';
import type { ModuleRegistry } from '../../metadata/registry.js';
import type { NamedField } from '../../metadata/registered-module.js';
import { labelsOf } from '../../records/record-labels.js';

/** Ids referenced by relation fields, grouped by target module (or 'file' for stored files). */
export type References = Map<string, Set<number>>;

const FILE_TARGET = 'file';

const targetOf = (field: FieldDefinition): string | undefined => field.relation?.module ?? (field.kind === 'file' ? FILE_TARGET : undefined);

/** Adds the ids that the given values reference. */
export function collectReferences(into: References, fields: NamedField[], values: Record<string, unknown>): References {
  for (const { name, field } of fields) {
    const target = targetOf(field);
    const ids = kindOf(field.kind).references?.(values[name]) ?? [];
    if (!target || ids.length === 0) continue;
    const set = into.get(target) ?? new Set<number>();
    for (const id of ids) set.add(id);
    into.set(target, set);
  }
  return into;
}

export interface ResolvedReferences {
  labels: Map<string, Map<number, string>>;
  files: Map<number, { id: number; filename: string; mime_type: string; size: number }>;
}

/** One query per target module (and one for files), all scoped to the tenant: labels for display, existence for saves. */
export async function resolveReferences(
  db: DynamicDb,
  registry: ModuleRegistry,
  clientId: number,
  references: References,
): Promise<ResolvedReferences> {
  const labels = new Map<string, Map<number, string>>();
  const files = new Map<number, { id: number; filename: string; mime_type: string; size: number }>();
  for (const [target, ids] of references) {
    if (target === FILE_TARGET) {
      const rows = await db
        .selectFrom('stored_file')
        .select(['id', 'filename', 'mime_type', 'size'])
        .where('client_id', '=', clientId)
        .where('id', 'in', [...ids])
        .execute();
      for (const row of rows) files.set(Number(row.id), { id: Number(row.id), filename: row.filename, mime_type: row.mime_type, size: Number(row.size) });
      continue;
    }
    const module = registry.get(target);
    if (module) labels.set(target, await labelsOf(db, module, clientId, [...ids]));
  }
  return { labels, files };
}

/** References the tenant does not have (deleted, or another tenant's): a save naming them answers 404. */
export function missingReferences(fields: NamedField[], values: Record<string, unknown>, resolved: ResolvedReferences, prefix = '') {
  const missing: string[] = [];
  for (const { name, field } of fields) {
    const target = targetOf(field);
    const ids = kindOf(field.kind).references?.(values[name]) ?? [];
    const known = (id: number) => (target === FILE_TARGET ? resolved.files.has(id) : resolved.labels.get(target ?? '')?.has(id));
    if (target && ids.some((id) => !known(id))) missing.push(`${prefix}${name}`);
  }
  return missing;
}

/** Both sets of labels and files: a history entry names related records as they were and as they are. */
export function mergeResolved(a: ResolvedReferences, b: ResolvedReferences): ResolvedReferences {
  const labels = new Map(a.labels);
  for (const [module, names] of b.labels) labels.set(module, new Map([...(labels.get(module) ?? []), ...names]));
  return { labels, files: new Map([...a.files, ...b.files]) };
}

/**
 * Ids of a multi-valued relation that the record already held and that no longer exist (the related record was
 * deleted: multi-valued relations do not block deletion) are dropped rather than refused, so the record stays
 * editable. Newly submitted ids that do not exist still answer 404.
 */
export function dropStaleIds(fields: NamedField[], values: Record<string, unknown>, before: Record<string, unknown>, resolved: ResolvedReferences): void {
  for (const { name, field } of fields) {
    if (field.kind !== 'select_async_multiple' || !field.relation || !Array.isArray(values[name])) continue;
    const known = resolved.labels.get(field.relation.module);
    const held = new Set(Array.isArray(before[name]) ? (before[name] as number[]) : []);
    values[name] = (values[name] as number[]).filter((id) => known?.has(id) || !held.has(id));
  }
}
