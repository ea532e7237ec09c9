import { z } from 'zod';
import { text } from '../api/primitives.ts';
import { newPasswordProblem } from '../auth/password-rules.ts';

/** The secret of an activation link: base64url, 43 characters for 32 bytes; bounded so no input reaches SQL unchecked. */
const token = text(128, { error: 'activation_link_invalid' })
  .min(16, 'activation_link_invalid')
  .regex(/^[A-Za-z0-9_-]+$/, 'activation_link_invalid');

/**
 * Activation (/activacio?token=…): the link's token and the new password twice, with the
 * change-password rules (customer-area §5 and §9: at least 6, a lowercase and an uppercase
 * letter, a digit and a symbol; the repeat equal). The form and POST signup/activate's body.
 */
export const ZActivationSchema = z
  .object({
    token,
    password: text(256, { error: 'required_field' }).superRefine((value, ctx) => {
      const problem = newPasswordProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    repeat: text(256, { error: 'required_field' }),
  })
  .refine((v) => v.repeat === v.password, { path: ['repeat'], message: 'change_password_check_validation' });
export type TActivation = z.infer<typeof ZActivationSchema>;

/** The account is active: the login to sign in with (the customer's tax id, which they typed). */
export const ZActivationResponseSchema = z.object({ result: z.object({ login: z.string() }) });
export type TActivationResponse = z.infer<typeof ZActivationResponseSchema>;
