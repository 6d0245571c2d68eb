import type { FieldDefinition } from '../../metadata/field-definition.js';
import type { RegisteredModule } from '../../metadata/registered-module.js';
import type { ModuleRegistry } from '../../metadata/registry.js';

/**
 * Where the label of the record a relation names lives, for SQL over it (groups ordered by it, the search looking in
 * it): the related module and its label's fields that have a column. None for a relation to records kept elsewhere
 * than in a table.
 */
export function relatedLabel(registry: ModuleRegistry, field: FieldDefinition | undefined): { target: RegisteredModule; fields: string[] } | null {
  const target = field?.relation ? registry.get(field.relation.module) : undefined;
  if (!target || target.definition.store) return null;
  const stored = new Set(target.stored.map(({ name }) => name));
  return { target, fields: target.definition.recordLabel.fields.filter((name) => stored.has(name)) };
}
