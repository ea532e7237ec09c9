import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { isCommonPassword } from './common-password.ts';
import { PASSWORD_MIN_LENGTH } from './password-length.ts';

/**
 * A new password (customer-area §5, docs/sign-in.md, "New passwords"): at least `minLength`
 * characters, with a lowercase letter, an uppercase letter, a digit and a symbol, and not a
 * common or breached password (common-password.ts). Answers the message key of the first rule
 * broken; the web shows change_password_too_short with the minimum.
 */
export function newPasswordProblem(password: string, minLength: number): string | undefined {
  if (password.length < minLength) return 'change_password_too_short';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return 'change_password_invalid';
  }
  if (isCommonPassword(password)) return 'change_password_too_common';
  return undefined;
}

/** The new-password rule as a zod refinement: every schema that takes a new password uses it. */
export const newPasswordRule =
  (minLength: number) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const problem = newPasswordProblem(value, minLength);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  };

/** A schema factory kept per minimum length: the API asks for one on every request. */
export function byMinLength<T>(build: (minLength: number) => T): (minLength: number) => T {
  const built = new Map<number, T>();
  return (minLength) => {
    let schema = built.get(minLength);
    if (!schema) {
      schema = build(minLength);
      built.set(minLength, schema);
    }
    return schema;
  };
}

/** Change-password form (customer-area §2 and §5): current, new, repeat; the minimum from the settings. */
export const changePasswordFormSchema = byMinLength((minLength) =>
  z
    .object({
      currentPassword: z.string().min(PASSWORD_MIN_LENGTH, 'required_field'),
      newPassword: z.string().superRefine(newPasswordRule(minLength)),
      repeatPassword: z.string(),
    })
    .refine((v) => v.repeatPassword === v.newPassword, {
      path: ['repeatPassword'],
      message: 'change_password_check_validation',
    })
    // The server refuses it too (it compares with the stored hash); said here before the round trip.
    .refine((v) => v.newPassword === '' || v.newPassword !== v.currentPassword, {
      path: ['newPassword'],
      message: 'change_password_same_as_current',
    }),
);
export type TChangePasswordForm = z.infer<ReturnType<typeof changePasswordFormSchema>>;

/**
 * PUT /user/password payload (customer-area §7) with the new-password rules at a minimum
 * length: the API checks every body with the settings' minimum (platform/auth/new-password-check.ts).
 */
export const changePasswordRequestSchema = byMinLength((minLength) =>
  z.object({
    current: text(256).min(1, 'required_field'),
    password: text(256).superRefine(newPasswordRule(minLength)),
  }),
);

/**
 * The endpoint contract's body: the shape only. The new-password rules depend on a setting, so
 * the API applies them with changePasswordRequestSchema(minimum) once it has read it.
 */
export const ZChangePasswordRequestSchema = z.object({
  current: text(256).min(1, 'required_field'),
  password: text(256),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

/** data.status=ERROR is failure; a fresh token on success. */
export const ZChangePasswordResponseSchema = z.object({
  status: z.enum(['OK', 'ERROR']),
  token: z.string().optional(),
});
