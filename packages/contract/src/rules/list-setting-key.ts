/** The longest page params a setting key holds as they are; longer ones are replaced by a hash. */
const MAX_PARAMS_IN_KEY = 120;

/** FNV-1a, 32 bits, in hexadecimal: a short stable name for long params (not a security measure). */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The user setting key of a list's per-user choice (SPEC §7: `{domain}-{params}-favorite-configuration`): the list's
 * page params are base64, whose '+', '/' and '=' a setting key may not hold, so they are written base64url; params
 * too long for a key are named by their hash. A list without params has an empty middle part.
 */
export function listSettingKey(domain: string, params: string | undefined, choice: 'favorite-configuration' | 'columns'): string {
  const safe = (params ?? '').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${domain}-${safe.length > MAX_PARAMS_IN_KEY ? `h${shortHash(safe)}` : safe}-${choice}`;
}
