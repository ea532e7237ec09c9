import '../../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings, type TInvoice } from '@portal/domain';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authActions } from '../../../../shared/session/auth-store.ts';
import { apiCalls, jsonResponse } from '../../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../../test/render.tsx';
import {
  NEEDS_AUTHENTICATION,
  NEXT_YEAR,
  PAID,
  pathOf,
  payableInvoice,
  paymentApi,
  posts,
  typeCard,
  useEnglishPayments,
} from '../test/payment-harness.tsx';
import { usePaymentDialog } from '../use-payment-dialog.tsx';
import { usePaymentIntentReturn } from '../use-payment-intent-return.tsx';

beforeAll(useEnglishPayments);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authActions.signedOut();
});

/** A page that opens the payment itself (the invoices page's payOnline action). */
function PayPage({ invoice, onPaid, onOpened }: { invoice: TInvoice; onPaid?: () => void; onOpened?: (opened: boolean) => void }) {
  const payment = usePaymentDialog({ onPaid });
  return (
    <>
      <button type="button" onClick={() => onOpened?.(payment.open(invoice))}>
        open
      </button>
      {payment.dialog}
    </>
  );
}

const openPayment = async (invoice = payableInvoice(), settings = DEFAULT_SETTINGS) => {
  const onPaid = vi.fn();
  const onOpened = vi.fn();
  renderWithApp(<PayPage invoice={invoice} onPaid={onPaid} onOpened={onOpened} />, { settings });
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  return { onPaid, onOpened };
};
const payWithCard = async (number = '4000002500003155') => {
  await typeCard({ number, expiry: `12${NEXT_YEAR}`, cvc: '123' });
  fireEvent.click(screen.getByTestId('payment-submit'));
};
const payAnswers = (...answers: unknown[]) =>
  paymentApi((call) => (pathOf(call) === '/api/v1/pay' ? jsonResponse(200, answers.shift() ?? PAID) : undefined));

describe('extra authentication of the sandbox provider (customer-area §4)', () => {
  it('asks on a bank-like page; completing it finalises the payment with the intent', async () => {
    const { calls } = payAnswers(NEEDS_AUTHENTICATION, PAID);
    await openPayment();
    await payWithCard();
    const bank = await screen.findByRole('dialog', { name: 'Extra authentication' });
    expect(bank.textContent).toMatch(/Sandbox Bank · 3-D Secure/);
    expect(bank.textContent).toMatch(/€80\.20/);
    expect(document.activeElement).toBe(screen.getByTestId('payment-3ds-complete'));
    fireEvent.click(screen.getByTestId('payment-3ds-complete'));

    await screen.findByTestId('payment-success');
    expect(screen.queryByTestId('payment-3ds-dialog')).toBeNull();
    expect(posts(calls, '/sandbox_payments/intents/pi_1/authenticate').map((c) => c.body)).toEqual([{ outcome: 'complete' }]);
    expect(posts(calls, '/pay').map((c) => c.body)).toEqual([
      { payment_method_id: 'pm_1', platform_name: 'sandbox', item_id: 5, related_object_type: 'account.invoice' },
      { payment_intent_id: 'pi_1', platform_name: 'sandbox' },
    ]);
  });

  it('failing it ends in the unexpected intent state error, from which the user can try again', async () => {
    const { calls } = payAnswers(NEEDS_AUTHENTICATION, { status: 'error', error: { code: 'unexpected_intent_state' } });
    await openPayment();
    await payWithCard();
    fireEvent.click(await screen.findByTestId('payment-3ds-fail'));
    expect((await screen.findByTestId('payment-error')).textContent).toMatch(/extra authentication was cancelled/);
    expect(posts(calls, '/sandbox_payments/intents/pi_1/authenticate').map((c) => c.body)).toEqual([{ outcome: 'cancel' }]);
    fireEvent.click(screen.getByTestId('payment-try-again'));
    expect((await screen.findByLabelText(/Card number/)).getAttribute('value')).toBeNull();
    expect(((await screen.findByLabelText(/Card number/)) as HTMLInputElement).value).toBe('4000 0025 0000 3155');
  });

  it('Escape on the bank page fails the authentication too', async () => {
    const { calls } = payAnswers(NEEDS_AUTHENTICATION, { status: 'error', error: { code: 'unexpected_intent_state' } });
    await openPayment();
    await payWithCard();
    fireEvent.keyDown(await screen.findByTestId('payment-3ds-dialog'), { key: 'Escape' });
    await screen.findByTestId('payment-error');
    expect(posts(calls, '/sandbox_payments/intents/pi_1/authenticate').map((c) => c.body)).toEqual([{ outcome: 'cancel' }]);
  });

  it('an authentication asked again after finalising is not looped on', async () => {
    payAnswers(NEEDS_AUTHENTICATION, NEEDS_AUTHENTICATION);
    await openPayment();
    await payWithCard();
    fireEvent.click(await screen.findByTestId('payment-3ds-complete'));
    expect((await screen.findByTestId('payment-error')).textContent).toMatch(/extra authentication/);
    expect(screen.queryByTestId('payment-3ds-dialog')).toBeNull();
  });
});

describe('after paying', () => {
  it('a summary that cannot be read says "transaction not found", explaining the payment may have succeeded', async () => {
    paymentApi((call) =>
      pathOf(call) === '/api/v1/transaction_summary/5' ? jsonResponse(404, { code: 'transaction_not_found', message: 'x' }) : undefined,
    );
    const { onPaid } = await openPayment();
    await payWithCard('4242424242424242');
    const notFound = await screen.findByTestId('payment-summary-not-found');
    expect(notFound.textContent).toMatch(/Transaction not found/);
    expect(notFound.textContent).toMatch(/the payment may have been completed/);
    expect(notFound.getAttribute('role')).toBe('alert');
    expect(screen.queryByTestId('payment-download-receipt')).toBeNull();
    fireEvent.click(screen.getByTestId('payment-close'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('a failed receipt download says so', async () => {
    paymentApi((call) =>
      pathOf(call) === '/api/v1/download_transaction_receipt/31' ? jsonResponse(500, { code: 'internal_error', message: 'x' }) : undefined,
    );
    await openPayment();
    await payWithCard('4242424242424242');
    fireEvent.click(await screen.findByTestId('payment-download-receipt'));
    expect((await screen.findByTestId('payment-receipt-error')).textContent).toMatch(/could not be downloaded/);
  });
});

describe('opening the payment from the page (payOnline action)', () => {
  it('refuses, opening nothing, for a read-only session or an invoice not payable online', async () => {
    paymentApi();
    authActions.signedIn({ loginType: 'token', readonly: true, newCustomer: false });
    const { onOpened } = await openPayment();
    expect(onOpened).toHaveBeenLastCalledWith(false);
    act(() => authActions.signedIn({ loginType: 'token', readonly: false, newCustomer: false }));
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(onOpened).toHaveBeenLastCalledWith(true);
    expect(await screen.findByRole('dialog', { name: 'Pay invoice FE2025-0042' })).toBeTruthy();
    cleanup();

    const notPayable = payableInvoice({
      paid_status: 'paid',
      online_payment: { payment_enabled: false, payment_link: null, rel_object_type: 'account.invoice' },
    });
    const second = await openPayment(notPayable);
    expect(second.onOpened).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('takes the platform the settings name when the server offers it', async () => {
    const { calls } = paymentApi((call) =>
      pathOf(call) === '/api/v1/payment_platforms_available' ? jsonResponse(200, { platforms: ['stripe', 'sandbox'] }) : undefined,
    );
    await openPayment();
    await screen.findByTestId('payment-card-form');
    expect(apiCalls(calls).map((c) => pathOf(c))).toEqual(['/api/v1/payment_platforms_available', '/api/v1/publishable_key/sandbox']);
  });

  it('with no platform offered, online payment is not available', async () => {
    paymentApi((call) => (pathOf(call) === '/api/v1/payment_platforms_available' ? jsonResponse(200, { platforms: [] }) : undefined));
    await openPayment(payableInvoice(), mergeSettings(DEFAULT_SETTINGS, {}));
    expect((await screen.findByTestId('payment-error')).textContent).toMatch(/not available/);
  });

  it('a key that could not be fetched is fetched again on "Try again"', async () => {
    let fail = true;
    const { calls } = paymentApi((call) =>
      pathOf(call) === '/api/v1/publishable_key/sandbox' && fail ? jsonResponse(503, { code: 'unavailable', message: 'x' }) : undefined,
    );
    await openPayment();
    expect((await screen.findByTestId('payment-error')).textContent).toBe('Something went wrong. Please try again later.');
    fail = false;
    fireEvent.click(screen.getByTestId('payment-try-again'));
    await screen.findByTestId('payment-card-form');
    expect(apiCalls(calls).filter((c) => pathOf(c) === '/api/v1/publishable_key/sandbox')).toHaveLength(2);
  });
});

/** An invoices page that handles the provider's return. */
function ReturnPage({ onPaid }: { onPaid?: () => void }) {
  const { dialog } = usePaymentIntentReturn({ onPaid });
  return <>{dialog}</>;
}

describe('return from the provider with ?payment_intent= (customer-area §4)', () => {
  it('removes the parameter, finalises the payment and shows the result', async () => {
    const { calls } = paymentApi();
    const onPaid = vi.fn();
    renderWithApp(<ReturnPage onPaid={onPaid} />, {
      route: '/invoices?contractType=gas&payment_intent=pi_9&payment_intent_client_secret=pi_9_secret&redirect_status=succeeded',
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/invoices?contractType=gas'));
    expect(await screen.findByRole('dialog', { name: 'Online payment' })).toBeTruthy();
    await screen.findByTestId('payment-success');
    expect(posts(calls, '/pay').map((c) => c.body)).toEqual([{ payment_intent_id: 'pi_9', platform_name: 'stripe' }]);
    expect(await screen.findByTestId('payment-summary-transaction')).toBeTruthy();
    fireEvent.click(screen.getByTestId('payment-close'));
    await waitFor(() => expect(onPaid).toHaveBeenCalledTimes(1));
  });

  it('a failed finalisation shows the error with "Close" only', async () => {
    paymentApi((call) =>
      pathOf(call) === '/api/v1/pay' ? jsonResponse(200, { status: 'error', error: { code: 'unexpected_intent_state' } }) : undefined,
    );
    renderWithApp(<ReturnPage />, { route: '/invoices?payment_intent=pi_9' });
    expect((await screen.findByTestId('payment-error')).textContent).toMatch(/could not be completed/);
    expect(screen.queryByTestId('payment-try-again')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('payment-close'));
  });

  it('does nothing without the parameter', async () => {
    const { calls } = paymentApi();
    renderWithApp(<ReturnPage />, { route: '/invoices?contractType=gas' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(apiCalls(calls)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('card form errors', () => {
  const described = (testId: string) => {
    const field = screen.getByTestId(testId);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    return document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
  };

  it('shows every field’s error at once on submit, and an expiry in the past says the card has expired', async () => {
    const { calls } = paymentApi();
    await openPayment();
    const lastYear = String((new Date().getUTCFullYear() - 1) % 100).padStart(2, '0');
    await typeCard({ number: '4242 4242 4242 4241', expiry: `12${lastYear}` });
    fireEvent.click(await screen.findByTestId('payment-submit'));
    await waitFor(() => expect(described('field-card-cvc')).toBe('This field is required.'));
    expect(described('field-card-number')).toBe('The card number is incorrect.');
    expect(described('field-card-expiry')).toBe('This card has expired: check the expiry date or use another card.');
    expect(posts(calls, '/sandbox_payments/payment_methods')).toHaveLength(0);
  });
});
