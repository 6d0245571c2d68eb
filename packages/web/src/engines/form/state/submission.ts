import type { FormResponse, FormSubmission } from '@ossature/contract';
import { collectionFormOf } from '../rules/required-check';
import type { FormState } from './form-state';

/**
 * What a save sends: the values, the rows of the collections edited inside the form (deferred sub-form and list
 * collections are saved by their own forms), the version and the time the values were read.
 */
export function submissionOf(state: FormState, description: FormResponse, extra: Partial<FormSubmission> = {}): FormSubmission {
  const collection: NonNullable<FormSubmission['collection']> = {};
  for (const property of Object.values(description.properties)) {
    const form = collectionFormOf(property);
    if (!form || form.deferred || form.read_only) continue;
    collection[property.name] = (state.collection[property.name] ?? []).map((row) => ({ identifier: row.identifier, values: row.values }));
  }
  return {
    identifier: description.identifier,
    values: state.values,
    ...(Object.keys(collection).length > 0 ? { collection } : {}),
    ...(description.identifier !== null ? { version: description.version, loaded_at: description.loaded_at } : {}),
    ...extra,
  };
}
