import { describe, expect, it } from 'vitest';
import { ZPayRequestSchema, ZPayResponseSchema, ZTransactionSummarySchema } from './payment-schemas.ts';

describe('ZPayRequestSchema', () => {
  it('accepts a payment with a method and a finalisation of an intent', () => {
    const pay = { payment_method_id: 'pm_1', platform_name: 'sandbox', item_id: 7, related_object_type: 'account.invoice' };
    expect(ZPayRequestSchema.parse(pay)).toEqual(pay);
    const finalise = { payment_intent_id: 'pi_1', platform_name: 'stripe' };
    expect(ZPayRequestSchema.parse(finalise)).toEqual(finalise);
  });

  it('refuses bad ids, platforms, objects and mixed bodies', () => {
    const pay = { payment_method_id: 'pm_1', platform_name: 'sandbox', item_id: 7, related_object_type: 'multipoint.invoice' };
    for (const body of [
      { ...pay, item_id: 0 },
      { ...pay, item_id: '7' },
      { ...pay, payment_method_id: '' },
      { ...pay, payment_method_id: 'x'.repeat(256) },
      { ...pay, platform_name: 'paypal' },
      { ...pay, related_object_type: 'sale.order' },
      { ...pay, payment_intent_id: 'pi_1' },
      { platform_name: 'sandbox' },
    ]) {
      expect(ZPayRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});

describe('ZPayResponseSchema', () => {
  it('accepts the three outcomes', () => {
    expect(ZPayResponseSchema.safeParse({ status: 'success', transaction_id: 1, invoice_id: 7 }).success).toBe(true);
    expect(
      ZPayResponseSchema.safeParse({
        status: 'requires_action',
        payment_intent_id: 'pi_1',
        client_secret: 'pi_1_secret',
        next_action: 'sandbox_authentication',
      }).success,
    ).toBe(true);
    expect(
      ZPayResponseSchema.safeParse({ status: 'error', error: { code: 'card_declined', decline_code: 'insufficient_funds' } }).success,
    ).toBe(true);
    expect(ZPayResponseSchema.safeParse({ status: 'error', error: { code: 'boom' } }).success).toBe(false);
  });
});

describe('ZTransactionSummarySchema', () => {
  it('takes an ISO timestamp and a card label', () => {
    const summary = {
      transaction_id: 3,
      amount: 61.23,
      currency: 'EUR',
      last_transaction_update_at: '2025-04-02T10:15:00.000Z',
      invoice_number: 'FE250007',
      invoice_concept: 'Electricity 03/2025',
      payment_method_id: 'visa •••• 4242',
      payment_type: 'card',
      paid_by_user_email: 'demo@example.com',
      invoice_id: 7,
    };
    expect(ZTransactionSummarySchema.parse(summary)).toEqual(summary);
    expect(ZTransactionSummarySchema.safeParse({ ...summary, last_transaction_update_at: '02/04/2025' }).success).toBe(false);
    expect(ZTransactionSummarySchema.safeParse({ ...summary, currency: 'USD' }).success).toBe(false);
  });
});
