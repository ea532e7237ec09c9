import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../shared/api/api-error.ts';
import { cardErrorKey, paymentFailureKey } from './payment-errors.ts';

describe('payment error messages (customer-area §8)', () => {
  it('each card code has its message; insufficient funds its own; anything else is unknown', () => {
    expect(cardErrorKey({ code: 'incorrect_cvc' })).toBe('payment_error_incorrect_cvc');
    expect(cardErrorKey({ code: 'card_declined', decline_code: 'generic_decline' })).toBe('payment_error_card_declined');
    expect(cardErrorKey({ code: 'card_declined', decline_code: 'insufficient_funds' })).toBe('payment_error_insufficient_funds');
    expect(cardErrorKey({ code: 'payment_intent_authentication_failure' })).toBe('payment_error_unknown');
    expect(cardErrorKey(undefined)).toBe('payment_error_unknown');
  });

  it('reads refused calls: not payable, card errors of the provider, too many, read-only, the rest unknown', () => {
    expect(paymentFailureKey(new ApiError(409, 'not_payable', 'not_payable'))).toBe('payment_error_not_payable');
    expect(paymentFailureKey(new ApiError(402, 'incorrect_number', 'payment_error_incorrect_number'))).toBe(
      'payment_error_incorrect_number',
    );
    expect(
      paymentFailureKey(new ApiError(402, 'card_declined', 'x', undefined, { code: 'card_declined', decline_code: 'insufficient_funds' })),
    ).toBe('payment_error_insufficient_funds');
    expect(paymentFailureKey(new ApiError(429, 'rate_limit', 'payment_error_rate_limit'))).toBe('payment_error_rate_limit');
    expect(paymentFailureKey(new ApiError(403, 'read_only_token', 'read_only_token'))).toBe('read_only_token');
    expect(paymentFailureKey(new ApiError(404, 'invoice_not_found', 'invoice_not_found'))).toBe('payment_error_unknown');
    expect(paymentFailureKey(new ApiError(0, 'network_error', 'network_error'))).toBe('payment_error_unknown');
    expect(paymentFailureKey(new Error('bug'))).toBe('payment_error_unknown');
  });
});
