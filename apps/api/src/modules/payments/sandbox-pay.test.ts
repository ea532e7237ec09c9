import { ZPayResponseSchema } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/contracts-test-support.ts';
import {
  CARDS,
  finalise,
  invoiceState,
  pay,
  payableInvoice,
  paymentsOf,
  payWithCard,
  sandboxCard,
} from '../../test/payments-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { PAID_BY_CARD } from './attempt-recorder.ts';

describe('POST /api/v1/pay with the sandbox provider', () => {
  let t: TestApp;
  let marta: string;
  let company: string;

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
  });
  afterAll(() => t.close());

  it('offers the sandbox and its publishable key', async () => {
    const platforms = await t.app.inject({ method: 'GET', url: '/api/v1/payment_platforms_available', headers: bearer(marta) });
    expect(json(platforms)).toEqual({ platforms: ['sandbox'] });
    const key = await t.app.inject({ method: 'GET', url: '/api/v1/publishable_key/sandbox', headers: bearer(marta) });
    expect(key.statusCode).toBe(200);
    expect(json(key)).toEqual({ publishable_key: expect.stringMatching(/^pk_sandbox_/), platform: 'sandbox' });
    const stripe = await t.app.inject({ method: 'GET', url: '/api/v1/publishable_key/stripe', headers: bearer(marta) });
    expect(stripe.statusCode).toBe(404);
    expect(json(stripe).code).toBe('payment_platform_unavailable');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/publishable_key/paypal', headers: bearer(marta) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment_platforms_available' })).statusCode).toBe(401);
  });

  it('charges the pending amount once and settles the invoice', async () => {
    const id = await payableInvoice(t);
    const before = await invoiceState(t, id);
    const body = await payWithCard(t, marta, id);
    expect(ZPayResponseSchema.parse(body)).toEqual({ status: 'success', transaction_id: expect.any(Number), invoice_id: id });
    const after = await invoiceState(t, id);
    expect(after).toMatchObject({ amount_pending: '0.00', paid_status: 'paid', history: before.history + 1 });
    const [payment] = await paymentsOf(t, id);
    expect(payment).toMatchObject({
      status: 'succeeded',
      amount_cents: Math.round(Number(before.amount_pending) * 100),
      idempotency_key: `invoice-${id}-attempt-1`,
      provider_intent_id: expect.stringMatching(/^pi_sandbox_/),
      payment_method_label: 'visa •••• 4242',
    });
    const history = await t.app.inject({ method: 'GET', url: `/api/v1/transaction_summary/${id}`, headers: bearer(marta) });
    expect(history.statusCode).toBe(200);
    expect(PAID_BY_CARD).toBe('Pagada amb targeta al portal');
  });

  it.each([
    [CARDS.declined, 'card_declined', 'generic_decline'],
    [CARDS.insufficientFunds, 'card_declined', 'insufficient_funds'],
    [CARDS.expired, 'expired_card', undefined],
    [CARDS.incorrectCvc, 'incorrect_cvc', undefined],
    [CARDS.processingError, 'processing_error', undefined],
    [CARDS.incorrectZip, 'incorrect_zip', undefined],
  ])('answers the decline of %s as %s at confirmation, and the invoice stays payable', async (number, code, declineCode) => {
    const id = await payableInvoice(t);
    const before = await invoiceState(t, id);
    const body = await payWithCard(t, marta, id, number);
    expect(body).toEqual({ status: 'error', error: { code, ...(declineCode ? { decline_code: declineCode } : {}) } });
    expect(await invoiceState(t, id)).toEqual(before);
    expect(await paymentsOf(t, id)).toEqual([
      expect.objectContaining({ status: 'failed', error_code: code, decline_code: declineCode ?? null }),
    ]);
  });

  it('succeeds on a retry after a decline, with the next attempt key', async () => {
    const id = await payableInvoice(t);
    expect((await payWithCard(t, marta, id, CARDS.declined)).status).toBe('error');
    expect((await payWithCard(t, marta, id, CARDS.visa)).status).toBe('success');
    const attempts = await paymentsOf(t, id);
    expect(attempts.map((p) => [p.status, p.idempotency_key])).toEqual([
      ['failed', `invoice-${id}-attempt-1`],
      ['succeeded', `invoice-${id}-attempt-2`],
    ]);
    expect((await invoiceState(t, id)).paid_status).toBe('paid');
  });

  it('completes an extra authentication, confirmed by asking the provider', async () => {
    const id = await payableInvoice(t);
    const first = await payWithCard(t, marta, id, CARDS.threeDSecure);
    expect(first).toEqual({
      status: 'requires_action',
      payment_intent_id: expect.stringMatching(/^pi_sandbox_/),
      client_secret: expect.stringMatching(/_secret_/),
      next_action: 'sandbox_authentication',
    });
    if (first.status !== 'requires_action') throw new Error('unreachable');
    // Finalising before the customer answered does not pay.
    expect(json(await finalise(t, marta, first.payment_intent_id))).toEqual({
      status: 'error',
      error: { code: 'unexpected_intent_state' },
    });
    expect((await invoiceState(t, id)).paid_status).toBe('pending_transfer');

    const auth = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox_payments/intents/${first.payment_intent_id}/authenticate`,
      headers: bearer(marta),
      payload: { outcome: 'complete' },
    });
    expect(json(auth)).toEqual({ status: 'succeeded' });
    const done = await finalise(t, marta, first.payment_intent_id);
    expect(json(done)).toEqual({ status: 'success', transaction_id: expect.any(Number), invoice_id: id });
    // Finalising twice answers the same success and settles nothing more.
    expect(json(await finalise(t, marta, first.payment_intent_id))).toEqual(json(done));
    expect(await invoiceState(t, id)).toMatchObject({ paid_status: 'paid', amount_pending: '0.00' });
  });

  it('answers unexpected_intent_state when the customer cancels the authentication', async () => {
    const id = await payableInvoice(t);
    const first = await payWithCard(t, marta, id, CARDS.threeDSecure);
    if (first.status !== 'requires_action') throw new Error(`expected requires_action, got ${first.status}`);
    const auth = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox_payments/intents/${first.payment_intent_id}/authenticate`,
      headers: bearer(marta),
      payload: { outcome: 'cancel' },
    });
    expect(json(auth)).toEqual({ status: 'canceled' });
    expect(json(await finalise(t, marta, first.payment_intent_id))).toEqual({
      status: 'error',
      error: { code: 'unexpected_intent_state' },
    });
    expect((await paymentsOf(t, id))[0]?.status).toBe('canceled');
    // The invoice can be paid again.
    expect((await payWithCard(t, marta, id)).status).toBe('success');
  });

  it('refuses an invoice paid here, a cancelling invoice and one the bank collects with 409 not_payable', async () => {
    const id = await payableInvoice(t);
    expect((await payWithCard(t, marta, id)).status).toBe('success');
    const again = await pay(t, marta, id, await sandboxCard(t, marta));
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ code: 'not_payable', message: 'payment_error_not_payable' });
    expect(await paymentsOf(t, id)).toHaveLength(1);
    // A cancelling invoice (A) pays back, whatever its pending state says.
    await t.database.db.execute(
      sql`update invoices set rectificative_type = 'A', paid_status = 'pending_transfer', amount_pending = 10 where id = ${id}`,
    );
    expect((await pay(t, marta, id, await sandboxCard(t, marta))).statusCode).toBe(409);
    // An invoice the bank collects (remittance) is not the customer's to pay.
    const bank = await payableInvoice(t);
    await t.database.db.execute(sql`update invoices set paid_status = 'pending_remesa' where id = ${bank}`);
    expect((await pay(t, marta, bank, await sandboxCard(t, marta))).statusCode).toBe(409);
    expect(await paymentsOf(t, bank)).toEqual([]);
  });

  it('pays a multipoint invoice only as multipoint.invoice', async () => {
    const id = await payableInvoice(t, DEMO.company, ['multipoint']);
    const method = await sandboxCard(t, company);
    expect((await pay(t, company, id, method)).statusCode).toBe(404);
    const res = await pay(t, company, id, method, { related: 'multipoint.invoice' });
    expect(json(res)).toMatchObject({ status: 'success', invoice_id: id });
  });

  it('answers 404 for another customer’s invoice and a payment method of another customer as missing', async () => {
    const companyInvoice = await payableInvoice(t, DEMO.company, ['multipoint']);
    const res = await pay(t, marta, companyInvoice, await sandboxCard(t, marta), { related: 'multipoint.invoice' });
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe('invoice_not_found');
    const id = await payableInvoice(t);
    const foreignMethod = await sandboxCard(t, company);
    expect(json(await pay(t, marta, id, foreignMethod))).toEqual({ status: 'error', error: { code: 'missing' } });
    expect((await invoiceState(t, id)).paid_status).toBe('pending_transfer');
  });

  it('answers 400 with field errors for bad input and an unavailable platform', async () => {
    const id = await payableInvoice(t);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay',
      headers: bearer(marta),
      payload: { payment_method_id: '', platform_name: 'sandbox', item_id: -1, related_object_type: 'account.invoice' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({
      code: 'validation_error',
      message: 'validation_error',
      errors: { payment_method_id: ['required_field'], item_id: ['field_too_short'] },
    });
    const stripe = await pay(t, marta, id, 'pm_card_visa', { platform: 'stripe' });
    expect(stripe.statusCode).toBe(400);
    expect(json(stripe)).toMatchObject({ code: 'validation_error', errors: { platform_name: ['payment_platform_unavailable'] } });
    const amount = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay',
      headers: bearer(marta),
      payload: { payment_method_id: 'pm_x', platform_name: 'sandbox', item_id: id, related_object_type: 'account.invoice', amount: 1 },
    });
    expect(amount.statusCode).toBe(400);
  });
});
