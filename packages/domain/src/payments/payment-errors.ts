import { z } from 'zod';

/** Card and payment error codes (customer-area §8), Stripe's where Stripe has one. */
export const PAYMENT_ERROR_CODES = [
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
  'expired_card',
  'incorrect_cvc',
  'incorrect_zip',
  'card_declined',
  'missing',
  'processing_error',
  'rate_limit',
  'not_payable',
  'user_not_enabled',
  'unexpected_intent_state',
  'unknown',
] as const;
export const ZPaymentErrorCodeSchema = z.enum(PAYMENT_ERROR_CODES);
export type TPaymentErrorCode = z.infer<typeof ZPaymentErrorCodeSchema>;

/** The decline reason that has a message of its own; other decline codes read as a plain decline. */
export const INSUFFICIENT_FUNDS = 'insufficient_funds';

export function isPaymentErrorCode(value: unknown): value is TPaymentErrorCode {
  return typeof value === 'string' && (PAYMENT_ERROR_CODES as readonly string[]).includes(value);
}

/** Any provider code as one of ours: what we do not know is 'unknown' ("Something went wrong"). */
export function toPaymentErrorCode(value: unknown): TPaymentErrorCode {
  return isPaymentErrorCode(value) ? value : 'unknown';
}

/** Catalogue key (payments.json) of an error, with insufficient funds told apart from other declines. */
export function paymentErrorMessageKey(code: string | null | undefined, declineCode?: string | null): string {
  const known = toPaymentErrorCode(code);
  if (known === 'card_declined' && declineCode === INSUFFICIENT_FUNDS) return `payment_error_${INSUFFICIENT_FUNDS}`;
  return `payment_error_${known}`;
}
