import { describe, expect, it } from 'vitest';
import type { TPaidStatus } from './invoice-kinds.ts';
import { isInvoicePayable } from './invoice-payable.ts';
import { invoiceShownStatus } from './invoice-status.ts';
import { INVOICE_STATUS_REASONS, invoiceStatusReason, invoiceStatusReasonMessageKey } from './invoice-status-reason.ts';

const invoice = (paid_status: TPaidStatus, rectificative_type = 'N', amount_pending = 80) => ({
  paid_status,
  rectificative_type,
  amount_total: 80,
  amount_pending,
});

// What the list shows for an invoice when online payment is switched on: the Pay button exists
// exactly when the invoice is payable.
const shown = (input: ReturnType<typeof invoice>, payment_in_process = false) => {
  const status = invoiceShownStatus({ ...input, payment_in_process });
  const payable = isInvoicePayable({ ...input, payment_in_process });
  return { status, payable, reason: invoiceStatusReason(status, payable) };
};

describe('invoiceShownStatus of an invoice in manual verification', () => {
  it('reads "payment being verified", not the payable "pending payment"', () => {
    expect(shown(invoice('manual_verification_required'))).toEqual({
      status: 'payment_being_verified',
      payable: false,
      reason: 'payment_being_verified',
    });
    expect(shown(invoice('pending_transfer')).status).toBe('pending_payment');
  });

  it('still reads as a pending refund when it is a cancelling invoice', () => {
    expect(shown(invoice('manual_verification_required', 'A', -80)).status).toBe('pending_refund');
  });
});

describe('invoiceStatusReason', () => {
  it('explains every pending state that offers no Pay button, each with its own reason', () => {
    const cases = [
      shown(invoice('manual_verification_required')),
      shown(invoice('pending_remesa')),
      shown(invoice('pending_transfer'), true),
      shown(invoice('pending_transfer', 'B', -80)),
    ];
    for (const c of cases) expect(c.payable).toBe(false);
    expect(cases.map((c) => c.reason)).toEqual(['payment_being_verified', 'pending_collection', 'payment_in_process', 'pending_refund']);
    expect(new Set(cases.map((c) => c.status)).size).toBe(cases.length);
  });

  it('tells a transfer still owed how to pay it, here or by transfer', () => {
    expect(invoiceStatusReason('pending_payment', true)).toBe('pending_payment_online');
    expect(invoiceStatusReason('pending_payment', false)).toBe('pending_payment_transfer');
  });

  it('says nothing more of a settled invoice, nor of an unpaid one beside its Pay button', () => {
    expect(invoiceStatusReason('paid', false)).toBeNull();
    expect(invoiceStatusReason('refunded', false)).toBeNull();
    expect(invoiceStatusReason('unpaid', true)).toBeNull();
    expect(invoiceStatusReason('partially_paid', true)).toBeNull();
    expect(invoiceStatusReason('unpaid', false)).toBe('unpaid_contact');
  });

  it('gives catalogue keys', () => {
    expect(INVOICE_STATUS_REASONS.map(invoiceStatusReasonMessageKey)).toContain('invoice_reason_payment_being_verified');
  });
});
