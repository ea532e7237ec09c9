/**
 * The bounds of a new password's length, apart from the rules (password-rules.ts) so that the
 * built-in settings, which every page loads, can name the default without the password list.
 */

/** customer-area §9: password minimum 6. No setting goes below it. */
export const PASSWORD_MIN_LENGTH = 6;
/**
 * The default of the setting password.minLength: OWASP ASVS 4.0.3 V2.1.1 asks for at least 12
 * characters at levels 1 and 2. Staff accounts never go below it, whatever the setting.
 */
export const PASSWORD_MIN_LENGTH_DEFAULT = 12;
/** ASVS V2.1.2 wants passwords of 64 characters allowed: a minimum above it would refuse them. */
export const PASSWORD_MIN_LENGTH_MAX = 64;

/**
 * The minimum length new passwords need, from the public settings (password.minLength): the
 * web and the API read the same value. A value that is not a whole number is ignored (the
 * default); one out of bounds is brought back within the spec's 6 and 64.
 */
export function passwordMinLength(settings: { password?: { minLength?: unknown } }): number {
  const value = settings.password?.minLength;
  if (typeof value !== 'number' || !Number.isInteger(value)) return PASSWORD_MIN_LENGTH_DEFAULT;
  return Math.min(PASSWORD_MIN_LENGTH_MAX, Math.max(PASSWORD_MIN_LENGTH, value));
}
