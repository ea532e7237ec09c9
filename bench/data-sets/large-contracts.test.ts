import { isValidCups, isValidIban, isValidSpanishTaxId } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { rowsOf } from '../../apps/api/src/db/rows.ts';
import { verifyPassword } from '../../apps/api/src/platform/auth/passwords.ts';
import { prepareDatabase } from '../../apps/api/src/start/prepare-database.ts';
import { openTestDatabase } from '../../apps/api/src/test/test-database.ts';
import { generateLargeContracts, type LargeDataResult } from './large-contracts.ts';

const rows = async <T>(database: DatabaseHandle, query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));

// The generator at a small scale: the same SQL as the 100 000-contract run, checked row by row.
describe('large contract data set generator', () => {
  let database: DatabaseHandle;
  let result: LargeDataResult;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareDatabase(database, { seedDemo: true });
    result = await generateLargeContracts(database.db, {
      customers: 40,
      contracts: 130,
      heavyCustomers: 2,
      heavyContracts: 25,
      batchSize: 50,
    });
  });
  afterAll(() => database.close());

  it('creates the customers, each with a user, an address and an account, and the contracts', async () => {
    const [counts] = await rows<Record<string, number>>(
      database,
      sql`select (select count(*)::int from customers where tax_id like '6%') as customers,
                 (select count(*)::int from users where login like '6%') as users,
                 (select count(*)::int from contracts where name like '1%') as contracts,
                 (select count(*)::int from notification_addresses n join contracts c on c.id = n.contract_id where c.name like '1%') as notifications`,
    );
    expect(counts).toEqual({ customers: 40, users: 40, contracts: 130, notifications: 130 });
    const perCustomer = await rows<{ login: string; n: number }>(
      database,
      sql`select u.login, count(c.id)::int as n from users u join contracts c on c.customer_id = u.customer_id where u.login like '6%' group by u.login order by n desc, u.login`,
    );
    expect(perCustomer.slice(0, 2)).toEqual([
      { login: result.heavyLogin, n: 25 },
      { login: expect.any(String), n: 25 },
    ]);
    expect(perCustomer.every((r) => r.n >= 1)).toBe(true);
  });

  it('writes valid tax ids, CUPS and IBANs, and one shared password hash', async () => {
    for (const { tax_id } of await rows<{ tax_id: string }>(database, sql`select tax_id from customers where tax_id like '6%'`)) {
      expect(isValidSpanishTaxId(tax_id), tax_id).toBe(true);
    }
    for (const { cups } of await rows<{ cups: string }>(database, sql`select cups from supply_points`))
      expect(isValidCups(cups), cups).toBe(true);
    for (const { iban } of await rows<{ iban: string }>(database, sql`select iban from bank_accounts`))
      expect(isValidIban(iban), iban).toBe(true);
    const hashes = await rows<{ password_hash: string }>(database, sql`select distinct password_hash from users where login like '6%'`);
    expect(hashes).toHaveLength(1);
    expect(await verifyPassword(hashes[0]!.password_hash, result.password)).toBe(true);
  });

  it('gives electricity contracts their power periods and fills the search text', async () => {
    const [check] = await rows<Record<string, number>>(
      database,
      sql`select count(*) filter (where c.type = 'electricity' and (select count(*) from contracted_powers p where p.contract_id = c.id) not in (2, 6))::int as bad_powers,
                 count(*) filter (where c.type = 'gas' and exists (select 1 from contracted_powers p where p.contract_id = c.id))::int as gas_powers,
                 count(*) filter (where c.search_text not like '%' || lower(c.name) || '%')::int as bad_search,
                 count(distinct c.state)::int as states
          from contracts c where c.name like '1%'`,
    );
    expect(check).toEqual({ bad_powers: 0, gas_powers: 0, bad_search: 0, states: 4 });
  });

  it('refuses to run twice on one database', async () => {
    await expect(
      generateLargeContracts(database.db, { customers: 40, contracts: 130, heavyCustomers: 2, heavyContracts: 25 }),
    ).rejects.toThrow(/already/);
  });
});
