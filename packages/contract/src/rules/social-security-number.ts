/** SPEC §9: a French social security number has 13 characters (without its 2-digit key). */
export const SSN_LENGTH = 13;

/** Keeps digits and the letters a/b (Corsican departments 2A/2B), uppercased, at most 13 characters (SPEC §5). */
export function normalizeSocialSecurityNumber(value: string): string {
  return value.replace(/[^0-9abAB]/g, '').toUpperCase().slice(0, SSN_LENGTH);
}

/** Sex, year, month, department (2A/2B allowed), commune, order number. */
const SSN_PATTERN = /^[1-478]\d{2}(0[1-9]|1[0-2]|[2-9]\d)(\d{2}|2A|2B)\d{6}$/;

export const isValidSocialSecurityNumber = (value: string) => SSN_PATTERN.test(normalizeSocialSecurityNumber(value));

/** Shown with spaces between its parts: 1 85 05 78 006 084. */
export function formatSocialSecurityNumber(value: string): string {
  const v = normalizeSocialSecurityNumber(value);
  return [v.slice(0, 1), v.slice(1, 3), v.slice(3, 5), v.slice(5, 7), v.slice(7, 10), v.slice(10, 13)].filter(Boolean).join(' ');
}
