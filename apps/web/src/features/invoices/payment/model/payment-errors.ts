import { paymentErrorMessageKey } from '@portal/domain';
import { isApiError } from '../../../../shared/api/api-error.ts';

/** The payment's own "Something went wrong" (customer-area §8). */
export const UNKNOWN_PAYMENT_ERROR_KEY = 'payment_error_unknown';
export const PAYMENT_IN_PROCESS_KEY = 'payment_error_in_process';

export interface TCardError {
  code?: string | null;
  decline_code?: string | null;
}

/**
 * The message of a card error (customer-area §8), from the provider's code: each code its
 * message, a decline for insufficient funds its own, anything else "Something went wrong".
 */
export function cardErrorKey(error: TCardError | null | undefined): string {
  return paymentErrorMessageKey(error?.code, error?.decline_code);
}

/**
 * The message of a failed payment call (docs/invoices-contract.md): 409 payment in process (an
 * attempt awaits its answer), 409 not payable (maybe already paid), 402 a card error of the sandbox provider, 429 too many attempts, 403 a read-only
 * session; any other failure (network, 404, 5xx) is "Something went wrong".
 */
export function paymentFailureKey(error: unknown): string {
  if (!isApiError(error)) return UNKNOWN_PAYMENT_ERROR_KEY;
  if (error.status === 403 && error.code === 'read_only_token') return 'read_only_token';
  // A payment of the invoice awaits its answer (issue 10 §6): not "cannot be paid", but "in process".
  if (error.status === 409 && (error.code === 'payment_in_process' || error.code === 'idempotency_key_in_use')) {
    return PAYMENT_IN_PROCESS_KEY;
  }
  if (error.status === 409) return paymentErrorMessageKey('not_payable');
  if (error.status === 429) return paymentErrorMessageKey('rate_limit');
  if (error.status === 402) {
    const declineCode = (error.body as { decline_code?: unknown } | undefined)?.decline_code;
    return cardErrorKey({ code: error.code, decline_code: typeof declineCode === 'string' ? declineCode : undefined });
  }
  return UNKNOWN_PAYMENT_ERROR_KEY;
}
