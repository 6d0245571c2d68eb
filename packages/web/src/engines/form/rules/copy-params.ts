import { decodeParams, encodeBase64 } from '@ossature/contract';

/** The param naming the record a new one is copied from. */
const COPY_OF = 'copy_of';

/**
 * A copy's page params: the original page's, with the record it shows replaced by `copy_of`. The copy's URL names a
 * new record made from another one, not the original (SPEC §2: a page's `id` is the record it shows).
 */
export function copyParams(params: string | undefined, source: number): string {
  const query = decodeParams(params);
  query.delete('id');
  query.delete('primaryKey');
  query.set(COPY_OF, String(source));
  return encodeBase64(query.toString());
}

/** The record a page's params ask a copy of, or null. */
export function copySourceOf(params: string | undefined): number | null {
  const source = decodeParams(params).get(COPY_OF);
  return source && /^\d{1,15}$/.test(source) ? Number(source) : null;
}
