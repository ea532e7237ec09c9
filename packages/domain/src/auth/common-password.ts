import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';

let commonPasswords: ReadonlySet<string> | undefined;

/** The list as a set, built on the first check rather than when a page or the API loads the module. */
function list(): ReadonlySet<string> {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split('\n'));
  return commonPasswords;
}

/**
 * The word a password is made of: lowercased, without the digits and symbols before its first
 * letter and after its last. "Password1234!" is "password", "2026!Summer?" is "summer"; the
 * composition rules are met by exactly such padding, so the list is compared with what is left.
 */
export function passwordBase(password: string): string {
  return password.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
}

/**
 * Whether a password is on the list of common and breached passwords (common-passwords.ts:
 * Openwall's password.lst), lowercased or by its base: `Password1!`, `PASSWORD-2026` and
 * `Qwerty123456!` are, `Demo-Portal-2026!` is not (docs/sign-in.md, "New passwords").
 */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  const base = passwordBase(password);
  return list().has(lowered) || (base !== '' && list().has(base));
}
