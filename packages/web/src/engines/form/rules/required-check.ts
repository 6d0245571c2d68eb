import { type CollectionForm, type FormResponse, type Property, conditionHolds, formatMessage, messages } from '@ossature/contract';
import type { RowState } from '../state/form-state';
import { labelledMessage } from './labelled-message';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export const collectionFormOf = (property: Property | undefined): CollectionForm | undefined =>
  property?.collection_form as unknown as CollectionForm | undefined;

export interface RequiredCheck {
  /** 'Ce champ est requis' by path. */
  errors: Record<string, string>;
  /** 'Les champs suivants sont requis : …', or null when nothing is missing. */
  summary: string | null;
}

/** Required fields of one scope (the record, or a row) that are visible, writable and empty. */
function missing(properties: Record<string, Property>, values: Record<string, unknown>, prefix: string, into: Map<string, Property>) {
  for (const property of Object.values(properties)) {
    if (property.type === 'collection' || !property.required || property.read_only) continue;
    if (!conditionHolds(property.display_condition, values)) continue;
    if (isEmpty(values[property.name])) into.set(`${prefix}${property.name}`, property);
  }
}

/**
 * SPEC §5 before any request: each visible required field left empty — collection rows checked recursively by path,
 * read-only collections skipped — gets 'Ce champ est requis', and the summary names the fields (a count in
 * parentheses when a label repeats). Fields that already carry an error and have a constraint come first, as
 * '{label} : {constraint}'.
 */
export function checkRequired(
  description: FormResponse,
  values: Record<string, unknown>,
  collection: Record<string, RowState[]>,
  currentErrors: Record<string, string>,
): RequiredCheck {
  const found = new Map<string, Property>();
  missing(description.properties, values, '', found);
  for (const property of Object.values(description.properties)) {
    const form = collectionFormOf(property);
    if (!form || form.read_only || form.deferred) continue;
    for (const [index, row] of (collection[property.name] ?? []).entries()) {
      missing(form.properties, row.values, `${property.name}.${index}.`, found);
    }
  }
  const errors = Object.fromEntries([...found.keys()].map((path) => [path, messages.form.required]));

  // The server's constraint error already reads '{label} : {constraint}' with the rule that was broken (a field may
  // have several); the property's own text stands in for an error of another shape.
  const constrained = Object.entries(currentErrors).flatMap(([path, error]) => {
    const property = propertyAt(description, path);
    if (!property?.constraint) return [];
    return [error.startsWith(`${property.label} : `) ? error : labelledMessage(property.label, property.constraint)];
  });
  const counts = new Map<string, number>();
  for (const property of found.values()) counts.set(property.label, (counts.get(property.label) ?? 0) + 1);
  const labels = [...counts].map(([label, count]) => (count > 1 ? `${label} (${count})` : label));
  const items = [...new Set(constrained), ...labels];
  return { errors, summary: found.size > 0 ? formatMessage(messages.form.requiredSummary, { labels: items.join(', ') }) : null };
}

/** The property a path names: 'name', or 'lines.2.quantity' inside a collection's rows. */
export function propertyAt(description: FormResponse, path: string): Property | undefined {
  const [first, index, field] = path.split('.');
  if (index === undefined) return description.properties[first!];
  return field === undefined ? undefined : collectionFormOf(description.properties[first!])?.properties[field];
}
