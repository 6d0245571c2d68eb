/**
 * Route params: the last path segment of form, list and report URLs is the base64 encoding of a query string
 * (SPEC §2), e.g. `aWQ9NDI=` for `id=42`. These helpers use only btoa/atob and TextEncoder/TextDecoder, which Node and
 * browsers share, and go through UTF-8 so accented values survive the round trip.
 */

export class InvalidParamsError extends Error {
  constructor(readonly raw: string) {
    super(`Invalid base64 params: ${raw.slice(0, 80)}`);
    this.name = 'InvalidParamsError';
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** base64 of a UTF-8 string. */
export function encodeBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
}

/** UTF-8 string of a base64 text; throws InvalidParamsError on anything that is not valid base64 or UTF-8. */
export function decodeBase64(encoded: string): string {
  // Accept the URL-safe alphabet and missing padding too: links pasted from other tools use them.
  const normal = encoded.replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64.test(normal) || normal.replace(/=+$/, '').length % 4 === 1) throw new InvalidParamsError(encoded);
  try {
    const binary = atob(normal.padEnd(Math.ceil(normal.length / 4) * 4, '='));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
  } catch {
    throw new InvalidParamsError(encoded);
  }
}

export type ParamsInput = Record<string, string | number | boolean | ReadonlyArray<string | number>>;

/** `{ id: 42 }` → `aWQ9NDI=`. Arrays become repeated `name[]` pairs, booleans 1 or 0. */
export function encodeParams(params: ParamsInput): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) query.append(`${key}[]`, String(item));
    else if (typeof value === 'boolean') query.append(key, value ? '1' : '0');
    else query.append(key, String(value));
  }
  return encodeBase64(query.toString());
}

/** `aWQ9NDI=` → URLSearchParams of `id=42`. An absent or empty segment gives empty params. */
export function decodeParams(encoded: string | undefined | null): URLSearchParams {
  if (!encoded) return new URLSearchParams();
  return new URLSearchParams(decodeBase64(encoded));
}
