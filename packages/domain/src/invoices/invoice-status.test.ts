import { describe, expect, it } from 'vitest';
import type { TPaidStatus } from './invoice-kinds.ts';
import { invoicePaperStatus, invoiceShownStatus, invoiceStatusLabel, invoiceStatusMessageKey } from './invoice-status.ts';

const invoice = (paid_status: TPaidStatus, rectificative_type = 'N', amount_total = 100, amount_pending = 100) => ({
  paid_status,
  rectificative_type,
  amount_total,
  amount_pending,
});

describe('invoiceStatusLabel', () => {
  it('maps the plain paid states (customer-area §4)', () => {
    expect(invoiceStatusLabel(invoice('pending_remesa'))).toBe('pending_collection');
    expect(invoiceStatusLabel(invoice('pending_transfer'))).toBe('pending_payment');
    expect(invoiceStatusLabel(invoice('manual_verification_required'))).toBe('pending_payment');
    expect(invoiceStatusLabel(invoice('paid', 'N', 100, 0))).toBe('paid');
    expect(invoiceStatusLabel(invoice('paid_without_transaction', 'R', 100, 0))).toBe('paid');
    expect(invoiceStatusLabel(invoice('unpaid'))).toBe('unpaid');
  });

  it('shows cancelling invoices A and B in a pending state as pending refund', () => {
    for (const type of ['A', 'B']) {
      for (const status of ['pending_remesa', 'pending_transfer', 'manual_verification_required'] as const) {
        expect(invoiceStatusLabel(invoice(status, type, -50, -50))).toBe('pending_refund');
      }
    }
  });

  it('shows a paid A as refunded, a paid B as paid', () => {
    expect(invoiceStatusLabel(invoice('paid', 'A', -50, 0))).toBe('refunded');
    expect(invoiceStatusLabel(invoice('paid_without_transaction', 'A', -50, 0))).toBe('refunded');
    expect(invoiceStatusLabel(invoice('paid', 'B', -50, 0))).toBe('paid');
  });

  it('shows an unpaid invoice with part of it paid as partially paid', () => {
    expect(invoiceStatusLabel(invoice('unpaid', 'N', 100, 40))).toBe('partially_paid');
    expect(invoiceStatusLabel(invoice('unpaid', 'N', 100, 0))).toBe('partially_paid');
  });

  it('compares amounts in cents, so float noise is not a partial payment', () => {
    expect(invoiceStatusLabel(invoice('unpaid', 'N', 0.1 + 0.2, 0.3))).toBe('unpaid');
  });

  it('treats an unknown rectificative type as normal', () => {
    expect(invoiceStatusLabel(invoice('pending_transfer', 'X'))).toBe('pending_payment');
    expect(invoiceStatusLabel(invoice('paid', 'R', 10, 0))).toBe('paid');
  });

  it('gives the catalogue key of a label', () => {
    expect(invoiceStatusMessageKey('partially_paid')).toBe('invoice_status_partially_paid');
  });
});

describe('invoiceShownStatus', () => {
  const base = { paid_status: 'pending_transfer', rectificative_type: 'N', amount_total: 50, amount_pending: 50 } as const;
  it('shows an unsettled invoice whose card payment awaits its answer as payment in process', () => {
    expect(invoiceShownStatus({ ...base, payment_in_process: true })).toBe('payment_in_process');
    expect(invoiceShownStatus({ ...base, paid_status: 'unpaid', payment_in_process: true })).toBe('payment_in_process');
    expect(invoiceStatusMessageKey(invoiceShownStatus({ ...base, payment_in_process: true }))).toBe('invoice_status_payment_in_process');
  });

  it('shows the books’ status otherwise, and paid once settled', () => {
    expect(invoiceShownStatus(base)).toBe('pending_payment');
    expect(invoiceShownStatus({ ...base, payment_in_process: false })).toBe('pending_payment');
    expect(invoiceShownStatus({ ...base, paid_status: 'paid', amount_pending: 0, payment_in_process: true })).toBe('paid');
  });
});

describe('invoicePaperStatus', () => {
  it('prints a payment being verified as such, not as a payment still owed', () => {
    expect(invoicePaperStatus(invoice('manual_verification_required'))).toBe('payment_being_verified');
    expect(invoicePaperStatus(invoice('pending_transfer'))).toBe('pending_payment');
    expect(invoicePaperStatus(invoice('pending_remesa'))).toBe('pending_collection');
    expect(invoicePaperStatus(invoice('manual_verification_required', 'A', -50, -50))).toBe('pending_refund');
  });
});
