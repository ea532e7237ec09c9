import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/runtime/config.ts';
import { DEMO, rows, scalar } from '../../test/contracts-test-support.ts';
import { fetchAll } from '../../test/invoices-test-support.ts';
import { invoiceState, pay, payableInvoice, paymentsOf, sandboxCard } from '../../test/payments-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { requestHash } from './idempotent-pay.ts';
import { createPaymentsModule } from './index.ts';
import { DEFAULT_RECONCILER_OPTIONS } from './reconciler.ts';

/** Sandbox charges (intents) made for one invoice's attempts. */
const chargesOf = (t: TestApp, invoiceId: number) =>
  scalar<number>(t.database, sql`select count(*)::int from sandbox_payment_intents where idempotency_key like ${`invoice-${invoiceId}-%`}`);

describe('POST /api/v1/pay with an Idempotency-Key', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  let customerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
    customerId = await scalar<number>(t.database, sql`select customer_id from users where login = ${DEMO.marta}`);
  });
  afterAll(() => t.close());

  it('answers a retry after success with the first answer, not 409, and charges once', async () => {
    const id = await payableInvoice(t);
    const card = await sandboxCard(t, marta);
    const key = randomUUID();
    const first = await pay(t, marta, id, card, { idempotencyKey: key });
    expect(first.statusCode).toBe(200);
    expect(json(first)).toMatchObject({ status: 'success', invoice_id: id });
    const again = await pay(t, marta, id, card, { idempotencyKey: key });
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect((await paymentsOf(t, id)).map((p) => p.status)).toEqual(['succeeded']);
    expect(await chargesOf(t, id)).toBe(1);
    // Without a key the call is as it always was: the paid invoice is not payable.
    const unkeyed = await pay(t, marta, id, card);
    expect(unkeyed.statusCode).toBe(409);
    expect(json(unkeyed).code).toBe('not_payable');
  });

  it('answers a retry of a card decline with the same decline, and a refusal with the same refusal', async () => {
    const id = await payableInvoice(t);
    const key = randomUUID();
    const declined = await sandboxCard(t, marta, '4000000000000002');
    const first = await pay(t, marta, id, declined, { idempotencyKey: key });
    expect(json(first)).toMatchObject({ status: 'error', error: { code: 'card_declined' } });
    const again = await pay(t, marta, id, declined, { idempotencyKey: key });
    expect([again.statusCode, again.body]).toEqual([first.statusCode, first.body]);
    expect(await paymentsOf(t, id)).toHaveLength(1);

    const missingKey = randomUUID();
    const missing = await pay(t, marta, 999_999, declined, { idempotencyKey: missingKey });
    expect(missing.statusCode).toBe(404);
    const missingAgain = await pay(t, marta, 999_999, declined, { idempotencyKey: missingKey });
    expect([missingAgain.statusCode, missingAgain.body]).toEqual([404, missing.body]);
  });

  it('refuses the same key for another invoice with 422 idempotency_key_reused, charging nothing', async () => {
    const [a, b] = [await payableInvoice(t), await payableInvoice(t)];
    const card = await sandboxCard(t, marta);
    const key = randomUUID();
    expect(json(await pay(t, marta, a, card, { idempotencyKey: key })).status).toBe('success');
    const reused = await pay(t, marta, b, card, { idempotencyKey: key });
    expect(reused.statusCode).toBe(422);
    expect(json(reused).code).toBe('idempotency_key_reused');
    expect(await paymentsOf(t, b)).toEqual([]);
    expect((await invoiceState(t, b)).paid_status).toBe('pending_transfer');
  });

  it('keeps keys per customer: another customer’s identical key is their own', async () => {
    const mine = await payableInvoice(t);
    const theirs = await payableInvoice(t, DEMO.company, ['multipoint', 'electricity', 'gas']);
    const key = randomUUID();
    expect(json(await pay(t, marta, mine, await sandboxCard(t, marta), { idempotencyKey: key })).status).toBe('success');
    const kind = await scalar<string>(t.database, sql`select kind from invoices where id = ${theirs}`);
    const other = await pay(t, company, theirs, await sandboxCard(t, company), {
      idempotencyKey: key,
      related: kind === 'multipoint' ? 'multipoint.invoice' : 'account.invoice',
    });
    expect(other.statusCode, other.body).toBe(200);
    expect(json(other)).toMatchObject({ status: 'success', invoice_id: theirs });
  });

  it('lets one of concurrent same-key calls do the work; the others get 409 idempotency_key_in_use or its answer', async () => {
    const id = await payableInvoice(t);
    const card = await sandboxCard(t, marta);
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4].map(() => pay(t, marta, id, card, { idempotencyKey: key })));
    const successes = answers.filter((r) => r.statusCode === 200);
    expect(successes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(successes.map((r) => r.body)).size).toBe(1);
    for (const refused of answers.filter((r) => r.statusCode !== 200)) {
      expect([refused.statusCode, json(refused).code]).toEqual([409, 'idempotency_key_in_use']);
    }
    expect(await chargesOf(t, id)).toBe(1);
    expect((await paymentsOf(t, id)).map((p) => p.status)).toEqual(['succeeded']);
    // Once the work is done, the same key answers what it answered.
    const later = await pay(t, marta, id, card, { idempotencyKey: key });
    expect(later.body).toBe(successes[0]!.body);
  });

  it.each([
    ['too long', 'k'.repeat(256)],
    ['a space', 'two words'],
    ['non-ASCII', 'clé-ñ'],
  ])('refuses a malformed key (%s) with 400 before anything is charged', async (_, key) => {
    const id = await payableInvoice(t);
    const res = await pay(t, marta, id, await sandboxCard(t, marta), { idempotencyKey: key });
    expect(res.statusCode).toBe(400);
    expect(json(res).code).toBe('validation_error');
    expect(await paymentsOf(t, id)).toEqual([]);
  });

  it('accepts a key of 255 visible characters', async () => {
    const id = await payableInvoice(t);
    const res = await pay(t, marta, id, await sandboxCard(t, marta), { idempotencyKey: `${'k'.repeat(254)}!` });
    expect(json(res).status).toBe('success');
  });

  describe('a crash between the charge and its record', () => {
    /** What a request killed after the provider charged leaves: a `processing` attempt, its key linked, the sandbox intent. */
    async function crashAfterCharge(invoiceId: number, key: string, card: string) {
      const providerKey = `invoice-${invoiceId}-attempt-1`;
      const amount = await scalar<number>(t.database, sql`select (amount_pending * 100)::int from invoices where id = ${invoiceId}`);
      const [payment] = await rows<{ id: number }>(
        t.database,
        sql`insert into payments (invoice_id, customer_id, platform, idempotency_key, status, amount_cents, paid_by_user_email)
            values (${invoiceId}, ${customerId}, 'sandbox', ${providerKey}, 'processing', ${amount}, 'marta@example.com') returning id`,
      );
      const body = { payment_method_id: card, platform_name: 'sandbox', item_id: invoiceId, related_object_type: 'account.invoice' };
      await t.database.db.execute(
        sql`insert into payment_idempotency_keys (customer_id, key, request_hash, payment_id)
            values (${customerId}, ${key}, ${requestHash(body as never)}, ${payment!.id})`,
      );
      await t.database.db.execute(
        sql`insert into sandbox_payment_intents (id, idempotency_key, payment_method_id, customer_id, amount_cents, status, client_secret)
            values (${`pi_sandbox_crash_${invoiceId}`}, ${providerKey}, ${card}, ${customerId}, ${amount}, 'succeeded', 'secret')`,
      );
      return payment!.id;
    }

    it('shows the invoice in process and the summary processing at once, refuses a second payment, and a fresh start settles it', async () => {
      const id = await payableInvoice(t);
      const card = await sandboxCard(t, marta);
      const key = randomUUID();
      const paymentId = await crashAfterCharge(id, key, card);

      const kind = await scalar<string>(t.database, sql`select kind from invoices where id = ${id}`);
      const listed = () => fetchAll(t, marta, 'invoices', kind).then((items) => items.find((i) => i.id === id));
      expect((await listed())?.online_payment).toMatchObject({ payment_in_process: true, payment_enabled: false });
      expect((await listed())?.amount_to_pay).toBe(0);

      const summary = await t.app.inject({ method: 'GET', url: `/api/v1/transaction_summary/${id}`, headers: bearer(marta) });
      expect(summary.statusCode).toBe(200);
      expect(json(summary)).toMatchObject({ status: 'processing', transaction_id: paymentId, invoice_id: id });

      const second = await pay(t, marta, id, card, { idempotencyKey: randomUUID() });
      expect([second.statusCode, json(second).code]).toEqual([409, 'payment_in_process']);
      const unkeyed = await pay(t, marta, id, card);
      expect([unkeyed.statusCode, json(unkeyed).code]).toEqual([409, 'payment_in_process']);
      const retried = await pay(t, marta, id, card, { idempotencyKey: key });
      expect([retried.statusCode, json(retried).code]).toEqual([409, 'idempotency_key_in_use']);

      // A server that other instances share leaves a fresh attempt to its heartbeat's staleness…
      const shared = createPaymentsModule({ db: t.database.db, stripe: undefined, settings: t.app.portal.settings, log: t.app.log });
      await shared.reconciler.start({ orphansAtStart: false });
      await shared.reconciler.stop();
      expect((await paymentsOf(t, id))[0]?.status).toBe('processing');
      // …a process that owns its database alone reconciles it as it starts, with no waiting.
      const fresh = createPaymentsModule({ db: t.database.db, stripe: undefined, settings: t.app.portal.settings, log: t.app.log });
      const started = Date.now();
      await fresh.reconciler.start({ orphansAtStart: true });
      await fresh.reconciler.stop();
      expect(Date.now() - started).toBeLessThan(5_000);
      expect((await paymentsOf(t, id)).map((p) => p.status)).toEqual(['succeeded']);
      expect(await invoiceState(t, id)).toMatchObject({ paid_status: 'paid', amount_pending: '0.00' });
      expect(await chargesOf(t, id)).toBe(1);
      expect((await listed())?.online_payment).toMatchObject({ payment_in_process: false, payment_enabled: false });

      const done = await t.app.inject({ method: 'GET', url: `/api/v1/transaction_summary/${id}`, headers: bearer(marta) });
      expect(json(done)).toMatchObject({ status: 'succeeded', transaction_id: paymentId });
      // The retry whose answer the crash lost now gets it.
      const answered = await pay(t, marta, id, card, { idempotencyKey: key });
      expect(answered.statusCode).toBe(200);
      expect(json(answered)).toEqual({ status: 'success', transaction_id: paymentId, invoice_id: id });
    });
  });

  it('runs the reconciler every 30 s at most, by default and by configuration', () => {
    expect(DEFAULT_RECONCILER_OPTIONS.intervalMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_RECONCILER_OPTIONS.staleAfterMs).toBeLessThanOrEqual(30_000);
    expect(DEFAULT_RECONCILER_OPTIONS.heartbeatMs * 3).toBeLessThanOrEqual(DEFAULT_RECONCILER_OPTIONS.staleAfterMs);
    expect(loadConfig({}).paymentReconcileIntervalMs).toBeLessThanOrEqual(30_000);
    expect(loadConfig({ PAYMENT_RECONCILE_INTERVAL_SECONDS: '5' }).paymentReconcileIntervalMs).toBe(5_000);
    expect(() => loadConfig({ PAYMENT_RECONCILE_INTERVAL_SECONDS: '120' })).toThrow(/PAYMENT_RECONCILE_INTERVAL_SECONDS/);
  });
});
