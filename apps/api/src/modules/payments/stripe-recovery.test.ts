import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/runtime/config.ts';
import { DEMO, rows, scalar } from '../../test/contracts-test-support.ts';
import { ageAttempt, invoiceState, pay, payableInvoice, paymentsOf } from '../../test/payments-test-support.ts';
import { type StripeTestServer, startStripeTestServer } from '../../test/stripe-test-server.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { createPaymentsModule, type PaymentsModule } from './index.ts';
import { offeredPlatforms } from './providers/provider-factory.ts';
import { StripeProvider } from './providers/stripe-provider.ts';

const SECRET = 'sk_test_recovery_0123456789';
const stripeConfig = (url: string) => ({ secretKey: SECRET, publishableKey: 'pk_test_recovery', apiBase: url });

describe('Stripe attempts whose answer was lost', () => {
  let stripe: StripeTestServer;
  let t: TestApp;
  let marta: string;
  let module: PaymentsModule;

  beforeAll(async () => {
    stripe = await startStripeTestServer(SECRET);
    t = await createTestApp({ config: { stripe: stripeConfig(stripe.url) } });
    marta = await t.login(DEMO.marta);
    module = createPaymentsModule({
      db: t.database.db,
      stripe: stripeConfig(stripe.url),
      settings: t.app.portal.settings,
      log: t.app.log,
      stripeOptions: { maxNetworkRetries: 0 },
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('settles later, once, a payment Stripe made while unreachable from us', async () => {
    const id = await payableInvoice(t);
    const charges = stripe.charges();
    stripe.outage = 'drop';
    stripe.outagePath = /^\/v1\/payment_intents\/pi_/;
    const res = await pay(t, marta, id, 'pm_card_visa', { platform: 'stripe' });
    expect(json(res)).toEqual({ status: 'error', error: { code: 'processing_error' } });
    const [attempt] = await paymentsOf(t, id);
    expect(attempt).toMatchObject({ status: 'processing', provider_intent_id: expect.stringMatching(/^pi_test_/) });
    expect(stripe.intents.get(attempt!.provider_intent_id!)?.status).toBe('succeeded');
    stripe.outage = null;

    // Still in flight as far as anyone knows: a second pay is refused rather than charging again.
    expect((await pay(t, marta, id, 'pm_card_visa', { platform: 'stripe' })).statusCode).toBe(409);
    await ageAttempt(t, attempt!.id, 5);
    await module.reconciler.runOnce();
    expect(await paymentsOf(t, id)).toEqual([expect.objectContaining({ status: 'succeeded', payment_method_label: 'visa •••• 4242' })]);
    expect(await invoiceState(t, id)).toMatchObject({ paid_status: 'paid', amount_pending: '0.00' });
    // Once recorded, nothing is left to look at, and nothing is settled twice.
    expect((await module.reconciler.runOnce()).examined).toBe(0);
    expect(stripe.charges()).toBe(charges + 1);
  });

  it('confirms, once, an intent created before a crash and never confirmed', async () => {
    const id = await payableInvoice(t);
    const customerId = await scalar<number>(t.database, sql`select customer_id from users where login = ${DEMO.marta}`);
    const amount = Math.round(Number((await invoiceState(t, id)).amount_pending) * 100);
    const key = `invoice-${id}-attempt-1`;
    const [payment] = await rows<{ id: number }>(
      t.database,
      sql`insert into payments (invoice_id, customer_id, platform, idempotency_key, status, amount_cents)
          values (${id}, ${customerId}, 'stripe', ${key}, 'processing', ${amount}) returning id`,
    );
    // The process dies right after recording the intent, before confirming it.
    const provider = new StripeProvider(stripeConfig(stripe.url));
    let intentId = '';
    const crash = provider.charge(
      {
        amountCents: amount,
        currency: 'EUR',
        paymentMethodId: 'pm_card_visa',
        idempotencyKey: key,
        customerId,
        invoiceId: id,
        description: 'test',
        returnUrl: undefined,
      },
      async (intent) => {
        intentId = intent;
        await t.database.db.execute(sql`update payments set provider_intent_id = ${intent} where id = ${payment!.id}`);
        throw new Error('crash');
      },
    );
    await expect(crash).rejects.toThrow('crash');
    expect(stripe.intents.get(intentId)?.status).toBe('requires_confirmation');

    await ageAttempt(t, payment!.id, 5);
    await module.reconciler.runOnce();
    expect(stripe.intents.get(intentId)?.status).toBe('succeeded');
    expect((await paymentsOf(t, id))[0]?.status).toBe('succeeded');
    expect((await invoiceState(t, id)).paid_status).toBe('paid');
  });

  it('cancels an authentication abandoned for an hour', async () => {
    const id = await payableInvoice(t);
    const waiting = json(await pay(t, marta, id, 'pm_card_authenticationRequired', { platform: 'stripe' }));
    expect(waiting.status).toBe('requires_action');
    const [attempt] = await paymentsOf(t, id);
    await ageAttempt(t, attempt!.id, 5);
    await module.reconciler.runOnce();
    expect((await paymentsOf(t, id))[0]?.status).toBe('requires_action');
    await ageAttempt(t, attempt!.id, 61);
    await module.reconciler.runOnce();
    expect((await paymentsOf(t, id))[0]?.status).toBe('canceled');
    expect(stripe.intents.get(attempt!.provider_intent_id!)?.status).toBe('canceled');
    expect((await invoiceState(t, id)).paid_status).toBe('pending_transfer');
  });
});

describe('payment configuration', () => {
  it('offers the sandbox without Stripe keys, Stripe with them unless the retailer stored sandbox', () => {
    expect(offeredPlatforms(false, undefined)).toEqual(['sandbox']);
    expect(offeredPlatforms(false, 'stripe')).toEqual(['sandbox']);
    expect(offeredPlatforms(true, undefined)).toEqual(['stripe']);
    expect(offeredPlatforms(true, 'stripe')).toEqual(['stripe']);
    expect(offeredPlatforms(true, 'sandbox')).toEqual(['sandbox']);
  });

  it('reads the Stripe keys, both or none', () => {
    expect(loadConfig({}).stripe).toBeUndefined();
    expect(
      loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc', STRIPE_API_BASE: 'http://127.0.0.1:12111' })
        .stripe,
    ).toEqual({ secretKey: 'sk_live_abc', publishableKey: 'pk_live_abc', apiBase: 'http://127.0.0.1:12111' });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY: is required/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' })).toThrow(/STRIPE_SECRET_KEY/);
  });
});
