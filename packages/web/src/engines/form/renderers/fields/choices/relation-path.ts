import { type ParamsInput, encodeParams } from '@ossature/contract';
import type { FormScope } from '../../../view/form-scope';

/**
 * The field path the options call names: `collection.field` inside a collection row ('lines.product'), the field's
 * name on the record. The row scope's prefix is 'lines.2.'.
 */
export function relationFieldPath(scope: FormScope, name: string): string {
  const collection = scope.prefix.split('.')[0];
  return collection ? `${collection}.${name}` : name;
}

/** A related record's id when the value is one (a positive integer): only then is there a record to link to (SPEC §5). */
export const relatedId = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);

/**
 * The params of an options search: base64 of the current values of the fields the relation depends on, which its
 * filter on the server reads (e.g. the invoice's customer, for its quotes). Undefined when it depends on nothing.
 */
export function dependencyParams(dependsOn: readonly string[] | undefined, values: Record<string, unknown>): string | undefined {
  if (!dependsOn?.length) return undefined;
  const params: ParamsInput = {};
  for (const name of dependsOn) {
    const value = values[name];
    if (Array.isArray(value)) params[name] = value.map(String);
    else params[name] = value === null || value === undefined || typeof value === 'object' ? '' : (value as string | number | boolean);
  }
  return encodeParams(params);
}
