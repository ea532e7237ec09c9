import { z } from 'zod';
import { text } from '../api/primitives.ts';

/** customer-area §9: password minimum 6. */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * A new password (customer-area §5): at least 6 characters, with a lowercase letter, an
 * uppercase letter, a digit and a symbol. Answers the message key of the first rule broken.
 */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'change_password_too_short';
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return 'change_password_invalid';
  }
  return undefined;
}

/** Change-password form (customer-area §2 and §5): current, new, repeat. */
export const ZChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(PASSWORD_MIN_LENGTH, 'required_field'),
    newPassword: z.string().superRefine((value, ctx) => {
      const problem = newPasswordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
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
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordFormSchema>;

/** PUT /user/password payload (customer-area §7). */
export const ZChangePasswordRequestSchema = z.object({
  current: text(256).min(1, 'required_field'),
  password: text(256).superRefine((value, ctx) => {
    const problem = newPasswordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequestSchema>;

/** data.status=ERROR is failure; a fresh token on success. */
export const ZChangePasswordResponseSchema = z.object({
  status: z.enum(['OK', 'ERROR']),
  token: z.string().optional(),
});
