import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import type { DatabaseHandle } from '../../apps/api/src/db/database.ts';
import { users } from '../../apps/api/src/db/schema/index.ts';
import { adminQuery, databaseUrl } from '../../apps/api/src/test/test-database.ts';
import { captureStatements } from './sql-capture.ts';
import { floorPool, floorRequest, sqlFloor } from './sql-floor.ts';

// bench/floor.ts's floor is only as good as its copy of the portal's statements: captured from
// node-postgres as drizzle sends them (values beside the query, prepared names, row mode), and
// sent again through a bare pool without an error. node-postgres only: the PostgreSQL project.
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB_BACKEND !== 'postgres' || !serverUrl)('the floor: statements captured and replayed', () => {
  const name = `bench_floor_${process.pid}_${randomBytes(4).toString('hex')}`;
  let url: string;
  let database: DatabaseHandle;
  beforeAll(async () => {
    await adminQuery(serverUrl!, `create database ${name}`);
    url = databaseUrl(serverUrl!, name);
    database = await openDatabase({ url, poolSize: 2 });
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await adminQuery(serverUrl!, `drop database if exists ${name} with (force)`);
  });

  it("keeps each statement's values, prepared name and row mode, in waves, and replays them without an error", async () => {
    const byLogin = database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.login, sql.placeholder('login')))
      .prepare('bench_floor_user_by_login');
    // A prepared statement run before, outside any capture, is captured again when it runs inside one.
    await byLogin.execute({ login: 'somebody' });
    await captureStatements(() => byLogin.execute({ login: 'anybody' }));
    const statements = await captureStatements(async () => {
      await byLogin.execute({ login: 'nobody' });
      await Promise.all([
        database.db.select({ id: users.id }).from(users).where(eq(users.id, 7)),
        database.db.execute(sql`select ${3}::int as n`),
      ]);
    });
    expect(statements).toHaveLength(3);
    expect(statements[0]).toMatchObject({ name: 'bench_floor_user_by_login', values: ['nobody'], rowMode: 'array' });
    expect(statements[1]).toMatchObject({ name: undefined, values: [7], rowMode: 'array' });
    expect(statements[2]!.values).toEqual([3]);

    const request = floorRequest(statements);
    // The two sent together (Promise.all) are replayed together.
    expect(request.waves.map((wave) => wave.length)).toEqual([1, 2]);
    const pool = await floorPool(url, 2);
    try {
      const figures = await sqlFloor(pool, [request], { connections: 2, seconds: 0.3 });
      expect(figures.firstError).toBeUndefined();
      expect(figures.errors).toBe(0);
      expect(figures.requests).toBeGreaterThan(0);
    } finally {
      await pool.end();
    }
  });
});
