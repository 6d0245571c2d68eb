import type { Property, RowProperty } from '@ossature/contract';

/**
 * A collection's properties as one row has them: the row's own properties (SPEC §3 Collection.data 'properties': a
 * field read-only for this row, a helper text explaining it) over the collection's. The same object when the row
 * has none, so that renderers see no change.
 */
export function withRowProperties(properties: Record<string, Property>, own: Record<string, RowProperty> | undefined): Record<string, Property> {
  if (!own) return properties;
  const merged = { ...properties };
  for (const [name, changes] of Object.entries(own)) {
    const property = properties[name];
    if (property) merged[name] = { ...property, ...changes };
  }
  return merged;
}
