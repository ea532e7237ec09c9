import type { TPayResponse } from '@portal/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/contracts-test-support.ts';
import { finalise, invoiceState, pay, payableInvoice, paymentsOf } from '../../test/payments-test-support.ts';
import { type StripeTestServer, startStripeTestServer } from '../../test/stripe-test-server.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

const SECRET = 'sk_test_portal_0123456789';
const PUBLISHABLE = 'pk_test_portal_0123456789';

describe('POST /api/v1/pay through Stripe (official SDK against a local Stripe double)', () => {
  let stripe: StripeTestServer;
  let t: TestApp;
  let marta: string;
  const payStripe = async (invoiceId: number, method: string) => pay(t, marta, invoiceId, method, { platform: 'stripe' });
  const payBody = async (invoiceId: number, method: string) => {
    const res = await payStripe(invoiceId, method);
    expect(res.statusCode, res.body).toBe(200);
    return json<TPayResponse>(res);
  };

  beforeAll(async () => {
    stripe = await startStripeTestServer(SECRET);
    t = await createTestApp({ config: { stripe: { secretKey: SECRET, publishableKey: PUBLISHABLE, apiBase: stripe.url } } });
    marta = await t.login(DEMO.marta);
  });
  afterEach(() => {
    stripe.outage = null;
    stripe.outagePath = null;
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('offers Stripe only, with the configured publishable key', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(marta) });
    expect(json(await get('/api/v1/payment_platforms_available'))).toEqual({ platforms: ['stripe'] });
    expect(json(await get('/api/v1/publishable_key/stripe'))).toEqual({ publishable_key: PUBLISHABLE, platform: 'stripe' });
    expect((await get('/api/v1/publishable_key/sandbox')).statusCode).toBe(404);
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox_payments/payment_methods',
      headers: bearer(marta),
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123' },
    });
    expect(card.statusCode).toBe(404);
    expect((await pay(t, marta, await payableInvoice(t), 'pm_sandbox_x')).statusCode).toBe(400);
  });

  it('creates the intent under the attempt key with the database amount, then confirms it', async () => {
    const id = await payableInvoice(t);
    const amount = Math.round(Number((await invoiceState(t, id)).amount_pending) * 100);
    const from = stripe.requests.length;
    expect(await payBody(id, 'pm_card_visa')).toEqual({ status: 'success', transaction_id: expect.any(Number), invoice_id: id });
    const [create, confirm] = stripe.requests.slice(from);
    expect(create).toMatchObject({ method: 'POST', path: '/v1/payment_intents', idempotencyKey: `invoice-${id}-attempt-1` });
    expect(Object.fromEntries(create!.params)).toMatchObject({
      amount: String(amount),
      currency: 'eur',
      payment_method: 'pm_card_visa',
      'metadata[invoice_id]': String(id),
      'metadata[customer_id]': expect.any(String),
    });
    expect(confirm).toMatchObject({ method: 'POST', idempotencyKey: `invoice-${id}-attempt-1-confirm` });
    expect(confirm!.params.get('return_url')).toMatch(/^http:\/\/localhost(:\d+)?\/factures$/);
    const [payment] = await paymentsOf(t, id);
    expect(payment).toMatchObject({
      status: 'succeeded',
      provider_intent_id: expect.stringMatching(/^pi_test_/),
      payment_method_label: 'visa •••• 4242',
    });
    expect(stripe.intents.get(payment!.provider_intent_id!)).toMatchObject({ status: 'succeeded', amount });
    expect((await invoiceState(t, id)).paid_status).toBe('paid');
  });

  it.each([
    ['pm_card_chargeDeclined', 'card_declined', 'generic_decline'],
    ['pm_card_chargeDeclinedInsufficientFunds', 'card_declined', 'insufficient_funds'],
    ['pm_card_chargeDeclinedExpiredCard', 'expired_card', 'expired_card'],
    ['pm_card_chargeDeclinedIncorrectCvc', 'incorrect_cvc', 'incorrect_cvc'],
    ['pm_card_chargeDeclinedProcessingError', 'processing_error', undefined],
    ['pm_card_unknown', 'missing', undefined],
  ])('maps the Stripe card error of %s to %s', async (method, code, declineCode) => {
    const id = await payableInvoice(t);
    expect(await payBody(id, method)).toEqual({ status: 'error', error: { code, ...(declineCode ? { decline_code: declineCode } : {}) } });
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'failed', error_code: code });
    expect((await invoiceState(t, id)).paid_status).toBe('pending_transfer');
  });

  it('hands 3-D Secure to Stripe.js and reads the result back from Stripe', async () => {
    const id = await payableInvoice(t);
    const waiting = await payBody(id, 'pm_card_authenticationRequired');
    expect(waiting).toEqual({
      status: 'requires_action',
      payment_intent_id: expect.stringMatching(/^pi_test_/),
      client_secret: expect.stringMatching(/_secret_/),
      next_action: 'stripe_sdk',
    });
    if (waiting.status !== 'requires_action') throw new Error('unreachable');
    // The browser claiming success changes nothing: Stripe is asked.
    expect(json(await finalise(t, marta, waiting.payment_intent_id, 'stripe'))).toEqual({
      status: 'error',
      error: { code: 'unexpected_intent_state' },
    });
    stripe.authenticate(waiting.payment_intent_id, true);
    expect(json(await finalise(t, marta, waiting.payment_intent_id, 'stripe'))).toMatchObject({ status: 'success', invoice_id: id });
    expect((await invoiceState(t, id)).paid_status).toBe('paid');
    // Another platform's name, or an intent that is not the customer's: not found.
    expect((await finalise(t, marta, waiting.payment_intent_id, 'sandbox')).statusCode).toBe(404);
    const company = await t.login(DEMO.company);
    expect((await finalise(t, company, waiting.payment_intent_id, 'stripe')).statusCode).toBe(404);
  });

  it('answers unexpected_intent_state after a failed authentication, and cancels a waiting intent on a new pay', async () => {
    const failed = await payableInvoice(t);
    const first = await payBody(failed, 'pm_card_authenticationRequired');
    if (first.status !== 'requires_action') throw new Error('unreachable');
    stripe.authenticate(first.payment_intent_id, false);
    expect(json(await finalise(t, marta, first.payment_intent_id, 'stripe'))).toEqual({
      status: 'error',
      error: { code: 'unexpected_intent_state' },
    });
    expect((await paymentsOf(t, failed))[0]?.status).toBe('failed');

    const replaced = await payableInvoice(t);
    const waiting = await payBody(replaced, 'pm_card_authenticationRequired');
    if (waiting.status !== 'requires_action') throw new Error('unreachable');
    expect((await payBody(replaced, 'pm_card_visa')).status).toBe('success');
    expect(stripe.intents.get(waiting.payment_intent_id)?.status).toBe('canceled');
    expect((await paymentsOf(t, replaced)).map((p) => p.status)).toEqual(['canceled', 'succeeded']);
  });

  it('charges once when the answer of the confirmation is lost on the way back', async () => {
    const id = await payableInvoice(t);
    const before = stripe.charges();
    stripe.outage = 'drop';
    stripe.outagePath = /\/confirm$/;
    // The SDK retries with the same key, Stripe replays; then the intent is read back.
    expect(await payBody(id, 'pm_card_visa')).toMatchObject({ status: 'success', invoice_id: id });
    expect(stripe.charges()).toBe(before + 1);
    expect((await paymentsOf(t, id)).map((p) => p.status)).toEqual(['succeeded']);
    const confirms = stripe.requests.filter((r) => r.idempotencyKey === `invoice-${id}-attempt-1-confirm`);
    expect(confirms.length).toBeGreaterThan(1);
  });

  it('leaves nothing charged when Stripe is down, and the invoice can be paid later', async () => {
    const id = await payableInvoice(t);
    stripe.outage = 'error';
    expect(await payBody(id, 'pm_card_visa')).toEqual({ status: 'error', error: { code: 'processing_error' } });
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'failed', error_code: 'processing_error', provider_intent_id: null });
    stripe.outage = null;
    expect((await payBody(id, 'pm_card_visa')).status).toBe('success');
  });

  it('lets the settings choose the sandbox when the retailer stores payment.provider', async () => {
    const settings = t.app.portal.settings;
    await settings.patch('private', { payment: { provider: 'sandbox' } });
    const get = () => t.app.inject({ method: 'GET', url: '/api/v1/payment_platforms_available', headers: bearer(marta) });
    expect(json(await get())).toEqual({ platforms: ['sandbox'] });
    await settings.patch('private', { payment: { provider: 'stripe' } });
    expect(json(await get())).toEqual({ platforms: ['stripe'] });
  });
});
