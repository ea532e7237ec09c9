import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authActions } from '../../../shared/session/auth-store.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../test/render.tsx';
import { PayInvoiceButton } from './pay-invoice-button.tsx';
import {
  captureDownloads,
  NEXT_YEAR,
  pathOf,
  payableInvoice,
  paymentApi,
  posts,
  typeCard,
  useEnglishPayments,
} from './test/payment-harness.tsx';

beforeAll(useEnglishPayments);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authActions.signedOut();
});

const show = (invoice = payableInvoice(), settings = DEFAULT_SETTINGS) => {
  const onPaid = vi.fn();
  renderWithApp(<PayInvoiceButton invoice={invoice} relatedObjectType={invoice.online_payment.rel_object_type} onPaid={onPaid} />, {
    settings,
  });
  return { onPaid };
};
const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Pay invoice FE2025-0042' }));
  return screen.findByRole('dialog', { name: 'Pay invoice FE2025-0042' });
};
const submit = () => fireEvent.click(screen.getByTestId('payment-submit'));
const GOOD_CARD = { number: '4242424242424242', expiry: `12${NEXT_YEAR}`, cvc: '123' };

describe('pay button (customer-area §6)', () => {
  it('shows for an invoice payable online, named with its number; hidden when payment is off', async () => {
    show();
    expect((await screen.findByRole('button', { name: 'Pay invoice FE2025-0042' })).textContent).toBe('Pay');
    cleanup();
    show(payableInvoice(), mergeSettings(DEFAULT_SETTINGS, { invoices: { enablePayment: false } }));
    show(payableInvoice({ id: 6, online_payment: { payment_enabled: false, payment_link: null, rel_object_type: 'account.invoice' } }));
    expect(screen.queryByRole('button', { name: /Pay invoice/ })).toBeNull();
  });

  it('a read-only session sees it disabled, with why in a line a touch screen shows too', async () => {
    authActions.signedIn({ loginType: 'token', readonly: true, newCustomer: false });
    show();
    const button = (await screen.findByTestId('invoice-pay-5')) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = await screen.findByText('Not available in a read-only session.');
    expect(reason.getAttribute('data-testid')).toBe('invoice-pay-5-reason');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('paying with the sandbox provider (customer-area §4)', () => {
  it('formats the card, pays, shows the transaction summary, downloads the receipt; onPaid on close', async () => {
    const downloads = captureDownloads();
    const { calls } = paymentApi((call) =>
      pathOf(call) === '/api/v1/download_transaction_receipt/31'
        ? new Response('%PDF-1.7', {
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="receipt-FE2025-0042.pdf"' },
          })
        : undefined,
    );
    const { onPaid } = show();
    const dialog = await openDialog();
    expect(within(dialog).getByTestId('payment-amount').textContent).toMatch(/€80\.20/);
    await typeCard({ ...GOOD_CARD, postal: '08001' });
    expect((screen.getByLabelText(/Card number/) as HTMLInputElement).value).toBe('4242 4242 4242 4242');
    expect((screen.getByLabelText(/Expiry date/) as HTMLInputElement).value).toBe(`12/${NEXT_YEAR}`);
    submit();

    expect((await screen.findByTestId('payment-success')).textContent).toMatch(/Payment completed/);
    expect(document.activeElement?.textContent).toBe('Payment completed');
    expect(posts(calls, '/sandbox_payments/payment_methods')[0]?.body).toEqual({
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2000 + Number(NEXT_YEAR),
      cvc: '123',
      postal_code: '08001',
    });
    expect(posts(calls, '/pay').map((call) => call.body)).toEqual([
      { payment_method_id: 'pm_1', platform_name: 'sandbox', item_id: 5, related_object_type: 'account.invoice' },
    ]);
    expect((await screen.findByTestId('payment-summary-amount')).textContent).toMatch(/€80\.20/);
    expect(screen.getByTestId('payment-summary-invoice').textContent).toBe('FE2025-0042');
    expect(screen.getByTestId('payment-summary-card').textContent).toBe('visa •••• 4242');
    expect(screen.getByTestId('payment-summary-paid-by').textContent).toBe('demo@example.com');
    expect(screen.getByTestId('payment-summary-transaction').textContent).toBe('31');
    expect(screen.getByTestId('payment-summary-date').textContent).toMatch(/2025/);

    fireEvent.click(screen.getByTestId('payment-download-receipt'));
    await waitFor(() => expect(downloads).toEqual([{ name: 'receipt-FE2025-0042.pdf' }]));

    expect(onPaid).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('payment-close'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('checks the card before sending it, with translated, announced field errors', async () => {
    const { calls } = paymentApi();
    show();
    await openDialog();
    await screen.findByTestId('payment-card-form');
    submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3);
    await typeCard({ number: '4242 4242 4242 4241', expiry: `12${NEXT_YEAR}`, cvc: '123' });
    submit();
    const alert = await screen.findByText('The card number is incorrect.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText(/Card number/).getAttribute('aria-describedby')).toBe(alert.id);
    await typeCard({ number: '4242424242424242', expiry: '1320' });
    submit();
    expect(await screen.findByText("The card's expiry month is not valid.")).toBeTruthy();
    expect(posts(calls, '/sandbox_payments/payment_methods')).toHaveLength(0);
    expect(posts(calls, '/pay')).toHaveLength(0);
  });

  it('a decline for insufficient funds has its own message; "Try again" keeps the card but the security code', async () => {
    let answer: unknown = { status: 'error', error: { code: 'card_declined', decline_code: 'insufficient_funds' } };
    const { calls } = paymentApi((call) => (pathOf(call) === '/api/v1/pay' ? jsonResponse(200, answer) : undefined));
    show();
    await openDialog();
    await typeCard({ ...GOOD_CARD, number: '4000000000009995' });
    submit();
    expect((await screen.findByTestId('payment-error')).textContent).toBe('The card was declined: insufficient funds.');
    expect(screen.getByTestId('payment-error').getAttribute('role')).toBe('alert');
    expect(screen.queryByTestId('payment-submit')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('payment-try-again'));

    fireEvent.click(screen.getByTestId('payment-try-again'));
    const number = (await screen.findByLabelText(/Card number/)) as HTMLInputElement;
    expect(number.value).toBe('4000 0000 0000 9995');
    expect((screen.getByLabelText(/Expiry date/) as HTMLInputElement).value).toBe(`12/${NEXT_YEAR}`);
    const cvc = screen.getByLabelText(/Security code/) as HTMLInputElement;
    expect(cvc.value).toBe('');
    expect(document.activeElement).toBe(cvc);

    answer = { status: 'error', error: { code: 'card_declined', decline_code: 'generic_decline' } };
    await typeCard({ cvc: '321' });
    submit();
    expect((await screen.findByTestId('payment-error')).textContent).toBe('The card was declined.');
    expect(posts(calls, '/pay')).toHaveLength(2);
  });

  it.each([
    [{ status: 'error', error: { code: 'incorrect_cvc' } }, "The card's security code is incorrect."],
    [{ status: 'error', error: { code: 'processing_error' } }, /error occurred while processing the card/],
    [{ status: 'error', error: { code: 'rate_limit' } }, /Too many payment attempts/],
  ])('card error %j shows its message', async (answer, message) => {
    paymentApi((call) => (pathOf(call) === '/api/v1/pay' ? jsonResponse(200, answer) : undefined));
    show();
    await openDialog();
    await typeCard(GOOD_CARD);
    submit();
    expect((await screen.findByTestId('payment-error')).textContent).toMatch(message);
  });

  it('an invoice no longer payable (409) says it may have been paid; an unknown failure is "Something went wrong"', async () => {
    let status = 409;
    paymentApi((call) =>
      pathOf(call) === '/api/v1/pay' ? jsonResponse(status, { code: 'not_payable', message: 'not_payable' }) : undefined,
    );
    show();
    await openDialog();
    await typeCard(GOOD_CARD);
    submit();
    expect((await screen.findByTestId('payment-error')).textContent).toMatch(/may have been paid already/);
    status = 500;
    fireEvent.click(screen.getByTestId('payment-try-again'));
    await typeCard({ cvc: '123' });
    submit();
    await waitFor(() => expect(screen.getByTestId('payment-error').textContent).toBe('Something went wrong. Please try again later.'));
  });

  it('a card the provider refuses (402) shows the card error', async () => {
    paymentApi((call) =>
      pathOf(call) === '/api/v1/sandbox_payments/payment_methods'
        ? jsonResponse(402, { code: 'expired_card', message: 'payment_error_expired_card' })
        : undefined,
    );
    show();
    await openDialog();
    await typeCard(GOOD_CARD);
    submit();
    expect((await screen.findByTestId('payment-error')).textContent).toBe('The card has expired.');
  });

  it('pays once however many times the button is pressed', async () => {
    const { calls } = paymentApi();
    show();
    await openDialog();
    await typeCard(GOOD_CARD);
    submit();
    submit();
    fireEvent.submit(screen.getByTestId('payment-card-form'));
    await screen.findByTestId('payment-success');
    expect(posts(calls, '/sandbox_payments/payment_methods')).toHaveLength(1);
    expect(posts(calls, '/pay')).toHaveLength(1);
  });

  it('shows the in-process spinner while paying, with the pay button disabled and no way to close', async () => {
    let release: (response: Response) => void = () => undefined;
    paymentApi((call) =>
      pathOf(call) === '/api/v1/pay'
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : undefined,
    );
    show();
    await openDialog();
    await typeCard(GOOD_CARD);
    submit();
    expect((await screen.findByTestId('payment-processing')).textContent).toMatch(/Processing the payment/);
    expect((screen.getByTestId('payment-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('payment-cancel')).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    release(jsonResponse(200, { status: 'success', transaction_id: 31, invoice_id: 5 }));
    await screen.findByTestId('payment-success');
  });
});
