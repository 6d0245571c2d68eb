import { type ParamsInput, encodeParams } from '@ossature/contract';

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
