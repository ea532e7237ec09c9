import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.ts';
import { rowsOf } from '../db/rows.ts';
import { prepareDatabase } from '../start/prepare-database.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { seedIfEmpty } from './index.ts';

// Both drivers answer raw queries with { rows }.
const rows = async (database: DatabaseHandle, query: string) => rowsOf<Record<string, unknown>>(await database.db.execute(sql.raw(query)));

describe('demo seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await prepareDatabase(database, { seedDemo: true });
  });
  afterAll(() => database.close());

  it('seeds the personas with their contracts', async () => {
    expect(
      await rows(
        database,
        `select u.login, u.change_password, count(c.id)::int as contracts,
                count(*) filter (where c.type = 'electricity')::int as electricity, count(*) filter (where c.type = 'gas')::int as gas
         from users u left join contracts c on c.customer_id = u.customer_id group by u.login, u.change_password order by u.login`,
      ),
    ).toEqual([
      { login: '12345678Z', change_password: false, contracts: 7, electricity: 4, gas: 3 },
      { login: '87654321X', change_password: false, contracts: 0, electricity: 0, gas: 0 },
      { login: 'B58378431', change_password: false, contracts: 3, electricity: 3, gas: 0 },
    ]);
  });

  it('stores argon2id hashes, never passwords', async () => {
    const hashes = await rows(database, 'select password_hash from users union all select secret_hash from api_clients');
    expect(hashes).toHaveLength(4);
    for (const { password_hash } of hashes as Array<{ password_hash: string }>) expect(password_hash).toMatch(/^\$argon2id\$/);
  });

  it('binds the demo client to the new customer', async () => {
    expect(await rows(database, 'select a.client_id, u.login from api_clients a join users u on u.id = a.user_id')).toEqual([
      { client_id: 'demo-partner', login: '87654321X' },
    ]);
  });

  it('does nothing on a database that has users', async () => {
    expect(await seedIfEmpty(database.db)).toBe(false);
    await prepareDatabase(database, { seedDemo: true });
    expect(await rows(database, 'select count(*)::int as n from users')).toEqual([{ n: 3 }]);
    expect(await rows(database, 'select count(*)::int as n from html_elements')).toEqual([{ n: 5 }]);
  });

  it('leaves the database empty when SEED_DEMO is off', async () => {
    const empty = await openTestDatabase();
    try {
      expect(await prepareDatabase(empty, { seedDemo: false })).toEqual({ seeded: false, checked: true });
      expect(await rows(empty, 'select count(*)::int as n from users')).toEqual([{ n: 0 }]);
    } finally {
      await empty.close();
    }
  });
});
