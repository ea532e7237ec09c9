import { describe, expect, it } from 'vitest';
import { fieldErrorsFromIssues } from '../api/field-errors.ts';
import { PASSWORD_MIN_LENGTH_DEFAULT } from './password-length.ts';
import { passwordResetConfirmSchema, ZPasswordResetConfirmSchema, ZPasswordResetRequestSchema } from './password-reset-schemas.ts';

const ZConfirm = passwordResetConfirmSchema(PASSWORD_MIN_LENGTH_DEFAULT);

const errorsOf = (result: { success: boolean; error?: { issues: Parameters<typeof fieldErrorsFromIssues>[0] } }) =>
  result.success ? {} : fieldErrorsFromIssues(result.error!.issues);

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';

describe('password reset request (visitor-and-shell §5.10, §8)', () => {
  it('accepts a nif and a valid email, the nif as the login compares it', () => {
    const parsed = ZPasswordResetRequestSchema.parse({ nif: ' es 12345678-z ', email: ' Marta@Example.com ' });
    expect(parsed).toEqual({ nif: '12345678Z', email: 'Marta@Example.com' });
  });

  it('needs both fields non-empty', () => {
    expect(errorsOf(ZPasswordResetRequestSchema.safeParse({ nif: '  ', email: '' }))).toEqual({
      nif: ['required_field'],
      email: ['required_field'],
    });
  });

  it('refuses an invalid email with its own message', () => {
    expect(errorsOf(ZPasswordResetRequestSchema.safeParse({ nif: '12345678Z', email: 'marta@' }))).toEqual({
      email: ['password_reset_email_invalid'],
    });
  });

  it('reads a missing value or one of the wrong type as "required field" (§8)', () => {
    expect(errorsOf(ZPasswordResetRequestSchema.safeParse({ nif: 12345678, email: ['a@b.c'] }))).toEqual({
      nif: ['required_field'],
      email: ['required_field'],
    });
    expect(errorsOf(ZPasswordResetRequestSchema.safeParse({}))).toEqual({ nif: ['required_field'], email: ['required_field'] });
  });

  it('bounds the lengths and refuses control characters', () => {
    expect(errorsOf(ZPasswordResetRequestSchema.safeParse({ nif: 'X'.repeat(33), email: `${'a'.repeat(250)}@b.cat` }))).toEqual({
      nif: ['field_too_long'],
      email: ['field_too_long'],
    });
    expect(ZPasswordResetRequestSchema.safeParse({ nif: '1234\u00005678Z', email: 'a@b.cat' }).success).toBe(false);
  });
});

describe('password reset confirmation (customer-area §5 rules)', () => {
  it('accepts a token and a strong password repeated', () => {
    const body = { token: TOKEN, newPassword: 'New-Portal-2026!', repeatPassword: 'New-Portal-2026!' };
    expect(ZConfirm.parse(body)).toEqual(body);
  });

  it('applies the change-password rules and messages', () => {
    expect(errorsOf(ZConfirm.safeParse({ token: TOKEN, newPassword: 'Ab1!', repeatPassword: 'Ab1!' }))).toEqual({
      newPassword: ['change_password_too_short'],
    });
    expect(errorsOf(ZConfirm.safeParse({ token: TOKEN, newPassword: 'abcdefghij12', repeatPassword: 'abcdefghij12' }))).toEqual({
      newPassword: ['change_password_invalid'],
    });
    expect(errorsOf(ZConfirm.safeParse({ token: TOKEN, newPassword: 'Password1234!', repeatPassword: 'Password1234!' }))).toEqual({
      newPassword: ['change_password_too_common'],
    });
    expect(errorsOf(ZConfirm.safeParse({ token: TOKEN, newPassword: 'New-Portal-2026!', repeatPassword: 'New-Portal-2027!' }))).toEqual({
      repeatPassword: ['change_password_check_validation'],
    });
  });

  it('calls a missing, malformed or oversized token an invalid link', () => {
    for (const token of [undefined, '', 'not a token!', 'a'.repeat(129), 42]) {
      expect(errorsOf(ZConfirm.safeParse({ token, newPassword: 'New-Portal-2026!', repeatPassword: 'New-Portal-2026!' }))).toEqual({
        token: ['reset_link_invalid'],
      });
    }
  });

  it('has a contract schema that checks the shape only (the API applies the rules at the setting)', () => {
    expect(ZPasswordResetConfirmSchema.safeParse({ token: TOKEN, newPassword: 'Ab1!', repeatPassword: 'x' }).success).toBe(true);
  });

  it('reads passwords of the wrong type as "required field"', () => {
    expect(errorsOf(ZConfirm.safeParse({ token: TOKEN, newPassword: 5, repeatPassword: null }))).toEqual({
      newPassword: ['required_field'],
      repeatPassword: ['required_field'],
    });
  });
});
