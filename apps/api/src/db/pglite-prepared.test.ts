import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareStatementsOnce } from './pglite-prepared.ts';

/**
 * The embedded database keeps each statement prepared under a name: it must answer exactly as
 * PGlite's own query() does (values of every kind in and out, rows as objects or arrays, errors),
 * and prepare each text once.
 */
describe('PGlite statements prepared once', () => {
  let ours: PGlite;
  let plain: PGlite;
  const setup = `
    create table kinds (id int primary key, name text, day date, at timestamptz, amount numeric(12, 2),
      ratio double precision, big bigint, flag boolean, doc jsonb, bytes bytea, tags text[], days int[]);
    insert into kinds values
      (1, 'Núria', '2026-01-31', '2026-01-31T23:00:00Z', 12.5, 0.25, 9007199254740993, true,
        '{"a": [1, "x"]}', '\\x00ff10', '{a,"b c"}', '{1,2,3}'),
      (2, null, null, null, null, null, null, null, null, null, null, null)`;

  beforeAll(async () => {
    ours = await PGlite.create();
    plain = await PGlite.create();
    prepareStatementsOnce(ours);
    for (const db of [ours, plain]) await db.exec(setup);
  });
  afterAll(async () => {
    await ours.close();
    await plain.close();
  });

  const preparedTexts = async (db = ours) =>
    (
      await db.query<{ statement: string; generic: number; custom: number }>(
        `select statement, generic_plans::int as generic, custom_plans::int as custom
           from pg_prepared_statements where name like 'portal_%' order by name`,
      )
    ).rows;

  it.each([
    ['every column kind', 'select * from kinds order by id', []],
    [
      'values of every kind bound',
      'select $1::text as t, $2::int as i, $3::date as d, $4::jsonb as j, $5::bytea as b, $6::text[] as a, $7::boolean as f',
      ['x', 7, new Date('2026-03-01T10:00:00Z'), { k: [1] }, new Uint8Array([1, 2, 255]), ['p', 'q r'], false],
    ],
    ['nulls bound', 'select $1::text is null as n, coalesce($2::int, 3) as c', [null, undefined]],
    ['a row filtered by a parameter', 'select name, amount from kinds where id = $1', [1]],
    ['no row', 'select name from kinds where id = $1', [99]],
  ])('answers %s as PGlite does', async (_, text, params) => {
    for (const rowMode of ['object', 'array'] as const) {
      const mine = await ours.query(text, params, { rowMode });
      const theirs = await plain.query(text, params, { rowMode });
      expect(mine.rows).toEqual(theirs.rows);
      expect(mine.fields).toEqual(theirs.fields);
    }
  });

  it('writes as PGlite does, with the rows it touched', async () => {
    for (const db of [ours, plain]) {
      const inserted = await db.query('insert into kinds (id, name) values ($1, $2), ($3, $4) returning id', [10, 'a', 11, 'b']);
      expect(inserted.affectedRows).toBe(2);
      expect(inserted.rows).toEqual([{ id: 10 }, { id: 11 }]);
      const updated = await db.query('update kinds set name = $1 where id >= $2', ['c', 10]);
      expect(updated.affectedRows).toBe(2);
      expect((await db.query('delete from kinds where id >= $1', [10])).affectedRows).toBe(2);
    }
  });

  it('prepares a text once and runs it many times', async () => {
    const text = 'select count(*)::int as n from kinds where id <> $1';
    for (let i = 0; i < 8; i++) expect((await ours.query(text, [i])).rows).toEqual([{ n: i === 1 || i === 2 ? 1 : 2 }]);
    const kept = (await preparedTexts()).filter((row) => row.statement === text);
    expect(kept).toHaveLength(1);
    expect((kept[0]?.generic ?? 0) + (kept[0]?.custom ?? 0)).toBe(8);
  });

  it('answers a failed statement with PostgreSQL’s error, and goes on', async () => {
    await expect(ours.query('select $1::int as n', ['not a number'])).rejects.toMatchObject({
      code: '22P02',
      query: 'select $1::int as n',
      params: ['not a number'],
    });
    await expect(ours.query('select from where')).rejects.toMatchObject({ code: '42601' });
    expect((await ours.query('select $1::int as n', ['5'])).rows).toEqual([{ n: 5 }]);
    expect((await preparedTexts()).some((row) => row.statement === 'select from where')).toBe(false);
  });

  it('prepares afresh a statement whose table changed shape', async () => {
    await ours.exec('create table shifting (a int); insert into shifting values (1)');
    const text = 'select * from shifting where a = $1';
    expect((await ours.query(text, [1])).rows).toEqual([{ a: 1 }]);
    await ours.exec("alter table shifting add column b text default 'x'");
    expect((await ours.query(text, [1])).rows).toEqual([{ a: 1, b: 'x' }]);
  });

  it('keeps the most recently used statements up to its limit, and still answers the rest', async () => {
    const small = await PGlite.create();
    const text = (i: number) => `select ${i}::int as n where $1`;
    try {
      prepareStatementsOnce(small, 4);
      for (const i of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 7, 10]) expect((await small.query(text(i), [true])).rows).toEqual([{ n: i }]);
      // Kept, from the least recently used: 6, 8, 9, 7, 10; the catalogue's own query then closes 6 and 8.
      const kept = (await preparedTexts(small)).map((row) => row.statement);
      expect(kept).toHaveLength(4);
      expect(kept).toEqual(expect.arrayContaining([text(9), text(7), text(10)]));
      expect((await small.query(text(0), [true])).rows).toEqual([{ n: 0 }]);
    } finally {
      await small.close();
    }
  });

  it('leaves schema changes and transactions on PGlite’s own path, in order', async () => {
    await ours.query('create table later (a int)');
    expect((await preparedTexts()).some((row) => /create table/.test(row.statement))).toBe(false);
    const order: number[] = [];
    await Promise.all([
      ours.transaction(async (tx) => {
        await tx.query('insert into later values (1)');
        await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.query('insert into later values (2)');
        order.push(1);
      }),
      ours.query('select count(*)::int as n from later').then((result) => {
        order.push(2);
        expect(result.rows).toEqual([{ n: 2 }]);
      }),
    ]);
    expect(order).toEqual([1, 2]);
  });
});
