import type { Property } from '@ossature/contract';

/** A related record's id when the value is one (a positive integer). */
const positiveId = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/**
 * What a linked collection's rows point at: the record itself, or — through a field of the record (its property's
 * depends_on, e.g. an absence's employee) — that field's value on screen, saved or not. `through` names the field.
 */
export function linkedParentOf(property: Pick<Property, 'depends_on'> | undefined, identifier: number | null, values: Record<string, unknown>) {
  const through = property?.depends_on?.[0] ?? null;
  return { through, parentId: through === null ? identifier : positiveId(values[through]) };
}
