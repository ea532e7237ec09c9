import '../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { payableInvoiceFixture, useEnglishInvoices } from '../test/invoice-fixture.ts';
import { showInvoices } from '../test/invoice-harness.tsx';

beforeAll(useEnglishInvoices);
afterEach(() => vi.unstubAllGlobals());

/** An invoice whose card payment awaits its answer, as the API lists it. */
const inProcess = (id: number, paymentEnabled: boolean) =>
  payableInvoiceFixture({
    id,
    online_payment: { payment_enabled: paymentEnabled, payment_link: null, rel_object_type: 'account.invoice', payment_in_process: true },
  });

describe('an invoice whose payment is in process', { timeout: 20000 }, () => {
  it('reads "Payment in process", not unpaid, and offers no Pay button', async () => {
    showInvoices('/invoices', { electricity: [inProcess(3, false), payableInvoiceFixture({ id: 4 })] });
    const row = await screen.findByTestId('invoice-row-3');
    expect(within(row).getByText('Payment in process')).toBeTruthy();
    expect(within(row).queryByText('Unpaid')).toBeNull();
    expect(screen.queryByTestId('invoice-pay-3')).toBeNull();
    // The invoice beside it, unpaid and payable, keeps its state and its button.
    expect(within(await screen.findByTestId('invoice-row-4')).getByText('Unpaid')).toBeTruthy();
    expect(screen.getByTestId('invoice-pay-4')).toBeTruthy();
  });

  it('offers no Pay button even if an answer said payment_enabled along with it', async () => {
    showInvoices('/invoices', { electricity: [inProcess(5, true)] });
    await screen.findByTestId('invoice-row-5');
    expect(screen.queryByTestId('invoice-pay-5')).toBeNull();
  });
});
