import { type ParamsInput, encodeParams } from '@ossature/contract';

/**
 * The page params a new related record's form opens with (SPEC §3 new_params): each of its fields named by the
 * property given the value, on screen, of the field beside the relation it names — a line's product created with the
 * line's designation and price. Empty values are left out (the new record keeps its default); none at all, no params.
 */
export function newRecordParams(newParams: Record<string, string> | undefined, values: Record<string, unknown>): string | undefined {
  const params: ParamsInput = {};
  for (const [target, source] of Object.entries(newParams ?? {})) {
    const value = values[source];
    if (typeof value === 'string' ? value.trim() !== '' : typeof value === 'number' || typeof value === 'boolean') params[target] = value as string | number | boolean;
  }
  return Object.keys(params).length > 0 ? encodeParams(params) : undefined;
}
