import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChargeAbortedError } from '../../platform/payments/provider.ts';
import { DEMO, rows, scalar } from '../../test/contracts-test-support.ts';
import {
  ageAttempt,
  CARDS,
  invoiceState,
  pay,
  payableInvoice,
  paymentsOf,
  payWithCard,
  sandboxCard,
} from '../../test/payments-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { AttemptRecorder } from './attempt-recorder.ts';
import { createPaymentsModule, type PaymentsModule } from './index.ts';
import { SandboxProvider } from './providers/sandbox-provider.ts';
import { SandboxStore } from './providers/sandbox-store.ts';
import { isUniqueViolation, PaymentsRepo } from './repo.ts';

describe('payments charged at most once', () => {
  let t: TestApp;
  let marta: string;
  let module: PaymentsModule;
  let customerId: number;

  /** An attempt as a request that died left it: `processing`, optionally with the sandbox intent it had made. */
  async function crashedAttempt(invoiceId: number, intent?: { status: 'succeeded' | 'failed'; errorCode?: string }) {
    const key = `invoice-${invoiceId}-attempt-1`;
    const amount = await scalar<number>(t.database, sql`select (amount_pending * 100)::int from invoices where id = ${invoiceId}`);
    const [payment] = await rows<{ id: number }>(
      t.database,
      sql`insert into payments (invoice_id, customer_id, platform, idempotency_key, status, amount_cents, paid_by_user_email)
          values (${invoiceId}, ${customerId}, 'sandbox', ${key}, 'processing', ${amount}, 'marta@example.com') returning id`,
    );
    if (intent) {
      const method = await sandboxCard(t, marta);
      await t.database.db.execute(
        sql`insert into sandbox_payment_intents (id, idempotency_key, payment_method_id, customer_id, amount_cents, status, client_secret, error_code)
            values (${`pi_sandbox_crash_${invoiceId}`}, ${key}, ${method}, ${customerId}, ${amount}, ${intent.status}, 'secret', ${intent.errorCode ?? null})`,
      );
    }
    return payment!.id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    marta = await t.login(DEMO.marta);
    customerId = await scalar<number>(t.database, sql`select customer_id from users where login = ${DEMO.marta}`);
    module = createPaymentsModule({ db: t.database.db, stripe: undefined, settings: t.app.portal.settings, log: t.app.log });
  });
  afterAll(() => t.close());

  it('answers two concurrent pay calls with one charge and one succeeded row', async () => {
    const id = await payableInvoice(t);
    const [a, b] = await Promise.all([sandboxCard(t, marta), sandboxCard(t, marta)]);
    const answers = await Promise.all([pay(t, marta, id, a), pay(t, marta, id, b), pay(t, marta, id, a)]);
    const statuses = answers.map((r) => (r.statusCode === 200 ? json(r).status : r.statusCode)).sort();
    expect(statuses).toEqual([409, 409, 'success']);
    expect((await paymentsOf(t, id)).map((p) => p.status)).toEqual(['succeeded']);
    const charges = await scalar<number>(
      t.database,
      sql`select count(*)::int from sandbox_payment_intents where idempotency_key like ${`invoice-${id}-%`}`,
    );
    expect(charges).toBe(1);
    expect((await invoiceState(t, id)).paid_status).toBe('paid');
  });

  it('has the partial unique index refuse a second live attempt, as a unique violation the service reads', async () => {
    const id = await payableInvoice(t);
    const repo = new PaymentsRepo(t.database.db);
    const attempt = (n: number) => ({
      invoiceId: id,
      customerId,
      platform: 'sandbox' as const,
      idempotencyKey: `invoice-${id}-attempt-${n}`,
      status: 'processing' as const,
      amountCents: 100,
    });
    await repo.insertAttempt(t.database.db, attempt(1));
    const second = await repo.insertAttempt(t.database.db, attempt(2)).catch((error: unknown) => error);
    expect(isUniqueViolation(second)).toBe(true);
    expect(isUniqueViolation(new Error('other'))).toBe(false);
    expect((await pay(t, marta, id, await sandboxCard(t, marta))).statusCode).toBe(409);
  });

  it('settles once an attempt whose answer was lost after the provider charged (reconciler)', async () => {
    const id = await payableInvoice(t);
    const before = await invoiceState(t, id);
    const paymentId = await crashedAttempt(id, { status: 'succeeded' });
    // A fresh attempt may still have its request in flight: left alone.
    await module.reconciler.runOnce();
    expect((await paymentsOf(t, id))[0]?.status).toBe('processing');
    await ageAttempt(t, paymentId, 5);
    // (The app's own reconciler may run meanwhile: the outcome is the same, recorded once.)
    await module.reconciler.runOnce();
    await module.reconciler.runOnce();
    expect(await paymentsOf(t, id)).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        provider_intent_id: `pi_sandbox_crash_${id}`,
        payment_method_label: 'visa •••• 4242',
      }),
    ]);
    expect(await invoiceState(t, id)).toMatchObject({ paid_status: 'paid', amount_pending: '0.00', history: before.history + 1 });
    const summary = await t.app.inject({ method: 'GET', url: `/api/v1/transaction_summary/${id}`, headers: bearer(marta) });
    expect(json(summary)).toMatchObject({ transaction_id: paymentId, invoice_id: id });
  });

  it('two reconcilers that learn the same outcome: one records and reports it, the other finds it decided', async () => {
    const id = await payableInvoice(t);
    const paymentId = await crashedAttempt(id, { status: 'succeeded' });
    const repo = new PaymentsRepo(t.database.db);
    const recorder = new AttemptRecorder(repo);
    // Both read the attempt while it was still processing, as two instances' runs do.
    const attempt = (await repo.attempt(t.database.db, paymentId))!;
    const outcome = { status: 'succeeded', intentId: `pi_sandbox_crash_${id}`, cardLabel: 'visa •••• 4242' } as const;
    const answers = await Promise.all([recorder.recordMove(attempt, outcome), recorder.recordMove(attempt, outcome)]);
    expect(answers.map((answer) => answer.moved).sort()).toEqual([false, true]);
    expect(answers.map((answer) => answer.row.status)).toEqual(['succeeded', 'succeeded']);
    const history = await invoiceState(t, id);
    expect(history.paid_status).toBe('paid');
  });

  it('records a decline the provider made before the crash, and the invoice can be paid again', async () => {
    const id = await payableInvoice(t);
    const paymentId = await crashedAttempt(id, { status: 'failed', errorCode: 'card_declined' });
    await ageAttempt(t, paymentId, 5);
    await module.reconciler.runOnce();
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'failed', error_code: 'card_declined' });
    expect((await payWithCard(t, marta, id)).status).toBe('success');
    expect((await paymentsOf(t, id)).map((p) => p.idempotency_key)).toEqual([`invoice-${id}-attempt-1`, `invoice-${id}-attempt-2`]);
  });

  it('closes an attempt that died before reaching the provider: nothing was charged', async () => {
    const id = await payableInvoice(t);
    const paymentId = await crashedAttempt(id);
    await ageAttempt(t, paymentId, 5);
    await module.reconciler.runOnce();
    expect((await paymentsOf(t, id))[0]).toMatchObject({ status: 'failed', error_code: 'processing_error' });
    expect((await invoiceState(t, id)).paid_status).toBe('pending_transfer');
  });

  it('re-drives a stale attempt on the next pay call, and refuses while one is in flight', async () => {
    const inFlight = await payableInvoice(t);
    await crashedAttempt(inFlight, { status: 'succeeded' });
    const refused = await pay(t, marta, inFlight, await sandboxCard(t, marta));
    expect(refused.statusCode).toBe(409);
    expect((await paymentsOf(t, inFlight))[0]?.status).toBe('processing');

    const stale = await payableInvoice(t);
    await ageAttempt(t, await crashedAttempt(stale, { status: 'succeeded' }), 5);
    // The lost payment went through: it is recorded, and the new pay is refused instead of charging again.
    expect((await pay(t, marta, stale, await sandboxCard(t, marta))).statusCode).toBe(409);
    expect((await paymentsOf(t, stale)).map((p) => p.status)).toEqual(['succeeded']);
    expect((await invoiceState(t, stale)).paid_status).toBe('paid');

    const lost = await payableInvoice(t);
    await ageAttempt(t, await crashedAttempt(lost), 5);
    // Nothing was charged: the new pay goes ahead as attempt 2.
    expect((await payWithCard(t, marta, lost)).status).toBe('success');
    expect((await paymentsOf(t, lost)).map((p) => p.status)).toEqual(['failed', 'succeeded']);
  });

  it('re-drives a stale attempt when the summary is asked for', async () => {
    const id = await payableInvoice(t);
    const url = `/api/v1/transaction_summary/${id}`;
    const paymentId = await crashedAttempt(id, { status: 'succeeded' });
    // Fresh, it may still be in flight: the summary says processing (not 404) and leaves it alone.
    const fresh = await t.app.inject({ method: 'GET', url, headers: bearer(marta) });
    expect(fresh.statusCode).toBe(200);
    expect(json(fresh)).toMatchObject({ status: 'processing', transaction_id: paymentId, invoice_id: id });
    expect((await paymentsOf(t, id))[0]?.status).toBe('processing');
    await ageAttempt(t, paymentId, 5);
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(marta) });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ status: 'succeeded', transaction_id: paymentId });
    expect((await invoiceState(t, id)).paid_status).toBe('paid');
  });

  it('cancels an authentication left waiting when the customer pays again with another card', async () => {
    const id = await payableInvoice(t);
    const first = await payWithCard(t, marta, id, CARDS.threeDSecure);
    if (first.status !== 'requires_action') throw new Error(`expected requires_action, got ${first.status}`);
    expect((await payWithCard(t, marta, id, CARDS.visa)).status).toBe('success');
    const intent = await scalar<string>(t.database, sql`select status from sandbox_payment_intents where id = ${first.payment_intent_id}`);
    expect(intent).toBe('canceled');
    expect((await paymentsOf(t, id)).map((p) => p.status)).toEqual(['canceled', 'succeeded']);
    // The old intent cannot be completed any more.
    const late = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox_payments/intents/${first.payment_intent_id}/authenticate`,
      headers: bearer(marta),
      payload: { outcome: 'complete' },
    });
    expect(late.statusCode).toBe(409);
  });

  it('confirms nothing when the attempt was closed before the provider confirms', async () => {
    const provider = new SandboxProvider(new SandboxStore(t.database.db));
    const method = await sandboxCard(t, marta);
    const request = {
      amountCents: 1000,
      currency: 'EUR' as const,
      paymentMethodId: method,
      idempotencyKey: 'test-aborted-attempt',
      customerId,
      invoiceId: 1,
      description: 'test',
      returnUrl: undefined,
    };
    await expect(provider.charge(request, async () => false)).rejects.toBeInstanceOf(ChargeAbortedError);
    expect(await provider.recover({ idempotencyKey: 'test-aborted-attempt', intentId: null })).toEqual({ status: 'absent' });
    // The same key charges once: a second call answers the first intent.
    const first = await provider.charge({ ...request, idempotencyKey: 'test-key-once' }, async () => true);
    const second = await provider.charge({ ...request, idempotencyKey: 'test-key-once' }, async () => true);
    expect(second).toEqual(first);
  });
});
