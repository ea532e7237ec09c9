import { describe, expect, it } from 'vitest';
import { paymentIntentOf, searchWithoutPaymentIntent } from './payment-return.ts';

describe('return from the payment provider (customer-area §4)', () => {
  it('reads the payment_intent parameter', () => {
    expect(paymentIntentOf('?payment_intent=pi_123&redirect_status=succeeded')).toBe('pi_123');
    expect(paymentIntentOf('?contractType=gas')).toBeNull();
    expect(paymentIntentOf('?payment_intent=')).toBeNull();
    expect(paymentIntentOf(`?payment_intent=${'x'.repeat(256)}`)).toBeNull();
  });

  it('removes it with the client secret and redirect status, keeping the rest', () => {
    expect(
      searchWithoutPaymentIntent(
        '?contractType=gas&payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded',
      ),
    ).toBe('?contractType=gas');
    expect(searchWithoutPaymentIntent('?payment_intent=pi_1')).toBe('');
    expect(searchWithoutPaymentIntent('')).toBe('');
  });
});
