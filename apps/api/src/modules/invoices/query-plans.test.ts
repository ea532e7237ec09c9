import type { TInvoiceFilterTerm } from '@portal/domain';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type InvoiceListQuery, InvoicesRepo } from './repo.ts';

const CUSTOMERS = 400;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The list and its count must walk the invoice indexes for a realistic customer among many
 * (docs/invoices.md): 400 customers with six years of monthly electricity invoices,
 * gas every two months and multipoint invoices of three points, analysed like a live database.
 */
describe('invoice list query plans', () => {
  let t: TestApp;
  let repo: InvoicesRepo;
  let userId: number;
  let customerId: number;
  let bigUserId: number;
  const pointCups = () => `ESMP${String(customerId).padStart(14, '0')}1`;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const db = t.database.db;
    await db.execute(sql`insert into customers (tax_id, name) select 'T' || g, 'Customer ' || g from generate_series(1, ${CUSTOMERS}) g`);
    await db.execute(sql`insert into users (customer_id, login, name) select id, tax_id, name from customers`);
    await db.execute(sql`
      insert into invoices (customer_id, kind, contract_name, cups_name, cups_address, payer_vat, number, invoice_date, start_date, end_date,
                            energy_kwh, amount_total, amount_pending, paid_status, computation)
      select c.id, k.kind,
             case when k.kind = 'multipoint' then null else k.kind || '-' || c.id || '-' || (g % 3) end,
             case when k.kind = 'multipoint' then null else 'ES' || lpad(c.id::text, 16, '0') || (g % 3) end,
             case when k.kind = 'multipoint' then null else 'CL Major ' || (g % 3) || ', Barcelona' end,
             c.tax_id, k.prefix || c.id || '-' || g,
             date '2020-01-05' + (g * k.step || ' days')::interval, date '2019-12-01' + (g * k.step || ' days')::interval,
             date '2019-12-31' + (g * k.step || ' days')::interval,
             100 + g, 40 + g % 50, case when g % 7 = 0 then 40 + g % 50 else 0 end,
             case when g % 7 = 0 then 'pending_transfer' else 'paid' end, '{}'::jsonb
      from customers c
      cross join (values ('electricity', 'E', 30, 216), ('gas', 'G', 61, 36), ('multipoint', 'M', 30, 24)) as k(kind, prefix, step, n)
      cross join lateral generate_series(1, k.n) g`);
    await db.execute(sql`
      insert into invoice_points (invoice_id, position, contract_name, cups_name, cups_address, energy_kwh, amount_total, computation)
      select i.id, p, 'mp-' || i.customer_id || '-' || p, 'ESMP' || lpad(i.customer_id::text, 14, '0') || p, 'CL Port ' || p, 10, 10, '{}'::jsonb
      from invoices i cross join generate_series(1, 3) p where i.kind = 'multipoint'`);
    // A large company too: 100 supply points billed monthly for five years (6,000 electricity invoices).
    await db.execute(sql`insert into customers (tax_id, name) values ('BIG', 'Big company')`);
    await db.execute(sql`insert into users (customer_id, login, name) select id, tax_id, name from customers where tax_id = 'BIG'`);
    await db.execute(sql`
      insert into invoices (customer_id, kind, contract_name, cups_name, cups_address, payer_vat, number, invoice_date, start_date, end_date,
                            energy_kwh, amount_total, amount_pending, paid_status, computation)
      select c.id, 'electricity', 'big-' || (g % 100), 'ESBIG' || (g % 100), 'CL Gran ' || (g % 100), c.tax_id, 'BIG-' || g,
             date '2020-01-05' + (g / 100 * 30 || ' days')::interval, date '2019-12-01' + (g / 100 * 30 || ' days')::interval,
             date '2019-12-31' + (g / 100 * 30 || ' days')::interval, 1000, 500, 0, 'paid', '{}'::jsonb
      from customers c cross join generate_series(1, 6000) g where c.tax_id = 'BIG'`);
    // Card payments as a live database holds them: one succeeded attempt for every third paid invoice,
    // and a few awaiting their answer (the list asks each owed invoice whether one is in process).
    await db.execute(sql`
      insert into payments (invoice_id, customer_id, platform, idempotency_key, status, amount_cents)
      select i.id, i.customer_id, 'sandbox', 'plan-' || i.id, 'succeeded', 100 from invoices i where i.paid_status = 'paid' and i.id % 3 = 0`);
    await db.execute(sql`
      insert into payments (invoice_id, customer_id, platform, idempotency_key, status, amount_cents)
      select i.id, i.customer_id, 'sandbox', 'plan-' || i.id, 'processing', 100 from invoices i
      where i.paid_status = 'pending_transfer' and i.id % 97 = 0`);
    // As autovacuum leaves a live database: statistics and the visibility map (index-only counts).
    await db.execute(sql`vacuum analyze`);
    repo = new InvoicesRepo(db);
    const found = rowsOf<{ id: number; customer_id: number }>(
      await db.execute(sql`select id, customer_id from users where login = 'T123'`),
    );
    userId = found[0]!.id;
    customerId = found[0]!.customer_id;
    const big = rowsOf<{ id: number }>(await db.execute(sql`select id from users where login = 'BIG'`));
    bigUserId = big[0]!.id;
  }, 120_000);
  afterAll(() => t.close());

  async function plan(query: SQLWrapper): Promise<PlanNode[]> {
    const result = rowsOf<Record<string, unknown>>(await t.database.db.execute(sql`explain (format json) ${query}`));
    const raw = Object.values(result[0]!)[0];
    const document = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
    return nodesOf(document[0]!.Plan);
  }

  const cases: Array<[string, () => Omit<InvoiceListQuery, 'offset' | 'limit'>]> = [
    ['electricity, no filter', () => ({ kind: 'electricity', terms: [] })],
    ['gas, no filter', () => ({ kind: 'gas', terms: [] })],
    ['one contract', () => ({ kind: 'electricity', terms: [['polissa_id.name', 'in', [`electricity-${customerId}-1`]]] })],
    ['open invoices', () => ({ kind: 'electricity', terms: [['state', '=', 'open']] })],
    [
      'a year',
      () => ({
        kind: 'electricity',
        terms: [
          ['date_invoice', '>=', '2024-01-01'],
          ['date_invoice', '<=', '2024-12-31'],
        ],
      }),
    ],
    [
      'open invoices of a year',
      () => ({
        kind: 'electricity',
        terms: [
          ['date_invoice', '>=', '2024-01-01'],
          ['date_invoice', '<=', '2024-12-31'],
          ['state', '=', 'open'],
        ],
      }),
    ],
    ['number contains', () => ({ kind: 'electricity', terms: [['number', 'ilike', `${customerId}-1`]] })],
    ['multipoint', () => ({ kind: 'multipoint', terms: [] })],
    ['multipoint by point CUPS', () => ({ kind: 'multipoint', terms: [['cups_id.name', 'in', [pointCups()]]] as TInvoiceFilterTerm[] })],
  ];

  const describePlan = (nodes: PlanNode[]) =>
    nodes.map((n) => `${n['Node Type']} ${n['Relation Name'] ?? ''} ${n['Index Name'] ?? ''}`).join(' | ');

  it.each(cases)(
    '%s: the page, its rows and its count read invoices through their indexes, never a sequential scan',
    async (_name, shapeOf) => {
      const shape = shapeOf();
      for (const paging of [
        { offset: 0, limit: 100 },
        { offset: 40, limit: 10 },
      ]) {
        const nodes = await plan(repo.pageQuery(userId, { ...shape, ...paging }));
        const described = describePlan(nodes);
        expect(
          nodes.filter((n) => n['Node Type'] === 'Seq Scan'),
          described,
        ).toEqual([]);
        // The page's ids from a list index (the rows then by primary key)…
        expect(
          nodes.some((n) => n['Index Name']?.startsWith('invoices_') && n['Index Name'] !== 'invoices_pkey'),
          described,
        ).toBe(true);
        // …and, unfiltered, the total from one row of invoice_counts (kept by triggers), read by its key.
        if (shape.terms.length === 0) {
          expect(
            nodes.some((n) => n['Relation Name'] === 'invoice_counts' && n['Index Name']),
            described,
          ).toBe(true);
        }
      }
    },
  );

  it('walks invoices_list_idx in order for a customer with thousands of invoices, and stops at the page', async () => {
    for (const offset of [0, 200]) {
      const nodes = await plan(repo.pageQuery(bigUserId, { kind: 'electricity', terms: [], offset, limit: 100 }));
      const described = describePlan(nodes);
      // The ids in index order from the index alone…
      expect(
        nodes.some((n) => n['Node Type'] === 'Index Only Scan' && n['Index Name'] === 'invoices_list_idx'),
        described,
      ).toBe(true);
      expect(
        nodes.some((n) => n['Node Type'] === 'Seq Scan' || n['Node Type'].startsWith('Bitmap')),
        described,
      ).toBe(false);
      // …so only the page's own rows, read by primary key, are sorted for the JSON aggregate (by a
      // Sort node on PostgreSQL 16 and later, inside the aggregate before): the index order is the
      // list's (NULLS FIRST, as `desc` means).
      const sorts = nodes.filter((n) => n['Node Type'].endsWith('Sort'));
      expect(sorts.length, described).toBeLessThanOrEqual(1);
      for (const sort of sorts) expect(sort.Plans?.[0]?.['Index Name'], described).toBe('invoices_pkey');
    }
    // Open invoices come from the partial index of open ones, not from years of paid ones.
    const open = await plan(repo.pageQuery(bigUserId, { kind: 'electricity', terms: [['state', '=', 'open']], offset: 0, limit: 100 }));
    expect(open.some((n) => n['Index Name'] === 'invoices_open_idx')).toBe(true);
    // A year of paid invoices is counted from its twelve month counts, not from the invoices.
    const year = await plan(
      repo.pageQuery(bigUserId, {
        kind: 'electricity',
        terms: [
          ['date_invoice', '>=', '2022-01-01'],
          ['date_invoice', '<=', '2022-12-31'],
          ['state', '=', 'paid'],
        ],
        offset: 0,
        limit: 100,
      }),
    );
    expect(year.some((n) => n['Relation Name'] === 'invoice_month_counts' && n['Index Name'])).toBe(true);
    expect(year.filter((n) => n['Relation Name'] === 'invoices' && n['Node Type'].includes('Index')).length).toBe(2);
  });

  it('asks whether a payment is in process through the partial index of attempts in flight', async () => {
    const nodes = await plan(repo.pageQuery(userId, { kind: 'electricity', terms: [], offset: 0, limit: 100 }));
    const probes = nodes.filter((n) => n['Relation Name'] === 'payments');
    expect(probes.length, describePlan(nodes)).toBeGreaterThan(0);
    expect(
      probes.every((n) => n['Index Name'] === 'payments_in_process_idx'),
      describePlan(nodes),
    ).toBe(true);
  });

  it('has the data it claims (a customer among many)', async () => {
    const page = await repo.page(userId, { kind: 'electricity', terms: [], offset: 0, limit: 10 });
    expect(page?.total).toBe(216);
    expect(JSON.parse(page!.itemsJson)).toHaveLength(10);
    const mp = await repo.page(userId, { kind: 'multipoint', terms: [['cups_id.name', 'in', [pointCups()]]], offset: 0, limit: 5 });
    expect(mp?.total).toBe(24);
  });
});
