import type { FormResponse } from '@ossature/contract';
import { collectionFormOf } from './required-check';

/**
 * The fields and collections whose change the server must hear about (the onchange call): those others' depends_on
 * name, those the record's findings depend on, collections whose rows compute values (line totals), and each record
 * field with a constraint together with the fields its check reads — so that a rule broken or mended is told at once.
 */
export function onchangeFields(description: FormResponse | null): Set<string> {
  const names = new Set<string>(description?.form_validation_depends_on ?? []);
  for (const property of Object.values(description?.properties ?? {})) {
    for (const dependency of property.depends_on ?? []) names.add(dependency.split('.')[0]!);
    if (property.constraint !== undefined) {
      names.add(property.name);
      for (const read of property.constraint_reads ?? []) names.add(read);
    }
    const form = collectionFormOf(property);
    if (form && Object.values(form.properties).some((row) => row.depends_on?.length)) names.add(property.name);
  }
  return names;
}
