import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema/index.ts';

/**
 * Who owns a row: every customer-owned table (contracts, invoices, addresses, bank accounts)
 * carries customer_id, and a signed-in user reads only their customer's rows. Written once here
 * so that no module spells the rule differently.
 */

/**
 * The customer of the signed-in user as a scalar subquery. It is uncorrelated, so PostgreSQL
 * evaluates it once (an InitPlan: one primary-key lookup of users) and compares customer_id with
 * its value, which the (customer_id, …) indexes serve. A placeholder is accepted, for prepared
 * statements.
 */
export const customerOfUser = (userId: number | SQLWrapper): SQL =>
  sql`(select ${users.customerId} from ${users} where ${users.id} = ${userId})`;

/**
 * The condition every owned read starts from: this customer column is the user's customer.
 * Someone else's row is then simply not found, like one that does not exist.
 */
export const ownedBy = (customerColumn: AnyPgColumn, userId: number | SQLWrapper): SQL => eq(customerColumn, customerOfUser(userId));
