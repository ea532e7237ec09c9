import {
  CANCELLING_RECTIFICATIVE_TYPES,
  CUSTOMER_PAYS,
  invoiceAmountToPay,
  isInvoicePayable,
  PAID_STATUSES,
  type TInvoice,
  ZInvoiceSchema,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { fetchAll } from '../../test/invoices-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const RECTIFICATIVE = ['N', 'R', ...CANCELLING_RECTIFICATIVE_TYPES];
const PENDING = [-41.5, 0, 0.01, 41.5];

/**
 * The list's JSON is written by PostgreSQL (invoice-json-sql.ts). Every combination of what the
 * payment rule reads is listed here and held to the domain's functions, and every field to what
 * the row holds, so the SQL cannot drift from the rule or the wire shape.
 */
describe('invoice list JSON written by PostgreSQL', () => {
  let t: TestApp;
  let token: string;
  let items: TInvoice[];

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const db = t.database.db;
    await db.execute(sql`insert into customers (tax_id, name) values ('T1', 'Rule table')`);
    const user = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into users (customer_id, login, name) select id, tax_id, name from customers where tax_id = 'T1' returning id`,
      ),
    );
    const rows = PAID_STATUSES.flatMap((status) =>
      RECTIFICATIVE.flatMap((type) => PENDING.map((pending) => ({ status, type, pending }))),
    ).map(({ status, type, pending }, n) => ({
      number: `RT${n}`,
      status,
      type,
      pending,
      // An invoice without a printed contract or CUPS lists neither.
      contract: n % 5 === 0 ? null : `C${n % 3}`,
      cups: n % 5 === 0 ? null : `ES00000000000000000${n % 3}XY`,
    }));
    await db.execute(sql`
      insert into invoices (customer_id, kind, contract_name, cups_name, cups_address, payer_vat, number, invoice_date, start_date, end_date,
                            energy_kwh, amount_total, amount_pending, paid_status, rectificative_type, pending_state_history, computation)
      select c.id, 'electricity', r.contract, r.cups, case when r.cups is null then null else 'CL Major 1, 08001 Barcelona' end, 'T1', r.number,
             date '2026-01-10' + r.n, date '2025-12-01', date '2025-12-31', 1234.5, 141.5, r.pending, r.status, r.type,
             '[{"change_date": "2026-01-10", "pending_state": {"ov_description": "Factura emesa"}}]'::jsonb, '{}'::jsonb
      from customers c,
           json_to_recordset(${JSON.stringify(rows.map((r, n) => ({ ...r, n })))}::json)
             as r(number text, status text, type text, pending numeric, contract text, cups text, n int)
      where c.tax_id = 'T1'`);
    // A card payment awaiting its answer on every third invoice, whatever its state.
    await db.execute(sql`
      insert into payments (invoice_id, customer_id, platform, idempotency_key, status, amount_cents)
      select i.id, i.customer_id, 'sandbox', 'rt-' || i.id, 'processing', 100 from invoices i where i.id % 3 = 0`);
    token = await t.app.portal.tokens.issue({ userId: user[0]!.id, locale: 'ca-ES', readonly: false });
    items = await fetchAll(t, token, 'invoices');
    expect(items).toHaveLength(rows.length);
  });
  afterAll(() => t.close());

  it('sets payment_enabled and amount_to_pay as the domain rule does, for every state, type and pending amount', () => {
    expect(new Set(items.map((i) => `${i.paid_status}/${i.rectificative_type}/${i.amount_pending}`)).size).toBe(items.length);
    for (const invoice of items) {
      const attempt = invoice.id % 3 === 0;
      // In process: an attempt awaits its answer on an invoice the customer owes (only those can have one).
      expect(invoice.online_payment.payment_in_process, invoice.number).toBe(attempt && isInvoicePayable(invoice));
      const rule = { ...invoice, payment_in_process: invoice.online_payment.payment_in_process };
      expect(invoice.online_payment.payment_enabled, invoice.number).toBe(isInvoicePayable(rule));
      expect(invoice.amount_to_pay, invoice.number).toBe(invoiceAmountToPay(rule));
    }
    // Every answer occurs: the table is not all one side of the rule.
    const owed = items.filter((i) => isInvoicePayable(i));
    expect(owed.length).toBe(CUSTOMER_PAYS.length * 2 * PENDING.filter((p) => p > 0).length);
    expect(owed.filter((i) => i.online_payment.payment_in_process).length).toBeGreaterThan(0);
    expect(owed.filter((i) => i.online_payment.payment_enabled).length).toBeGreaterThan(0);
  });

  it('writes each invoice with exactly the schema’s fields, numbers as numbers and dates as ISO dates', () => {
    for (const invoice of items) {
      expect(Object.keys(invoice).sort()).toEqual(Object.keys(ZInvoiceSchema.shape).sort());
      expect(ZInvoiceSchema.parse(invoice)).toEqual(invoice);
    }
    const first = items.find((i) => i.number === 'RT2')!;
    expect(first).toEqual({
      id: first.id,
      invoice_id: first.id,
      number: 'RT2',
      date: '2026-01-12',
      start_date: '2025-12-01',
      end_date: '2025-12-31',
      type: 'electricity',
      cups: { name: 'ES000000000000000002XY', full_address: 'CL Major 1, 08001 Barcelona' },
      contract: { name: 'C2', type: 'electricity' },
      energy_consumed: 1234.5,
      amount_total: 141.5,
      amount_pending: 0.01,
      amount_to_pay: 0,
      paid_status: 'pending_remesa',
      rectificative_type: 'N',
      pending_state_history: [{ change_date: '2026-01-10', pending_state: { ov_description: 'Factura emesa' } }],
      online_payment: { payment_enabled: false, payment_link: null, rel_object_type: 'account.invoice', payment_in_process: false },
      address_invoice_id: null,
      points: [],
    });
    const bare = items.find((i) => i.number === 'RT0')!;
    expect(bare.cups).toBeNull();
    expect(bare.contract).toBeNull();
  });
});
