import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/settings-defaults.ts';
import { isCommonPassword, passwordBase } from './common-password.ts';
import { COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { PASSWORD_MIN_LENGTH, PASSWORD_MIN_LENGTH_DEFAULT, passwordMinLength } from './password-length.ts';
import { changePasswordFormSchema, changePasswordRequestSchema, newPasswordProblem } from './password-rules.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const DEFAULT = PASSWORD_MIN_LENGTH_DEFAULT;

describe('password rules (customer-area §5, ASVS V2.1)', () => {
  it.each([
    // Six and ten characters that meet the composition: too short all the same.
    ['Aa1!aa', DEFAULT, 'change_password_too_short'],
    ['Password1!', DEFAULT, 'change_password_too_short'],
    // Were the setting at the spec's 6, the list would still refuse the second ("password" is
    // on it); the first is a word of its own ("aa1!aa"), refused by the length alone.
    ['Password1!', PASSWORD_MIN_LENGTH, 'change_password_too_common'],
    ['Aa1!aa', PASSWORD_MIN_LENGTH, undefined],
    ['Abcde1!', PASSWORD_MIN_LENGTH, 'change_password_too_common'],
    // Twelve characters and more, padded to meet the composition rules: the base is on the list.
    ['Password1234!', DEFAULT, 'change_password_too_common'],
    ['Qwerty123456!', DEFAULT, 'change_password_too_common'],
    ['2026!Summer?2026', DEFAULT, 'change_password_too_common'],
    ['!!Iloveyou2026', DEFAULT, 'change_password_too_common'],
    // Composition (the spec's rule) comes before the list.
    ['abcdefghij1!', DEFAULT, 'change_password_invalid'],
    ['ABCDEFGHIJ1!', DEFAULT, 'change_password_invalid'],
    ['Abcdefghijk!', DEFAULT, 'change_password_invalid'],
    ['Abcdefghij12', DEFAULT, 'change_password_invalid'],
    ['Ab1!', PASSWORD_MIN_LENGTH, 'change_password_too_short'],
    // Accepted: the demo's passwords and words not on the list.
    ['Demo-Portal-2026!', DEFAULT, undefined],
    ['Atencio-Portal-2026!', DEFAULT, undefined],
    ['Correct-Horse-9!', DEFAULT, undefined],
    ['Xq7!zk', PASSWORD_MIN_LENGTH, undefined],
  ])('%s with a minimum of %i: %s', (password, minLength, problem) => {
    expect(newPasswordProblem(password, minLength)).toBe(problem);
  });

  it('compares the list with the password lowercased and with its base', () => {
    expect(passwordBase('Password1234!')).toBe('password');
    expect(passwordBase('12-Mi-Clau-34!')).toBe('mi-clau');
    expect(passwordBase('1234!')).toBe('');
    expect(isCommonPassword('PASSWORD1')).toBe(true);
    // Digits and symbols inside the word are kept: this base is not on the list.
    expect(isCommonPassword('Pass-word-2026!')).toBe(false);
    // A password of digits and symbols only has no base; the whole of it is compared.
    expect(isCommonPassword('!@#$%^&*')).toBe(true);
    expect(isCommonPassword('8!7@6#5$4%3^')).toBe(false);
  });

  it('ships the whole list: 3,410 entries, lowercased, without comments or duplicates', () => {
    const words = COMMON_PASSWORDS_TEXT.split('\n');
    expect(words).toHaveLength(3410);
    expect(new Set(words).size).toBe(words.length);
    expect(words.every((w) => w !== '' && w === w.toLowerCase() && !w.startsWith('#!comment'))).toBe(true);
    expect(words.slice(0, 3)).toEqual(['123456', '12345', 'password']);
  });
});

describe('password.minLength setting', () => {
  it('defaults to ASVS level 2 (12) and never goes below the spec (6)', () => {
    expect(DEFAULT_SETTINGS.password.minLength).toBe(12);
    expect(passwordMinLength(DEFAULT_SETTINGS)).toBe(12);
    expect(passwordMinLength({})).toBe(12);
    expect(passwordMinLength({ password: { minLength: 14 } })).toBe(14);
    expect(passwordMinLength({ password: { minLength: 4 } })).toBe(6);
    expect(passwordMinLength({ password: { minLength: 500 } })).toBe(64);
    expect(passwordMinLength({ password: { minLength: '8' } })).toBe(12);
    expect(passwordMinLength({ password: { minLength: 8.5 } })).toBe(12);
  });
});

describe('change-password schemas', () => {
  it('validates the three-field form at the minimum it is built with', () => {
    const form = changePasswordFormSchema(DEFAULT);
    const ok = form.safeParse({
      currentPassword: 'Demo-Portal-2026!',
      newPassword: 'New-Portal-2026!',
      repeatPassword: 'New-Portal-2026!',
    });
    expect(ok.success).toBe(true);
    const bad = form.safeParse({ currentPassword: 'abc', newPassword: 'New-Portal-2026!', repeatPassword: 'Other-2026!' });
    expect(messages(bad)).toEqual({ currentPassword: 'required_field', repeatPassword: 'change_password_check_validation' });
    const short = { currentPassword: 'Demo-Portal-2026!', newPassword: 'Short-26!', repeatPassword: 'Short-26!' };
    expect(messages(form.safeParse(short))).toEqual({ newPassword: 'change_password_too_short' });
    expect(changePasswordFormSchema(8).safeParse(short).success).toBe(true);
  });

  it('refuses a new password equal to the current one', () => {
    const same = changePasswordFormSchema(DEFAULT).safeParse({
      currentPassword: 'Demo-Portal-2026!',
      newPassword: 'Demo-Portal-2026!',
      repeatPassword: 'Demo-Portal-2026!',
    });
    expect(messages(same)).toEqual({ newPassword: 'change_password_same_as_current' });
  });

  it('applies the same rule on the server payload, one schema per minimum', () => {
    const request = changePasswordRequestSchema(DEFAULT);
    expect(changePasswordRequestSchema(DEFAULT)).toBe(request);
    expect(request.safeParse({ current: 'x', password: 'weak' }).success).toBe(false);
    expect(messages(request.safeParse({ current: 'x', password: 'Password1234!' }))).toEqual({ password: 'change_password_too_common' });
    expect(request.safeParse({ current: 'x', password: 'Strong-Portal-1' }).success).toBe(true);
  });
});
