import { type SelectOptionsRequest, encodeParams } from '@ossature/contract';

type DependedValues = NonNullable<SelectOptionsRequest['values']>;

/**
 * The current values of the fields a relation depends on, which its filter on the server reads (e.g. the invoice's
 * customer, for its quotes): a list as its values' text, anything else not a plain value as empty. Undefined when it
 * depends on nothing.
 */
export function dependencyValues(dependsOn: readonly string[] | undefined, values: Record<string, unknown>): DependedValues | undefined {
  if (!dependsOn?.length) return undefined;
  const params: DependedValues = {};
  for (const name of dependsOn) {
    const value = values[name];
    if (Array.isArray(value)) params[name] = value.map(String);
    else params[name] = value === null || value === undefined || typeof value === 'object' ? '' : (value as string | number | boolean);
  }
  return params;
}

/** The params of an options search (GET variants): base64 of dependencyValues. Undefined when it depends on nothing. */
export function dependencyParams(dependsOn: readonly string[] | undefined, values: Record<string, unknown>): string | undefined {
  const params = dependencyValues(dependsOn, values);
  return params && encodeParams(params);
}
