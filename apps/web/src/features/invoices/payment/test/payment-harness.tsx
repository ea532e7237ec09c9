import type { TInvoice, TTransactionSummary } from '@portal/domain';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { loadCataloguePart } from '../../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../../test/fetch-stub.ts';
import { useEnglish } from '../../../../test/render.tsx';
import { payableInvoiceFixture } from '../../test/invoice-fixture.ts';

/**
 * English with the payment messages, as the dialog loads them; the lazy dialog is loaded up front
 * so that the first test does not spend its wait on compiling it.
 */
export async function useEnglishPayments(): Promise<void> {
  await useEnglish();
  await loadCataloguePart('invoices');
  await import('../components/payment-dialog.tsx');
}

/** The invoice the payment tests pay (80,20 €): the one SUMMARY and the routes of paymentApi speak of. */
export const payableInvoice = (overrides: Partial<TInvoice> = {}): TInvoice =>
  payableInvoiceFixture({ id: 5, invoice_id: 105, number: 'FE2025-0042', ...overrides });

export const SUMMARY: TTransactionSummary = {
  transaction_id: 31,
  amount: 80.2,
  currency: 'EUR',
  last_transaction_update_at: '2025-03-20T10:15:00Z',
  invoice_number: 'FE2025-0042',
  invoice_concept: 'Electricity 01/02/2025 – 28/02/2025',
  payment_method_id: 'visa •••• 4242',
  payment_type: 'card',
  paid_by_user_email: 'demo@example.com',
  invoice_id: 5,
};

export const PAID = { status: 'success', transaction_id: 31, invoice_id: 5 };
export const NEEDS_AUTHENTICATION = {
  status: 'requires_action',
  payment_intent_id: 'pi_1',
  client_secret: 'pi_1_secret_x',
  next_action: 'sandbox_authentication',
};

export const pathOf = (call: TFetchCall) => new URL(call.url, 'http://localhost').pathname;
type THandler = (call: TFetchCall) => Response | Promise<Response> | undefined;

/**
 * The API as the payment sees it, answering like the real routes (docs/payments.md);
 * `handle` answers first, for the case a test is about. Only the HTTP layer is replaced.
 */
export function paymentApi(handle: THandler = () => undefined) {
  return stubFetch((call) => {
    const answer = handle(call);
    if (answer) return answer;
    const route = `${call.method} ${pathOf(call)}`;
    switch (route) {
      case 'GET /api/v1/payment_platforms_available':
        return jsonResponse(200, { platforms: ['sandbox'] });
      case 'GET /api/v1/publishable_key/sandbox':
        return jsonResponse(200, { publishable_key: 'pk_sandbox_test', platform: 'sandbox' });
      case 'POST /api/v1/sandbox_payments/payment_methods':
        return jsonResponse(200, { id: 'pm_1' });
      case 'POST /api/v1/pay':
        return jsonResponse(200, PAID);
      case 'POST /api/v1/sandbox_payments/intents/pi_1/authenticate':
        // As the sandbox route answers (authenticateSandboxIntentEndpoint): the web parses it with that schema.
        return jsonResponse(200, { status: (call.body as { outcome?: string })?.outcome === 'complete' ? 'succeeded' : 'canceled' });
      case 'GET /api/v1/transaction_summary/5':
        return jsonResponse(200, SUMMARY);
      case 'POST /api/v1/client_errors':
        return new Response(null, { status: 204 });
      default:
        return jsonResponse(404, { code: 'not_found', message: 'not_found' });
    }
  });
}

export const posts = (calls: TFetchCall[], path: string) =>
  apiCalls(calls).filter((call) => call.method === 'POST' && pathOf(call) === `/api/v1${path}`);

/** Types a card in the sandbox form (the fields format as the user types). */
export async function typeCard(card: { number?: string; expiry?: string; cvc?: string; postal?: string }) {
  const field = async (testId: string, value: string | undefined) => {
    if (value !== undefined) fireEvent.change(await screen.findByTestId(testId), { target: { value } });
  };
  await field('field-card-number', card.number);
  await field('field-card-expiry', card.expiry);
  await field('field-card-cvc', card.cvc);
  await field('field-card-postal-code', card.postal);
}

/** A year of the expiry that is always in the future (two digits). */
export const NEXT_YEAR = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/** Captures what saveFile hands the browser. */
export function captureDownloads() {
  const saved: Array<{ name: string }> = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download });
  });
  return saved;
}
