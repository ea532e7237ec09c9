import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { invoiceFixture, payableInvoiceFixture } from '../test/invoice-fixture.ts';
import { newestInvoice, newestPayableInvoice } from './invoice-action-target.ts';

describe('the invoice a home tile means (visitor-and-shell §2.2)', () => {
  const older = invoiceFixture({ id: 1, date: '2025-01-05' });
  const newer = invoiceFixture({ id: 2, date: '2025-02-05' });
  const sameDayLater = invoiceFixture({ id: 3, date: '2025-02-05' });

  it('download: the newest invoice, the later issued on the same day', () => {
    expect(newestInvoice([older, newer])?.id).toBe(2);
    expect(newestInvoice([newer, older, sameDayLater])?.id).toBe(3);
    expect(newestInvoice([])).toBeUndefined();
  });

  it('pay online: the newest invoice payable by card, none when payment is switched off', () => {
    const payableOld = payableInvoiceFixture({ id: 4, date: '2024-12-01' });
    const payableNew = payableInvoiceFixture({ id: 5, date: '2025-01-20' });
    expect(newestPayableInvoice([newer, payableOld, payableNew], DEFAULT_SETTINGS)?.id).toBe(5);
    expect(newestPayableInvoice([newer], DEFAULT_SETTINGS)).toBeUndefined();
    const off = mergeSettings(DEFAULT_SETTINGS, { invoices: { enablePayment: false } });
    expect(newestPayableInvoice([payableNew], off)).toBeUndefined();
  });
});
