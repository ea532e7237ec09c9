import { z } from 'zod';
import { INT4_MAX, text } from '../api/primitives.ts';
import { paymentErrorMessageKey } from './payment-errors.ts';
import { sandboxCardError } from './sandbox-cards.ts';

/**
 * The card of POST sandbox_payments/payment_methods, shape only: the API reads it with this and answers
 * a card problem (sandboxCardError) with 402 and the card error code, as Stripe does.
 */
export const ZSandboxCardFieldsSchema = z.object({
  // abort: an empty or oversized field is reported alone, not also as a card error.
  number: text(64).trim().min(1, { error: 'required_field', abort: true }).max(32, { error: 'field_too_long', abort: true }),
  exp_month: z.coerce
    .number('payment_error_invalid_expiry_month')
    .int('payment_error_invalid_expiry_month')
    .min(-INT4_MAX, 'payment_error_invalid_expiry_month')
    .max(INT4_MAX, 'payment_error_invalid_expiry_month'),
  exp_year: z.coerce
    .number('payment_error_invalid_expiry_year')
    .int('payment_error_invalid_expiry_year')
    .min(-INT4_MAX, 'payment_error_invalid_expiry_year')
    .max(INT4_MAX, 'payment_error_invalid_expiry_year'),
  cvc: text(64).trim().min(1, { error: 'required_field', abort: true }).max(8, { error: 'field_too_long', abort: true }),
  postal_code: text(64).trim().max(10, { error: 'field_too_long', abort: true }).optional(),
});

/** The card with the provider's checks against the clock `now` gives, each problem on its field as a payments.json key. */
export function sandboxCardSchema(now: () => Date = () => new Date()) {
  return ZSandboxCardFieldsSchema.superRefine((card, context) => {
    const problem = sandboxCardError(card, now());
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: paymentErrorMessageKey(problem.code) });
  });
}

/** The card form and the provider check the same rules (customer-area §8). */
export const ZSandboxCardSchema = sandboxCardSchema();
export type TSandboxCardInput = z.input<typeof ZSandboxCardSchema>;

/** POST sandbox_payments/payment_methods answers the id of the stored card. */
export const ZSandboxPaymentMethodResponseSchema = z.object({ id: z.string() });

/** POST sandbox_payments/intents/:id/authenticate: the customer completes or cancels the extra authentication. */
export const SANDBOX_AUTHENTICATION_OUTCOMES = ['complete', 'cancel'] as const;
export const ZSandboxAuthenticateRequestSchema = z.object({ outcome: z.enum(SANDBOX_AUTHENTICATION_OUTCOMES) });
export type TSandboxAuthenticateRequest = z.infer<typeof ZSandboxAuthenticateRequestSchema>;
