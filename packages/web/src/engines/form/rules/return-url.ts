import { decodeBase64, encodeBase64 } from '@ossature/contract';

/** What a return URL's last segment holds where the form's values must go. */
export const VALUES_PLACEHOLDER = '{values}';

/**
 * The form's non-empty values as query-string pairs: multi-valued fields as repeated `name[]` pairs, booleans as 1 or
 * 0, related records and files by id (SPEC §2 'Submit and return').
 */
export function valuesQuery(values: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) query.append(`${name}[]`, String(item));
    } else if (typeof value === 'boolean') {
      query.append(name, value ? '1' : '0');
    } else if (typeof value === 'object') {
      const id = (value as { id?: unknown }).id;
      if (id !== undefined) query.append(name, String(id));
    } else {
      query.append(name, String(value));
    }
  }
  return query.toString();
}

/**
 * 'Submit and return': the return URL with the placeholder of its last (base64 query-string) segment replaced by the
 * form's values. A URL whose last segment does not hold the placeholder is returned as it is.
 */
export function fillReturnUrl(returnUrl: string, values: Record<string, unknown>): string {
  const cut = returnUrl.lastIndexOf('/');
  const head = returnUrl.slice(0, cut + 1);
  const last = decodeURIComponent(returnUrl.slice(cut + 1));
  let decoded: string;
  try {
    decoded = decodeBase64(last);
  } catch {
    return returnUrl;
  }
  if (!decoded.includes(VALUES_PLACEHOLDER)) return returnUrl;
  return head + encodeURIComponent(encodeBase64(decoded.replace(VALUES_PLACEHOLDER, valuesQuery(values))));
}
