import { InvalidParamsError, MAX_RECORD_ID, decodeParams, messages } from '@ossature/contract';
import { HttpError } from '../infra/http-error.js';

/** The page's params (base64 of a query string); malformed ones answer 400, never a crash. */
export function decodePageParams(raw: string | undefined): URLSearchParams {
  try {
    return decodeParams(raw);
  } catch (error) {
    if (error instanceof InvalidParamsError) throw new HttpError(400, messages.http.invalidParams);
    throw error;
  }
}

/**
 * A route hook: form and list calls may end with the page's base64 params; a malformed one answers 400 on every call, those
 * that read none included, so that a broken link fails the same way everywhere.
 */
export async function refuseMalformedParams(request: { params: unknown }): Promise<void> {
  decodePageParams((request.params as { params?: string } | undefined)?.params);
}

/** The record a page points at: `id` (or the sub-form's `primaryKey`) as a positive integer, or null for a new one. */
export function identifierOf(params: URLSearchParams): number | null {
  const raw = params.get('id') ?? params.get('primaryKey');
  if (raw === null || raw === '' || raw === '0') return null;
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_RECORD_ID) throw new HttpError(400, messages.http.invalidParams);
  return Number(raw);
}
