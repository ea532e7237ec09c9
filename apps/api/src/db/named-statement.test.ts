import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.ts';
import type { DatabaseHandle } from './database.ts';
import { executeNamedShape } from './named-statement.ts';

// A statement written once per shape must still answer each request with that request's own
// values (the user, the page), and never another shape's text.
describe('executeNamedShape', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const run = (shape: 'evens' | 'odds', from: number, limit: number) => {
    let builds = 0;
    const rows = executeNamedShape<{ n: number }>(
      database.db,
      'test_series',
      shape,
      () => {
        builds++;
        const parity = shape === 'evens' ? 0 : 1;
        return sql`select n from generate_series(${sql.placeholder('from')}::int, 40) n
          where n % 2 = ${parity} order by n limit ${sql.placeholder('limit')}`;
      },
      { from, limit },
    );
    return rows.then((r) => ({ values: r.map((row) => Number(row.n)), builds }));
  };

  it('writes a shape once and fills in each request’s values', async () => {
    expect(await run('evens', 1, 3)).toEqual({ values: [2, 4, 6], builds: 1 });
    expect(await run('evens', 10, 2)).toEqual({ values: [10, 12], builds: 0 });
    expect(await run('odds', 10, 2)).toEqual({ values: [11, 13], builds: 1 });
    expect(await run('evens', 30, 5)).toEqual({ values: [30, 32, 34, 36, 38], builds: 0 });
    const together = await Promise.all([run('odds', 1, 1), run('evens', 1, 1), run('odds', 20, 2)]);
    expect(together.map((x) => x.values)).toEqual([[1], [2], [21, 23]]);
  });
});
