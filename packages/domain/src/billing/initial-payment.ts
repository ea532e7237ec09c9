import { BillingInputError } from './billing-errors.ts';
import { centsToEuros } from './billing-money.ts';
import type { TInvoiceComputation } from './invoice-types.ts';

/**
 * The computation of the invoice that asks a new contract's initial payment (docs/contracting.md,
 * "The initial payment"): the amount the retailer set on the product, tax included as the
 * product offer states it, in one initial_payment line dated on the day it is asked. It bills no
 * energy and no days, so it never counts as a billing period (the overview's forecast starts after
 * the last invoice that billed days).
 */
export function initialPaymentComputation(amount: number, day: string): TInvoiceComputation {
  if (!Number.isFinite(amount) || amount <= 0) throw new BillingInputError('billing_invalid_value', `initialPayment=${amount}`);
  const cents = Math.round(amount * 100);
  const euros = centsToEuros(cents);
  return {
    lines: [{ key: 'initial_payment', quantity: 1, unit: 'EUR', unitPrice: euros, amount: euros, from: day, to: day }],
    taxes: [],
    totalBeforeVat: euros,
    vat: 0,
    total: euros,
    energyKwh: 0,
    days: 0,
  };
}
