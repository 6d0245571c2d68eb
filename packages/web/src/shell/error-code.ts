/** A short code the user can read out to support; the same code identifies the stored report. */
export function newErrorCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `ERR-${Array.from(bytes, (byte) => byte.toString(36).padStart(2, '0')).join('').toUpperCase().slice(0, 8)}`;
}
