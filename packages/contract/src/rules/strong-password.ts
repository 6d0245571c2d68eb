/** SPEC §5: at least 14 characters and at least 3 of the 4 kinds (digit, lowercase, uppercase, special among !@#$%^&). */
export const STRONG_PASSWORD_MIN_LENGTH = 14;

const KINDS = [/\d/, /[a-z]/, /[A-Z]/, /[!@#$%^&]/];

export function isStrongPassword(value: string): boolean {
  return value.length >= STRONG_PASSWORD_MIN_LENGTH && KINDS.filter((kind) => kind.test(value)).length >= 3;
}
