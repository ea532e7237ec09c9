import { paymentErrorMessageKey } from '@portal/domain';
import { isApiError } from '../../../../shared/api/api-error.ts';
import { sortServerErrors, type TServerErrorPlan } from '../../../../shared/forms/server-errors.ts';

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
 * The payment calls' refusals with words of their own (docs/payments.md): 409 payment in
 * process (an attempt awaits its answer: not "cannot be paid", but "in process"), 409 not payable
 * (maybe already paid), 429 too many attempts, 403 a read-only session; a 400 names no field the
 * customer typed (the card is the provider's), so it is "Something went wrong" like any other.
 */
const PAYMENT_PLAN: TServerErrorPlan = {
  fields: [],
  refusals: {
    '403:read_only_token': 'read_only_token',
    '409:payment_in_process': PAYMENT_IN_PROCESS_KEY,
    '409:idempotency_key_in_use': PAYMENT_IN_PROCESS_KEY,
    '409': paymentErrorMessageKey('not_payable'),
    '429': paymentErrorMessageKey('rate_limit'),
    '400': UNKNOWN_PAYMENT_ERROR_KEY,
  },
  otherwise: UNKNOWN_PAYMENT_ERROR_KEY,
};

/**
 * The message of a failed payment call, sorted as every form's: a 402 is a card error of the
 * sandbox provider, with its decline code; any other failure (network, 404, 5xx) is "Something
 * went wrong".
 */
export function paymentFailureKey(error: unknown): string {
  if (isApiError(error) && error.status === 402) {
    const declineCode = (error.body as { decline_code?: unknown } | undefined)?.decline_code;
    return cardErrorKey({ code: error.code, decline_code: typeof declineCode === 'string' ? declineCode : undefined });
  }
  return sortServerErrors(error, PAYMENT_PLAN).general ?? UNKNOWN_PAYMENT_ERROR_KEY;
}
