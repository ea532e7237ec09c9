import { isValidCups, isValidSpanishTaxId } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { prepareDatabase } from '../../start/prepare-database.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { DEMO_PASSWORD } from '../demo/demo-accounts.ts';
import { signupCustomer, signupCustomerIndexes } from './signup-customer-ids.ts';
import { demoNameOfTestContract, MAX_TEST_CUSTOMERS, testContractName, testCustomerTaxId } from './test-customer-ids.ts';
import { testCustomerContracts, testCustomerTaxIds } from './test-customers.ts';

const rows = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

const DEMO_NAMES = ['0001001', '0001002', '0001003', '0001004', '0001005', '0000871', '0000872'];

/** A customer's contracts and invoices, with the names of the copies turned back into the demo's. */
async function shape(database: DatabaseHandle, taxId: string) {
  const contracts = await rows<{ name: string; type: string; state: string; powers: number[] }>(
    database,
    sql`select c.name, c.type, c.state, array(select power_w from contracted_powers p where p.contract_id = c.id order by period) as powers
        from contracts c join customers cu on cu.id = c.customer_id where cu.tax_id = ${taxId} order by c.name`,
  );
  const invoices = await rows<{
    contract: string;
    invoice_date: string;
    amount_total: string;
    amount_pending: string;
    paid_status: string;
    type: string;
  }>(
    database,
    sql`select c.name as contract, i.invoice_date::text, i.amount_total::text, i.amount_pending::text, i.paid_status, i.rectificative_type as type
        from invoices i join contracts c on c.id = i.contract_id join customers cu on cu.id = i.customer_id
        where cu.tax_id = ${taxId} order by c.name, i.invoice_date, i.rectificative_type`,
  );
  const asDemo = (name: string) => demoNameOfTestContract(name, DEMO_NAMES) ?? name;
  return {
    contracts: contracts.map((c) => ({ ...c, name: asDemo(c.name) })).sort((a, b) => a.name.localeCompare(b.name)),
    invoices: invoices
      .map((i) => ({ ...i, contract: asDemo(i.contract) }))
      .sort((a, b) => a.contract.localeCompare(b.contract) || a.invoice_date.localeCompare(b.invoice_date) || a.type.localeCompare(b.type)),
  };
}

// None are seeded unless asked: seed.test.ts checks the default database has the three personas only.
describe('test customers (SEED_TEST_CUSTOMERS)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareDatabase(database, { seedDemo: true, testCustomers: 2 });
  });
  afterAll(() => database.close());

  it('names each copy with a valid tax id, its own contract names and valid CUPS of its own', () => {
    expect(testCustomerTaxIds(3)).toEqual([testCustomerTaxId(1), testCustomerTaxId(2), testCustomerTaxId(3)]);
    for (const index of [1, 2, MAX_TEST_CUSTOMERS]) {
      expect(isValidSpanishTaxId(testCustomerTaxId(index)), testCustomerTaxId(index)).toBe(true);
      const copy = testCustomerContracts(index);
      for (const contract of copy.contracts) expect(isValidCups(contract.cups), contract.cups).toBe(true);
    }
    expect(testCustomerTaxId(1)).toBe('70000001F');
    expect(testContractName('0001001', 1)).toBe('9011001');
    expect(testContractName('0000871', 12)).toBe('9120871');
    expect(() => testCustomerTaxId(0)).toThrow(RangeError);
    expect(() => testCustomerTaxId(MAX_TEST_CUSTOMERS + 1)).toThrow(RangeError);
  });

  it('seeds each copy as a user who signs in with the demo password', async () => {
    const users = await rows<{ login: string; password_hash: string; change_password: boolean }>(
      database,
      sql`select login, password_hash, change_password from users where login like '7%' order by login`,
    );
    expect(users.map((u) => u.login)).toEqual(testCustomerTaxIds(2));
    for (const user of users) expect(await verifyPassword(user.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('gives each copy the contracts, consumption and invoice states of the household persona', async () => {
    const persona = await shape(database, '12345678Z');
    expect(persona.invoices.length).toBeGreaterThan(50);
    for (const taxId of testCustomerTaxIds(2)) expect(await shape(database, taxId)).toEqual(persona);
  });

  it('gives every copy supply points of its own', async () => {
    const [counts] = await rows<{ points: number; shared: number }>(
      database,
      sql`select count(distinct c.supply_point_id)::int as points,
                 count(*) filter (where exists (select 1 from contracts o where o.supply_point_id = c.supply_point_id and o.customer_id <> c.customer_id))::int as shared
          from contracts c join customers cu on cu.id = c.customer_id where cu.tax_id like '7%'`,
    );
    // Two test customers and five sign-up customers (signup-customer-ids.ts: 99, 98…95), seven points each.
    expect(counts).toEqual({ points: 49, shared: 0 });
  });

  it('seeds the sign-up customers with the household’s contracts and invoices and no account', async () => {
    const customers = await rows<{ tax_id: string; users: number; contracts: number; invoices: number }>(
      database,
      sql`select cu.tax_id, (select count(*)::int from users u where u.customer_id = cu.id) as users,
                 (select count(*)::int from contracts c where c.customer_id = cu.id) as contracts,
                 (select count(*)::int from invoices i where i.customer_id = cu.id) as invoices
            from customers cu where cu.tax_id in ${signupCustomerIndexes(2).map(testCustomerTaxId)} order by cu.tax_id`,
    );
    expect(customers.map((c) => c.tax_id)).toEqual([95, 96, 97, 98, 99].map(testCustomerTaxId));
    for (const customer of customers) {
      expect(customer).toMatchObject({ users: 0, contracts: 7 });
      expect(customer.invoices).toBeGreaterThan(0);
    }
    expect(signupCustomer(99)).toEqual({ nif: testCustomerTaxId(99), contract: '9991001', email: 'laia.ferrer@correu.example' });
    // Their e-mail on file, where sign-up sends the link: on every address and contract's notification address.
    const onFile = await rows<{ tax_id: string; email: string }>(
      database,
      sql`select distinct cu.tax_id, a.email from customers cu join addresses a on a.customer_id = cu.id
           where cu.tax_id in ${signupCustomerIndexes(2).map(testCustomerTaxId)}
          union
          select distinct cu.tax_id, n.email from customers cu join contracts c on c.customer_id = cu.id
            join notification_addresses n on n.contract_id = c.id
           where cu.tax_id in ${signupCustomerIndexes(2).map(testCustomerTaxId)}
          order by 1`,
    );
    expect(onFile).toEqual([95, 96, 97, 98, 99].map((index) => ({ tax_id: testCustomerTaxId(index), email: signupCustomer(index).email })));
  });
});
