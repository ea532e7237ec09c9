import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { byMinLength, newPasswordRule } from '../auth/password-rules.ts';

/** The secret of an activation link: base64url, 43 characters for 32 bytes; bounded so no input reaches SQL unchecked. */
const token = text(128, { error: 'activation_link_invalid' })
  .min(16, 'activation_link_invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'activation_link_invalid');

/**
 * Activation (/activacio?token=…): the link's token and the new password twice, with the
 * change-password rules (customer-area §5 and §9: a lowercase and an uppercase letter, a digit
 * and a symbol, not a common password, at least the settings' minimum length; the repeat
 * equal). The form and the API build it with the settings' minimum.
 */
export const activationSchema = byMinLength((minLength) =>
  z
    .object({
      token,
      password: text(256, { error: 'required_field' }).superRefine(newPasswordRule(minLength)),
      repeat: text(256, { error: 'required_field' }),
    })
    .refine((v) => v.repeat === v.password, { path: ['repeat'], message: 'change_password_check_validation' }),
);

/** POST signup/activate's body in its contract: the shape; the API applies the rules with activationSchema(minimum). */
export const ZActivationSchema = z.object({
  token,
  password: text(256, { error: 'required_field' }),
  repeat: text(256, { error: 'required_field' }),
});
export type TActivation = z.infer<typeof ZActivationSchema>;

/** The account is active: the login to sign in with (the customer's tax id, which they typed). */
export const ZActivationResponseSchema = z.object({ result: z.object({ login: z.string() }) });
export type TActivationResponse = z.infer<typeof ZActivationResponseSchema>;
