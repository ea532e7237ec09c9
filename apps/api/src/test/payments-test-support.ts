import type { TPayResponse } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows, scalar } from './contracts-test-support.ts';
import { bearer, type TestApp } from './test-app.ts';

/** Test helpers of the payment modules (not a test file: imported by them). */

export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  processingError: '4000000000000119',
  incorrectZip: '4000000000000036',
  threeDSecure: '4000002500003155',
} as const;

export interface InvoiceState {
  id: number;
  number: string;
  amount_pending: string;
  paid_status: string;
  history: number;
}

/**
 * An invoice of the customer made payable for the test: one the bank collected (no payment row)
 * put back to "pending transfer" with its whole total pending. Each call answers another one.
 */
export async function payableInvoice(t: TestApp, login = '12345678Z', kinds: string[] = ['electricity', 'gas']): Promise<number> {
  const kindList = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  const id = await scalar<number>(
    t.database,
    sql`select i.id from invoices i
        where i.customer_id = (select customer_id from users where login = ${login})
          and i.kind in (${kindList}) and i.paid_status = 'paid_without_transaction' and i.amount_total > 0
          and i.rectificative_type not in ('A', 'B')
          and not exists (select 1 from payments p where p.invoice_id = i.id)
        order by i.id limit 1`,
  );
  if (!id) throw new Error(`no invoice of ${login} left to make payable`);
  await t.database.db.execute(sql`update invoices set paid_status = 'pending_transfer', amount_pending = amount_total where id = ${id}`);
  return id;
}

export async function invoiceState(t: TestApp, id: number): Promise<InvoiceState> {
  const [row] = await rows<InvoiceState>(
    t.database,
    sql`select id, number, amount_pending::text, paid_status, jsonb_array_length(pending_state_history) as history
        from invoices where id = ${id}`,
  );
  if (!row) throw new Error(`invoice ${id} not found`);
  return row;
}

export interface PaymentState {
  id: number;
  status: string;
  amount_cents: number;
  idempotency_key: string;
  provider_intent_id: string | null;
  error_code: string | null;
  decline_code: string | null;
  payment_method_label: string;
}

export async function paymentsOf(t: TestApp, invoiceId: number): Promise<PaymentState[]> {
  return rows<PaymentState>(
    t.database,
    sql`select id, status, amount_cents, idempotency_key, provider_intent_id, error_code, decline_code, payment_method_label
        from payments where invoice_id = ${invoiceId} order by id`,
  );
}

/** A sandbox payment method as the web's card form makes it. */
export async function sandboxCard(t: TestApp, token: string, number: string = CARDS.visa): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sandbox_payments/payment_methods',
    headers: bearer(token),
    payload: { number, exp_month: 12, exp_year: new Date().getUTCFullYear() + 2, cvc: '123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as string;
}

export async function pay(
  t: TestApp,
  token: string,
  invoiceId: number,
  paymentMethodId: string,
  options: { platform?: string; related?: string; idempotencyKey?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/pay',
    headers: { ...bearer(token), ...(options.idempotencyKey !== undefined ? { 'idempotency-key': options.idempotencyKey } : {}) },
    payload: {
      payment_method_id: paymentMethodId,
      platform_name: options.platform ?? 'sandbox',
      item_id: invoiceId,
      related_object_type: options.related ?? 'account.invoice',
    },
  });
}

export async function finalise(t: TestApp, token: string, intentId: string, platform = 'sandbox') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/pay',
    headers: bearer(token),
    payload: { payment_intent_id: intentId, platform_name: platform },
  });
}

/** Pays with a sandbox card and answers the 200 body. */
export async function payWithCard(t: TestApp, token: string, invoiceId: number, number: string = CARDS.visa): Promise<TPayResponse> {
  const res = await pay(t, token, invoiceId, await sandboxCard(t, token, number));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TPayResponse;
}

/** Moves an attempt's clock back, as if its request had died that long ago. */
export async function ageAttempt(t: TestApp, paymentId: number, minutes: number): Promise<void> {
  await t.database.db.execute(
    sql`update payments set updated_at = now() - make_interval(mins => ${minutes}), created_at = now() - make_interval(mins => ${minutes})
        where id = ${paymentId}`,
  );
}
