import { type CollectionForm, type FormResponse, type Property, conditionHolds, formatMessage, messages } from '@ossature/contract';
import type { RowState } from '../state/form-state';
import { labelledMessage } from '../../../ui/labelled-message';

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

/** Required fields of the rows of these properties' collections, nested collections' rows under their row. */
function missingInRows(properties: Record<string, Property>, collection: Record<string, RowState[] | undefined>, prefix: string, into: Map<string, Property>) {
  for (const property of Object.values(properties)) {
    const form = collectionFormOf(property);
    if (!form || form.read_only || form.deferred) continue;
    for (const [index, row] of (collection[property.name] ?? []).entries()) {
      const rowPrefix = `${prefix}${property.name}.${index}.`;
      missing(form.properties, row.values, rowPrefix, into);
      missingInRows(form.properties, row.collection ?? {}, rowPrefix, into);
    }
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
  missingInRows(description.properties, collection, '', found);
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

/** The property a path names: 'name', 'lines.2.quantity' inside a collection's rows, 'contacts.0.means.1.value' deeper. */
export function propertyAt(description: FormResponse, path: string): Property | undefined {
  const parts = path.split('.');
  let properties: Record<string, Property> | undefined = description.properties;
  // Collection, row index, collection, row index… then the field.
  while (parts.length > 1) {
    const [collection, index] = parts.splice(0, 2);
    if (index === undefined || !/^\d+$/.test(index)) return undefined;
    properties = collectionFormOf(properties?.[collection!])?.properties;
  }
  return parts[0] === undefined ? undefined : properties?.[parts[0]];
}
