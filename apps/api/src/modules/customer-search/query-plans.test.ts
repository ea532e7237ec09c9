import { customerSearchTerms } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CustomerSearchRepo } from './repo.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

const CUSTOMERS = Number(process.env.PLAN_CUSTOMERS ?? 20_000);
const SEARCHED = ['customers', 'users', 'contracts', 'supply_points', 'invoices'];

/**
 * Every branch of staff's customer search is a lookup in its own index, never a read of a whole
 * table: 20,000 customers with a supply point, a contract and an invoice each, analysed like a
 * live database (the same checked by hand on PostgreSQL with 1,000,000: docs/staff.md).
 */
describe('customer search query plan', () => {
  let t: TestApp;
  let repo: CustomerSearchRepo;
  const planOf = async (q: string) => {
    const [row] = rowsOf<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(
      await t.database.db.execute(sql`explain (format json) ${repo.searchQuery(customerSearchTerms(q), 20)}`),
    );
    const raw = row!['QUERY PLAN'];
    return nodesOf((typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan);
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    repo = new CustomerSearchRepo(t.database.db);
    const db = t.database.db;
    const names = `(array['Marta','Jordi','Anna','Pau','Núria','Xavier','Laia','Àngel'])[1 + g % 8] || ' ' ||
                   (array['Puig','Serra','García','Martínez','Vila','Soler','Ferrer','Güell'])[1 + (g / 8) % 8] || ' ' || g`;
    await db.execute(
      sql.raw(`insert into customers (tax_id, name) select 'T' || lpad(g::text, 8, '0'), ${names} from generate_series(1, ${CUSTOMERS}) g`),
    );
    await db.execute(sql`insert into users (customer_id, login, name) select id, tax_id, name from customers`);
    await db.execute(sql`insert into supply_points (cups, street, city, postal_code, ine, full_address)
      select 'ES' || lpad(g::text, 16, '0') || 'JY', 'Carrer ' || g, 'Girona', '17001', '17079', 'Carrer ' || g from generate_series(1, ${CUSTOMERS}) g`);
    await db.execute(sql`insert into contracts (customer_id, name, type, state, supply_point_id)
      select c.id, lpad(c.id::text, 7, '0'), 'electricity', 'activa', sp.id
      from customers c join supply_points sp on sp.cups = 'ES' || lpad(c.id::text, 16, '0') || 'JY'`);
    await db.execute(sql`insert into invoices (customer_id, kind, contract_id, contract_name, payer_vat, number, invoice_date, start_date, end_date,
        energy_kwh, amount_total, amount_pending, paid_status, computation)
      select ct.customer_id, 'electricity', ct.id, ct.name, 'T', 'F26' || lpad(ct.id::text, 7, '0'), '2026-01-31', '2026-01-01', '2026-01-31',
        100, 30, 0, 'paid', '{}'::jsonb from contracts ct`);
    await db.execute(sql`analyze`);
  }, 3_600_000);
  afterAll(() => t?.close());

  it.each([
    ['a tax id', 'T00012345'],
    ['a CUPS', 'ES0000000000012345JY'],
    ['a contract number', '0012345'],
    ['an invoice number', 'F260012345'],
    ['a name', 'marta gar'],
    ['a short name prefix', 'ma'],
  ])('reads no table whole for %s, and finds it through the indexes', async (_, q) => {
    const nodes = await planOf(q);
    // SHOW_PLAN=1 prints each plan as it ran (with PLAN_CUSTOMERS, on as many customers as wanted).
    if (process.env.SHOW_PLAN) {
      const plan = rowsOf<Record<string, string>>(
        await t.database.db.execute(sql`explain (analyze) ${repo.searchQuery(customerSearchTerms(q), 20)}`),
      );
      console.log(q, plan.map((line) => Object.values(line)[0]).join('\n'));
    }
    const wholeReads = nodes.filter((node) => node['Node Type'] === 'Seq Scan' && SEARCHED.includes(node['Relation Name'] ?? ''));
    expect(wholeReads.map((node) => node['Relation Name'])).toEqual([]);
    const indexes = new Set(nodes.map((node) => node['Index Name']).filter(Boolean));
    for (const index of [
      'customers_tax_id_key',
      'supply_points_cups_key',
      'contracts_name_key',
      'invoices_number_key',
      'customers_name_search_idx',
    ])
      expect([...indexes], q).toContain(index);
  });

  it('finds what the plans promise', async () => {
    const hits = await repo.search(customerSearchTerms('marta gar'), 20);
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => /^Marta García/.test(hit.name))).toBe(true);
    expect((await repo.search(customerSearchTerms('ES0000000000012345JY'), 20))[0]).toMatchObject({ tax_id: 'T00012345', rank: 1 });
  });
});
