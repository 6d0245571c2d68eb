/** Schemes a stored external link may carry; anything else gets https:// prefixed (SPEC §5). */
const KNOWN_SCHEMES = /^(https?|ftp|ssh):\/\//i;

export function prefixLink(value: string): string {
  const text = value.trim();
  if (text === '' || KNOWN_SCHEMES.test(text)) return text;
  return `https://${text.replace(/^\/+/, '')}`;
}

/** Links count as external (open in a new tab) only when they start with http or https. */
export const isExternalLink = (value: string) => /^https?:\/\//i.test(value.trim());

/** Hex colours only (#RRGGBB), as the editor and the colour field accept them (SPEC §5). */
export const isHexColor = (value: string) => /^#[0-9a-fA-F]{6}$/.test(value);

/** Option labels are cut at 100 characters plus an ellipsis (SPEC §9). */
export const OPTION_LABEL_MAX = 100;
export const cutLabel = (label: string, max = OPTION_LABEL_MAX) => (label.length > max ? `${label.slice(0, max)}…` : label);

/**
 * Text as searches compare it: lower case, accents removed, ligatures spelt out ('Éluard' → 'eluard'). The database
 * applies the same folding through its `fold()` function.
 */
export const foldForSearch = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
