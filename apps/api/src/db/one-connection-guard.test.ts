import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../test/contracts-test-support.ts';
import { openDatabase } from './client.ts';
import type { DatabaseHandle } from './database.ts';
import { insideOneConnectionTransaction, QueryInsideTransactionError } from './one-connection-guard.ts';

describe("PGlite's one connection: a query on the database from inside a transaction", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({});
    await database.db.execute(sql`create table guarded (n int)`);
  });
  afterAll(() => database.close());

  it('throws at once, with the transaction rolled back, instead of waiting for ever', async () => {
    const { db } = database;
    const outcome = db.transaction(async (tx) => {
      await tx.execute(sql`insert into guarded values (1)`);
      await db.execute(sql`select 1`);
    });
    // Drizzle names the statement that failed and keeps the guard's error as the cause.
    const error = await outcome.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect((error as Error).cause).toBeInstanceOf(QueryInsideTransactionError);
    expect(await rows(database, sql`select count(*)::int as n from guarded`)).toEqual([{ n: 0 }]);
  });

  it('lets the transaction itself query, and another request wait for it and go on', async () => {
    const { db } = database;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = db.transaction(async (tx) => {
      expect(insideOneConnectionTransaction()).toBe(true);
      await tx.execute(sql`insert into guarded values (2)`);
      await held;
    });
    // Another request's query, outside the transaction's scope: it waits, then answers.
    const other = rows(database, sql`select count(*)::int as n from guarded`);
    release();
    await transaction;
    expect(await other).toEqual([{ n: 1 }]);
    expect(insideOneConnectionTransaction()).toBe(false);
  });

  it('lets work started inside a transaction query once the transaction has ended', async () => {
    const { db } = database;
    let later: Promise<unknown> = Promise.resolve();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => db.execute(sql`select 2 as two`));
    });
    await expect(later).resolves.toMatchObject({ rows: [{ two: 2 }] });
  });
});
