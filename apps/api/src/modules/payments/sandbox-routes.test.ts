import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, rows } from '../../test/contracts-test-support.ts';
import { CARDS, payableInvoice, payWithCard } from '../../test/payments-test-support.ts';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';
import { SANDBOX_CALLS_PER_MINUTE } from './sandbox-routes.ts';

describe('the sandbox provider’s browser-facing endpoints', () => {
  let t: TestApp;
  let marta: string;
  let company: string;
  const nextYear = new Date().getUTCFullYear() + 1;
  const card = (overrides: Record<string, unknown> = {}) => ({
    number: CARDS.visa,
    exp_month: 12,
    exp_year: nextYear,
    cvc: '123',
    ...overrides,
  });
  const createMethod = (payload: unknown, token = marta) =>
    t.app.inject({ method: 'POST', url: '/api/v1/sandbox_payments/payment_methods', headers: bearer(token), payload: payload as object });
  const authenticate = (intentId: string, outcome: string, token = marta) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox_payments/intents/${intentId}/authenticate`,
      headers: bearer(token),
      payload: { outcome },
    });

  beforeAll(async () => {
    t = await createTestApp();
    [marta, company] = await Promise.all([t.login(DEMO.marta), t.login(DEMO.company)]);
  });
  afterAll(() => t.close());

  it('keeps brand, last four digits, expiry and outcome, never the number or the CVC', async () => {
    const res = await createMethod(card({ number: '4000 0025 0000 3155', cvc: '987', exp_year: nextYear % 100 }));
    expect(res.statusCode).toBe(200);
    const { id } = json<{ id: string }>(res);
    expect(id).toMatch(/^pm_sandbox_[0-9a-f]{24}$/);
    const [stored] = await rows(t.database, sql`select * from sandbox_payment_methods where id = ${id}`);
    expect(stored).toMatchObject({ brand: 'visa', last4: '3155', exp_month: 12, exp_year: nextYear, outcome: 'requires_authentication' });
    // The random id and the timestamp may hold any three digits, so the CVC is looked for in
    // every other column, and the columns themselves name neither the number nor the CVC.
    const { id: _id, created_at: _createdAt, ...kept } = stored as Record<string, unknown>;
    expect(Object.keys(stored as object).join()).not.toMatch(/number|cvc/);
    const text = JSON.stringify(kept);
    expect(text).not.toContain('40000025');
    expect(text).not.toContain('987');
  });

  it('stores the decline of a test number for the confirmation', async () => {
    const { id } = json<{ id: string }>(await createMethod(card({ number: CARDS.insufficientFunds })));
    const [stored] = await rows(t.database, sql`select outcome, decline_code from sandbox_payment_methods where id = ${id}`);
    expect(stored).toEqual({ outcome: 'card_declined', decline_code: 'insufficient_funds' });
  });

  it.each([
    [{ number: '4242424242424241' }, 'incorrect_number', 'number'],
    [{ number: '4242' }, 'invalid_number', 'number'],
    [{ exp_month: 13 }, 'invalid_expiry_month', 'exp_month'],
    [{ exp_year: 2001 }, 'invalid_expiry_year', 'exp_year'],
    [{ cvc: '12' }, 'invalid_cvc', 'cvc'],
  ])('refuses %o with 402 %s, as Stripe does when the card is entered', async (overrides, code, field) => {
    const res = await createMethod(card(overrides));
    expect(res.statusCode).toBe(402);
    expect(json(res)).toEqual({ code, message: `payment_error_${code}`, errors: { [field]: [`payment_error_${code}`] } });
  });

  it('refuses a card whose expiry month has passed this year as expired_card', async () => {
    const now = new Date();
    if (now.getUTCMonth() === 0) return; // January has no past month this year.
    const res = await createMethod(card({ exp_month: now.getUTCMonth(), exp_year: now.getUTCFullYear() }));
    expect(res.statusCode).toBe(402);
    expect(json(res).code).toBe('expired_card');
  });

  it('answers 400 with field errors for a malformed body', async () => {
    const res = await createMethod({ number: '', exp_month: 'x', cvc: '1'.repeat(20) });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ code: 'validation_error', errors: { number: ['required_field'], cvc: ['field_too_long'] } });
  });

  it('lets only the owning customer answer an authentication, once', async () => {
    const id = await payableInvoice(t);
    const waiting = await payWithCard(t, marta, id, CARDS.threeDSecure);
    if (waiting.status !== 'requires_action') throw new Error(`expected requires_action, got ${waiting.status}`);
    const foreign = await authenticate(waiting.payment_intent_id, 'complete', company);
    expect(foreign.statusCode).toBe(404);
    expect((await authenticate('pi_sandbox_unknown', 'complete')).statusCode).toBe(404);
    expect((await authenticate(waiting.payment_intent_id, 'maybe')).statusCode).toBe(400);
    expect(json(await authenticate(waiting.payment_intent_id, 'complete'))).toEqual({ status: 'succeeded' });
    const twice = await authenticate(waiting.payment_intent_id, 'cancel');
    expect(twice.statusCode).toBe(409);
    expect(json(twice).code).toBe('unexpected_intent_state');
  });

  it('refuses a read-only (impersonation) token on the sandbox calls and on pay', async () => {
    const readOnly = await t.app.portal.auth.issueReadOnlyToken(DEMO.marta);
    if (!readOnly) throw new Error('no read-only token');
    const method = await createMethod(card(), readOnly);
    expect(method.statusCode).toBe(403);
    expect(json(method).code).toBe('read_only_token');
    expect((await authenticate('pi_sandbox_x', 'complete', readOnly)).statusCode).toBe(403);
    const payRes = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pay',
      headers: bearer(readOnly),
      payload: { payment_method_id: 'pm_x', platform_name: 'sandbox', item_id: 1, related_object_type: 'account.invoice' },
    });
    expect(payRes.statusCode).toBe(403);
    // Reading stays allowed.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment_platforms_available', headers: bearer(readOnly) })).statusCode).toBe(
      200,
    );
  });

  it('limits a customer to a few cards a minute with rate_limit', async () => {
    const answers = [];
    for (let i = 0; i <= SANDBOX_CALLS_PER_MINUTE; i++) answers.push((await createMethod(card(), company)).statusCode);
    // The company spent one call on the authentication test above.
    expect(answers.filter((s) => s === 200)).toHaveLength(SANDBOX_CALLS_PER_MINUTE - 1);
    expect(answers.slice(-2)).toEqual([429, 429]);
    const last = await createMethod(card(), company);
    expect(last.statusCode).toBe(429);
    expect(json(last)).toEqual({ code: 'rate_limit', message: 'payment_error_rate_limit' });
    expect(last.headers['retry-after']).toBeDefined();
    // Another customer has a counter of their own.
    expect((await createMethod(card())).statusCode).toBe(200);
  });
});
