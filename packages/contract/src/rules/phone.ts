import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Spaces, dots and dashes are stripped before storing (SPEC §5). */
export const normalizePhone = (value: string) => value.replace(/[\s.-]/g, '');

/** A French number (or an international one with its +prefix), checked with libphonenumber's metadata. */
export function isValidPhone(value: string): boolean {
  const normalized = normalizePhone(value);
  return normalized !== '' && isValidPhoneNumber(normalized, 'FR');
}

/** Shown by pairs of digits: 0612345678 → 06 12 34 56 78; international numbers in their own format. */
export function formatPhone(value: string): string {
  const normalized = normalizePhone(value);
  if (/^0\d{9}$/.test(normalized)) return normalized.replace(/(\d{2})(?=\d)/g, '$1 ');
  return parsePhoneNumberFromString(normalized, 'FR')?.formatInternational() ?? value;
}
