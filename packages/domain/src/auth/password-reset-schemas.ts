import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { byMinLength, newPasswordRule } from './password-rules.ts';
import { normaliseTaxId } from './tax-id.ts';

/**
 * Password recovery (visitor-and-shell §5.10, §7, §8; customer-area §1, §2; docs/password-reset.md).
 * A missing value or one of the wrong type reads "required field" (§8, the rule of
 * api/field-errors.ts); every other broken rule has its own key, translated in account.json.
 */

/** The longest address SMTP carries (RFC 5321: 254 characters in a path). */
export const RESET_EMAIL_MAX_LENGTH = 254;

/**
 * The nif as the login compares it (tax-id.ts): trimmed, upper case, without spaces, dots,
 * dashes or the ES VAT prefix, so "es 12345678-z" and "12345678Z" name the same account.
 */
const nif = text(32, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .transform((value) => normaliseTaxId(value));

const email = text(RESET_EMAIL_MAX_LENGTH, { error: 'required_field' })
  .trim()
  .min(1, 'required_field')
  .pipe(z.email('password_reset_email_invalid'));

/** POST /user/reset/ {nif, email} (§7) and the request form of /recordar-clau: both non-empty, the email valid (§5.10). */
export const ZPasswordResetRequestSchema = z.object({ nif, email });
/** What the form holds (before the nif is normalised). */
export type TPasswordResetRequestForm = z.input<typeof ZPasswordResetRequestSchema>;
export type TPasswordResetRequest = z.output<typeof ZPasswordResetRequestSchema>;

/**
 * The one answer of POST /user/reset/, whether or not the nif and email name an account: the
 * caller learns nothing (a mail goes to the account's address when they do).
 */
export const ZPasswordResetRequestResponseSchema = z.object({ status: z.literal('OK') });
export type TPasswordResetRequestResponse = z.infer<typeof ZPasswordResetRequestResponseSchema>;

/** A link's secret: 32 random bytes in base64url (43 characters); anything longer is not one of ours. */
const token = z
  .string({ error: 'reset_link_invalid' })
  .min(1, 'reset_link_invalid')
  .max(128, 'reset_link_invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'reset_link_invalid');

/**
 * POST /user/reset/confirm {token, newPassword, repeatPassword} and the set-password form: the
 * change-password rules of customer-area §5 at a minimum length (password-rules.ts, the same
 * keys and messages). The form and the API build it with the settings' minimum.
 */
export const passwordResetConfirmSchema = byMinLength((minLength) =>
  z
    .object({
      token,
      newPassword: text(256, { error: 'required_field' }).superRefine(newPasswordRule(minLength)),
      repeatPassword: text(256, { error: 'required_field' }),
    })
    .refine((v) => v.repeatPassword === v.newPassword, {
      path: ['repeatPassword'],
      message: 'change_password_check_validation',
    }),
);

/** The endpoint contract's body: the shape; the API applies the rules with passwordResetConfirmSchema(minimum). */
export const ZPasswordResetConfirmSchema = z.object({
  token,
  newPassword: text(256, { error: 'required_field' }),
  repeatPassword: text(256, { error: 'required_field' }),
});
export type TPasswordResetConfirm = z.infer<typeof ZPasswordResetConfirmSchema>;

/** The new password is set and every session of the account has ended; the visitor signs in with it. */
export const ZPasswordResetConfirmResponseSchema = z.object({ status: z.literal('OK') });
export type TPasswordResetConfirmResponse = z.infer<typeof ZPasswordResetConfirmResponseSchema>;

/** The code and message of a link that is unknown, already used or expired (410): which of them is not said. */
export const RESET_LINK_INVALID = 'reset_link_invalid';
