import type { TInvoice, TInvoiceListResponse } from '@portal/domain';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { useEnglish } from '../../../test/render.tsx';

/** A paid electricity invoice of the demo customer; tests override what they need. */
export function invoiceFixture(overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    id: 1,
    invoice_id: 1,
    number: 'FE2025-0001',
    date: '2025-03-05',
    start_date: '2025-02-01',
    end_date: '2025-02-28',
    type: 'electricity',
    cups: { name: 'ES0031405398765432DM0F', full_address: 'Carrer Major 1, 08001 Barcelona' },
    contract: { name: 'C1001', type: 'electricity' },
    energy_consumed: 312.5,
    amount_total: 1234.56,
    amount_pending: 0,
    amount_to_pay: 0,
    paid_status: 'paid',
    rectificative_type: 'N',
    pending_state_history: [],
    online_payment: { payment_enabled: false, payment_link: null, rel_object_type: 'account.invoice' },
    address_invoice_id: null,
    points: [],
    ...overrides,
  };
}

/** An unpaid invoice the customer can pay by card. */
export const payableInvoiceFixture = (overrides: Partial<TInvoice> = {}) =>
  invoiceFixture({
    paid_status: 'unpaid',
    amount_pending: 80.2,
    amount_total: 80.2,
    amount_to_pay: 80.2,
    online_payment: { payment_enabled: true, payment_link: null, rel_object_type: 'account.invoice' },
    ...overrides,
  });

/** A multipoint invoice of two supply points (no contract nor cups of its own). */
export const multipointInvoiceFixture = (overrides: Partial<TInvoice> = {}) =>
  invoiceFixture({
    id: 900,
    number: 'FM2025-0001',
    type: 'multipoint',
    cups: null,
    contract: null,
    energy_consumed: 5000,
    amount_total: 900,
    online_payment: { payment_enabled: false, payment_link: null, rel_object_type: 'multipoint.invoice' },
    points: [
      {
        contract_name: 'C3001',
        cups_name: 'ES0031400000000001AA0F',
        full_address: 'Carrer Indústria 5, Terrassa',
        energy_consumed: 3000,
        amount_total: 540,
      },
      {
        contract_name: 'C3002',
        cups_name: 'ES0031400000000002BB0F',
        full_address: 'Carrer Indústria 7, Terrassa',
        energy_consumed: 2000,
        amount_total: 360,
      },
    ],
    ...overrides,
  });

export const invoiceListResponse = (items: TInvoice[], total = items.length, offset = 0, limit = 100): TInvoiceListResponse => ({
  n_items: total,
  offset,
  limit,
  items,
});

/** English with the invoices and payments messages, as the page's route loads them. */
export async function useEnglishInvoices(): Promise<void> {
  await useEnglish();
  await loadCataloguePart('invoices');
}
