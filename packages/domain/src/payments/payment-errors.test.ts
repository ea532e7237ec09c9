import { describe, expect, it } from 'vitest';
import { PAYMENT_ERROR_CODES, paymentErrorMessageKey, toPaymentErrorCode } from './payment-errors.ts';

describe('paymentErrorMessageKey', () => {
  it('prefixes every known code', () => {
    for (const code of PAYMENT_ERROR_CODES) expect(paymentErrorMessageKey(code)).toBe(`payment_error_${code}`);
    expect(PAYMENT_ERROR_CODES).toHaveLength(16);
  });

  it('reads anything else as unknown', () => {
    expect(paymentErrorMessageKey('authentication_required')).toBe('payment_error_unknown');
    expect(paymentErrorMessageKey(undefined)).toBe('payment_error_unknown');
    expect(paymentErrorMessageKey(null)).toBe('payment_error_unknown');
    expect(toPaymentErrorCode(42)).toBe('unknown');
  });

  it('gives insufficient funds its own message, other declines the generic one', () => {
    expect(paymentErrorMessageKey('card_declined', 'insufficient_funds')).toBe('payment_error_insufficient_funds');
    expect(paymentErrorMessageKey('card_declined', 'generic_decline')).toBe('payment_error_card_declined');
    expect(paymentErrorMessageKey('processing_error', 'insufficient_funds')).toBe('payment_error_processing_error');
  });
});
