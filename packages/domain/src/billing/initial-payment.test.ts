import { describe, expect, it } from 'vitest';
import { BillingInputError } from './billing-errors.ts';
import { initialPaymentComputation } from './initial-payment.ts';

describe('initialPaymentComputation', () => {
  it('asks the amount in one line, rounded to the cent, billing no days and no energy', () => {
    const computation = initialPaymentComputation(20.004, '2026-11-29');
    expect(computation).toEqual({
      lines: [{ key: 'initial_payment', quantity: 1, unit: 'EUR', unitPrice: 20, amount: 20, from: '2026-11-29', to: '2026-11-29' }],
      taxes: [],
      totalBeforeVat: 20,
      vat: 0,
      total: 20,
      energyKwh: 0,
      days: 0,
    });
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses an amount of %s', (amount) => {
    expect(() => initialPaymentComputation(amount, '2026-11-29')).toThrow(BillingInputError);
  });
});
