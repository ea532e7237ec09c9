import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import type { DatabaseHandle } from './database.ts';
import { DRIZZLE_TEXT_TYPES } from './pglite-text-types.ts';
import { rowsOf } from './rows.ts';

/**
 * The embedded database reads drizzle's text types once, on the client, instead of with every
 * query: the list must be drizzle's, and every value must read as drizzle's own driver reads it.
 */
describe('PGlite reads drizzle’s text types once', () => {
  let ours: DatabaseHandle;
  let plain: PGlite;

  beforeAll(async () => {
    ours = await openDatabase({});
    plain = await PGlite.create();
  });
  afterAll(async () => {
    await ours.close();
    await plain.close();
  });

  it('has the very list of types drizzle’s driver hands PGlite with each query', () => {
    const query = new PglitePreparedQuery(
      plain,
      'select 1',
      [],
      undefined as never,
      undefined as never,
      undefined,
      undefined,
      undefined,
      undefined,
      false,
    );
    // Private in drizzle's types: what it hands PGlite with every query.
    const configs = query as unknown as Record<'queryConfig' | 'rawQueryConfig', { parsers?: Record<number, unknown> }>;
    for (const config of [configs.queryConfig, configs.rawQueryConfig]) {
      expect(
        Object.keys(config.parsers ?? {})
          .map(Number)
          .sort(),
      ).toEqual([...DRIZZLE_TEXT_TYPES].sort());
    }
  });

  it('answers every one of them, in rows and in a transaction, as drizzle over a plain PGlite does', async () => {
    const statement = sql`select '2025-03-30 01:30:00'::timestamp as ts, '2025-03-30 01:30:00+01'::timestamptz as tstz,
      '1 day 02:03:04'::interval as iv, '2025-03-30'::date as d, array[1.50, 2]::numeric[] as nums,
      array['2025-01-01 00:00'::timestamp] as tss, array['2025-01-01 00:00+00'::timestamptz] as tstzs,
      array['1 hour'::interval] as ivs, array['2025-01-01'::date] as ds, 12.50::numeric as n, 7::int as i, true as b`;
    const expected = (await drizzle({ client: plain }).execute(statement)).rows as Record<string, unknown>[];
    expect(rowsOf(await ours.db.execute(statement))).toEqual(expected);
    expect(await ours.db.transaction(async (tx) => rowsOf(await tx.execute(statement)))).toEqual(expected);
    expect(expected[0]).toMatchObject({ ts: '2025-03-30 01:30:00', d: '2025-03-30', iv: '1 day 02:03:04', ds: '{2025-01-01}' });
  });
});
