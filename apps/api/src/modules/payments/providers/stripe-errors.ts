import { isPaymentErrorCode, type TPaymentErrorCode } from '@portal/domain';
import type Stripe from 'stripe';

export interface RefusedOutcome {
  status: 'failed';
  intentId: string | null;
  code: TPaymentErrorCode;
  declineCode?: string;
}

/** Stripe codes that are not ours by name (docs.stripe.com/error-codes). */
const STRIPE_CODES: Record<string, TPaymentErrorCode> = {
  payment_intent_authentication_failure: 'unexpected_intent_state',
  payment_intent_unexpected_state: 'unexpected_intent_state',
  payment_intent_payment_attempt_failed: 'card_declined',
  card_decline_rate_limit_exceeded: 'rate_limit',
  resource_missing: 'missing',
  authentication_required: 'card_declined',
};

type RawError = Pick<Stripe.PaymentIntent.LastPaymentError, 'type' | 'code' | 'decline_code'>;

/** The error classes of Stripe's SDK, from the SDK the provider loaded (stripe-provider.ts). */
export type TStripeErrors = typeof Stripe.errors;

/**
 * A Stripe error, or an intent's last_payment_error, as a refusal of ours, when Stripe says it
 * charged nothing: card errors (402), invalid requests (400), rate limits (429, never executed),
 * credentials refused (401/403). Undefined when the outcome is unknown (connection lost, 5xx,
 * a request with the same idempotency key still in progress): the attempt stays processing.
 * `errors`: the SDK's error classes, which tell a thrown error's kind.
 */
export function stripeErrorOutcome(
  errors: TStripeErrors,
  error: Stripe.errors.StripeError | RawError,
  intentId: string | null,
): RefusedOutcome | undefined {
  const refused = (code: TPaymentErrorCode, declineCode?: string | null): RefusedOutcome => ({
    status: 'failed',
    intentId: paymentIntentOf(errors, error) ?? intentId,
    code,
    ...(declineCode ? { declineCode } : {}),
  });
  if (error instanceof errors.StripeError) {
    if (error instanceof errors.StripeRateLimitError) return refused('rate_limit');
    if (error instanceof errors.StripeIdempotencyError) return undefined;
    if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
      // The retailer's keys are wrong or restricted: the customer can do nothing but try later.
      return refused('processing_error');
    }
    if (error instanceof errors.StripeCardError) return refused(ourCode(error.code), error.decline_code);
    if (error instanceof errors.StripeInvalidRequestError) return refused(ourCode(error.code));
    return undefined;
  }
  if (error.type === 'card_error') return refused(ourCode(error.code), error.decline_code);
  if (error.type === 'invalid_request_error') return refused(ourCode(error.code));
  // api_error in last_payment_error: Stripe's own failure while confirming; nothing was charged.
  return refused('processing_error');
}

function ourCode(code: string | null | undefined): TPaymentErrorCode {
  if (!code) return 'unknown';
  if (isPaymentErrorCode(code)) return code;
  return STRIPE_CODES[code] ?? 'unknown';
}

function paymentIntentOf(errors: TStripeErrors, error: Stripe.errors.StripeError | RawError): string | undefined {
  return error instanceof errors.StripeError ? error.payment_intent?.id : undefined;
}
