import { type TPayResponse, toPaymentErrorCode } from '@portal/domain';
import type { IntentOutcome, PaymentProvider } from '../../platform/payments/provider.ts';
import type { PaymentRow } from './repo.ts';

/** The answer of POST pay for an attempt as recorded (card outcomes are all 200, customer-area §8). */
export function payResponse(provider: PaymentProvider, attempt: PaymentRow, outcome?: IntentOutcome): TPayResponse {
  switch (attempt.status) {
    case 'succeeded':
      return { status: 'success', transaction_id: attempt.id, invoice_id: attempt.invoiceId };
    case 'requires_action':
      if (outcome?.status === 'requires_action') {
        return {
          status: 'requires_action',
          payment_intent_id: outcome.intentId,
          client_secret: outcome.clientSecret,
          next_action: provider.nextAction,
        };
      }
      return { status: 'error', error: { code: 'processing_error' } };
    case 'failed':
      return {
        status: 'error',
        error: { code: toPaymentErrorCode(attempt.errorCode), ...(attempt.declineCode ? { decline_code: attempt.declineCode } : {}) },
      };
    case 'canceled':
      return { status: 'error', error: { code: 'unexpected_intent_state' } };
    default:
      // Undecided: the provider did not answer. The attempt is finished later (reconciler.ts).
      return { status: 'error', error: { code: 'processing_error' } };
  }
}
