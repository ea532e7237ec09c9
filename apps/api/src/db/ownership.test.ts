import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { customerOfUser, ownedBy } from './ownership.ts';
import { contracts, invoices } from './schema/index.ts';

const dialect = new PgDialect();

// The plans of the contract and invoice queries count on this shape: a column compared with an
// uncorrelated scalar subquery (an InitPlan run once), never a join with users.
describe('ownedBy', () => {
  it.each([
    ['contracts', ownedBy(contracts.customerId, 7), '"contracts"."customer_id"'],
    ['invoices', ownedBy(invoices.customerId, 7), '"invoices"."customer_id"'],
  ])('compares %s with the user’s customer as a scalar subquery', (_table, condition, column) => {
    expect(dialect.sqlToQuery(condition)).toMatchObject({
      sql: `${column} = (select "users"."customer_id" from "users" where "users"."id" = $1)`,
      params: [7],
    });
  });

  it('takes a placeholder, for prepared statements', () => {
    const query = dialect.sqlToQuery(customerOfUser(sql.placeholder('userId')));
    expect(query.sql).toBe('(select "users"."customer_id" from "users" where "users"."id" = $1)');
    expect(query.params).toEqual([sql.placeholder('userId')]);
  });
});
