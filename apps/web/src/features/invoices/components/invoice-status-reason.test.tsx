import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings, type TInvoice } from '@portal/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '../../../shared/ui/responsive-list/match-media-stub.ts';
import { invoiceFixture, payableInvoiceFixture, useEnglishInvoices } from '../test/invoice-fixture.ts';
import { showInvoices } from '../test/invoice-harness.tsx';

beforeAll(useEnglishInvoices);
afterEach(() => vi.unstubAllGlobals());

const pending = (id: number, overrides: Partial<TInvoice>) =>
  invoiceFixture({ id, amount_total: 80.2, amount_pending: 80.2, amount_to_pay: 0, ...overrides });

// The demo's FE26000142 and its neighbours: every state in which money is pending but no Pay button is offered.
const invoices = [
  pending(1, { paid_status: 'manual_verification_required' }),
  pending(2, { paid_status: 'pending_remesa' }),
  pending(3, {
    paid_status: 'pending_transfer',
    online_payment: { payment_enabled: false, payment_link: null, rel_object_type: 'account.invoice', payment_in_process: true },
  }),
  pending(4, { paid_status: 'pending_transfer', rectificative_type: 'A', amount_total: -80.2, amount_pending: -80.2 }),
  payableInvoiceFixture({ id: 5, paid_status: 'pending_transfer' }),
  invoiceFixture({ id: 6 }),
];

const expected: Record<number, [string, string | null]> = {
  1: ['Payment being verified', 'We have received a payment for this invoice and are checking it by hand.'],
  2: ['Pending collection (bank)', 'Your bank will collect it by direct debit'],
  3: ['Payment in process', 'Your card payment is waiting for the bank'],
  4: ['Pending refund', 'We owe you this amount'],
  5: ['Pending payment', 'pay it here by card'],
  6: ['Paid', null],
};

describe('a pending invoice says why it reads as it does and what to do', { timeout: 30000 }, () => {
  for (const width of [390, 1366]) {
    it(`with its own label and a visible reason, on a ${width} px screen`, async () => {
      stubScreenWidth(width);
      showInvoices('/invoices', { electricity: invoices });
      for (const [id, [label, reason]] of Object.entries(expected)) {
        const row = await screen.findByTestId(`invoice-row-${id}`);
        expect(within(row).getByText(label)).toBeTruthy();
        const shown = within(row).queryByTestId(`invoice-reason-${id}`);
        if (reason === null) expect(shown).toBeNull();
        else expect(shown?.textContent).toContain(reason);
      }
      // Only the payable one has a Pay button; the reasons are not all the same.
      expect(screen.getByTestId('invoice-pay-5')).toBeTruthy();
      for (const id of [1, 2, 3, 4]) expect(screen.queryByTestId(`invoice-pay-${id}`)).toBeNull();
      expect(within(screen.getByTestId('invoice-row-1')).queryByText('Pending payment')).toBeNull();
    });
  }

  it('tells a transfer still owed to pay by transfer when the portal takes no cards', async () => {
    showInvoices('/invoices', {
      electricity: [payableInvoiceFixture({ id: 7, paid_status: 'pending_transfer' })],
      settings: mergeSettings(DEFAULT_SETTINGS, { invoices: { enablePayment: false } }),
    });
    const row = await screen.findByTestId('invoice-row-7');
    expect(within(row).getByTestId('invoice-reason-7').dataset.reason).toBe('pending_payment_transfer');
  });
});
