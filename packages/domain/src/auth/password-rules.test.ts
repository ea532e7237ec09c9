import { describe, expect, it } from 'vitest';
import { newPasswordProblem, ZChangePasswordFormSchema, ZChangePasswordRequestSchema } from './password-rules.ts';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('password rules (customer-area §5)', () => {
  it('needs 6 characters with lower, upper, digit and symbol', () => {
    expect(newPasswordProblem('Ab1!')).toBe('change_password_too_short');
    expect(newPasswordProblem('abcdef1!')).toBe('change_password_invalid');
    expect(newPasswordProblem('ABCDEF1!')).toBe('change_password_invalid');
    expect(newPasswordProblem('Abcdefg!')).toBe('change_password_invalid');
    expect(newPasswordProblem('Abcdef12')).toBe('change_password_invalid');
    expect(newPasswordProblem('Abcde1!')).toBeUndefined();
  });

  it('validates the three-field form', () => {
    const ok = ZChangePasswordFormSchema.safeParse({
      currentPassword: 'Demo-2026!',
      newPassword: 'New-2026!',
      repeatPassword: 'New-2026!',
    });
    expect(ok.success).toBe(true);
    const bad = ZChangePasswordFormSchema.safeParse({ currentPassword: 'abc', newPassword: 'New-2026!', repeatPassword: 'Other-2026!' });
    expect(messages(bad)).toEqual({ currentPassword: 'required_field', repeatPassword: 'change_password_check_validation' });
  });

  it('refuses a new password equal to the current one', () => {
    const same = ZChangePasswordFormSchema.safeParse({
      currentPassword: 'Demo-2026!',
      newPassword: 'Demo-2026!',
      repeatPassword: 'Demo-2026!',
    });
    expect(messages(same)).toEqual({ newPassword: 'change_password_same_as_current' });
  });

  it('applies the same rule on the server payload', () => {
    expect(ZChangePasswordRequestSchema.safeParse({ current: 'x', password: 'weak' }).success).toBe(false);
    expect(ZChangePasswordRequestSchema.safeParse({ current: 'x', password: 'Strong-1' }).success).toBe(true);
  });
});
