import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { scalar } from '../../test/contracts-test-support.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CustomerCaseQueries } from './customer-queries.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Scan Direction'?: string;
  Plans?: PlanNode[];
}
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * The mailbox's page must walk cases_customer_activity_idx backwards and stop at the page, not
 * read and sort all the customer's cases: 300 customers with 40 cases each, analysed like a live database.
 */
describe('requests mailbox query plan', () => {
  let t: TestApp;
  let userId: number;
  let bigUserId: number;
  const planOf = async (user: number, offset: number) => {
    const query = new CustomerCaseQueries(t.database.db).pageQuery(user, 'ca-ES', offset, 20).getSQL();
    const [row] = rowsOf<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(
      await t.database.db.execute(sql`explain (format json) ${query}`),
    );
    const raw = row!['QUERY PLAN'];
    return nodesOf((typeof raw === 'string' ? JSON.parse(raw) : raw)[0].Plan);
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const db = t.database.db;
    await db.execute(sql`insert into customers (tax_id, name) select 'T' || g, 'Customer ' || g from generate_series(1, 300) g`);
    await db.execute(sql`insert into users (customer_id, login, name) select id, tax_id, name from customers`);
    await db.execute(sql`
      insert into cases (number, kind, customer_id, category_id, subject, description, created_at, updated_at)
      select 'REQ-2026-' || lpad((c.id * 100 + g)::text, 6, '0'), 'request', c.id, 90, 'Subject ' || g, 'Text',
             now() - (g || ' days')::interval, now() - ((g * 7) % 40 || ' hours')::interval
      from customers c cross join generate_series(1, 40) g`);
    // A large customer (a company with many supply points): 5,000 cases.
    await db.execute(sql`insert into customers (tax_id, name) values ('BIG', 'Big company')`);
    await db.execute(sql`insert into users (customer_id, login, name) select id, tax_id, name from customers where tax_id = 'BIG'`);
    await db.execute(sql`
      insert into cases (number, kind, customer_id, category_id, subject, description, created_at, updated_at)
      select 'REQ-2025-' || lpad(g::text, 6, '0'), 'request', c.id, 90, 'Subject ' || g, 'Text',
             now() - (g || ' hours')::interval, now() - ((g * 7) % 4000 || ' minutes')::interval
      from customers c cross join generate_series(1, 5000) g where c.tax_id = 'BIG'`);
    await db.execute(sql`vacuum analyze`);
    userId = await scalar<number>(t.database, sql`select id from users where login = 'T150'`);
    bigUserId = await scalar<number>(t.database, sql`select id from users where login = 'BIG'`);
  });
  afterAll(() => t.close());

  it('reads a large customer’s page by a backward index-only scan of the activity index that stops at the page', async () => {
    for (const offset of [0, 200]) {
      const nodes = await planOf(bigUserId, offset);
      const idsScan = nodes.find((node) => node['Index Name'] === 'cases_customer_activity_idx');
      expect(idsScan).toMatchObject({ 'Node Type': 'Index Only Scan', 'Scan Direction': 'Backward' });
      // The rows are then read by primary key: no scan of the customer's cases but the ordered one.
      const rowsScan = nodes.find((node) => node['Relation Name'] === 'cases' && node !== idsScan);
      expect(rowsScan?.['Index Name']).toBe('cases_pkey');
    }
  });

  it('reads a usual customer’s cases through a customer index, never the whole table', async () => {
    const nodes = await planOf(userId, 0);
    const casesScan = nodes.find((node) => node['Relation Name'] === 'cases' || node['Node Type'] === 'Bitmap Index Scan');
    expect(casesScan?.['Node Type']).not.toBe('Seq Scan');
    expect(nodes.some((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'cases')).toBe(false);
  });
});
