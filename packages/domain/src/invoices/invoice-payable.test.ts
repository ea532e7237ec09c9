import { describe, expect, it } from 'vitest';
import { PAID_STATUSES } from './invoice-kinds.ts';
import { canPayOnline, invoiceAmountToPay, isInvoicePayable } from './invoice-payable.ts';

describe('isInvoicePayable', () => {
  it('accepts a pending transfer or unpaid normal invoice with something pending', () => {
    expect(isInvoicePayable({ paid_status: 'pending_transfer', rectificative_type: 'N', amount_pending: 12.5 })).toBe(true);
    expect(isInvoicePayable({ paid_status: 'unpaid', rectificative_type: 'R', amount_pending: 0.01 })).toBe(true);
  });

  it('refuses every other paid status', () => {
    for (const status of PAID_STATUSES.filter((s) => s !== 'pending_transfer' && s !== 'unpaid')) {
      expect(isInvoicePayable({ paid_status: status, rectificative_type: 'N', amount_pending: 10 })).toBe(false);
    }
  });

  it('refuses nothing pending and cancelling invoices', () => {
    expect(isInvoicePayable({ paid_status: 'unpaid', rectificative_type: 'N', amount_pending: 0 })).toBe(false);
    expect(isInvoicePayable({ paid_status: 'unpaid', rectificative_type: 'N', amount_pending: -3 })).toBe(false);
    expect(isInvoicePayable({ paid_status: 'unpaid', rectificative_type: 'A', amount_pending: 10 })).toBe(false);
    expect(isInvoicePayable({ paid_status: 'pending_transfer', rectificative_type: 'B', amount_pending: 10 })).toBe(false);
  });

  it('refuses an invoice whose card payment awaits its answer', () => {
    const invoice = { paid_status: 'pending_transfer', rectificative_type: 'N', amount_pending: 12.5 } as const;
    expect(isInvoicePayable({ ...invoice, payment_in_process: true })).toBe(false);
    expect(invoiceAmountToPay({ ...invoice, payment_in_process: true })).toBe(0);
    expect(isInvoicePayable({ ...invoice, payment_in_process: false })).toBe(true);
  });

  it('charges the pending amount only when payable', () => {
    expect(invoiceAmountToPay({ paid_status: 'unpaid', rectificative_type: 'N', amount_pending: 42.1 })).toBe(42.1);
    expect(invoiceAmountToPay({ paid_status: 'pending_remesa', rectificative_type: 'N', amount_pending: 42.1 })).toBe(0);
  });
});

describe('canPayOnline', () => {
  const invoice = (payment_enabled: boolean) => ({ online_payment: { payment_enabled } });
  it('needs both the setting and the invoice flag', () => {
    expect(canPayOnline({ invoices: { enablePayment: true } }, invoice(true))).toBe(true);
    expect(canPayOnline({ invoices: { enablePayment: false } }, invoice(true))).toBe(false);
    expect(canPayOnline({ invoices: { enablePayment: true } }, invoice(false))).toBe(false);
  });
  it('is not offered while a payment of the invoice is in process', () => {
    const inProcess = { online_payment: { payment_enabled: true, payment_in_process: true } };
    expect(canPayOnline({ invoices: { enablePayment: true } }, inProcess)).toBe(false);
  });
});
