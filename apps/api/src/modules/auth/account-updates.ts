import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { customers, users } from '../../db/schema/index.ts';

/**
 * The writes of users that another module makes in its own transaction: sign-up's pending
 * account (no password until its link is followed) and its first password, and the customer a
 * contracting wizard's visitor becomes. The auth module owns the customers and users; sign-up and
 * the contracting wizards reach these through AuthService.accounts.
 */
export const accountUpdates = {
  /**
   * A new customer with that (normalised) tax id; undefined when one already has it (another
   * request created it meanwhile): the caller decides what that means, nothing is overwritten.
   */
  async createCustomer(tx: Executor, customer: { taxId: string; name: string }): Promise<number | undefined> {
    const [row] = await tx
      .insert(customers)
      .values(customer)
      .onConflictDoNothing({ target: customers.taxId })
      .returning({ id: customers.id });
    return row?.id;
  },

  /** A pending account of the customer; undefined if another request created it meanwhile. */
  async createPending(
    tx: Executor,
    customer: { id: number; taxId: string; name: string },
    email: string,
    locale: string,
  ): Promise<number | undefined> {
    const [row] = await tx
      .insert(users)
      .values({ customerId: customer.id, login: customer.taxId, passwordHash: null, name: customer.name, email, locale })
      .onConflictDoNothing({ target: users.login })
      .returning({ id: users.id });
    return row?.id;
  },

  /** A pending account's address and language; an account with a password is left as it is. */
  async updatePending(tx: Executor, userId: number, email: string, locale: string): Promise<void> {
    await tx
      .update(users)
      .set({ email, locale })
      .where(and(eq(users.id, userId), isNull(users.passwordHash)));
  },

  /** Sets the first password of a pending account; its login, or undefined if it already had one. */
  async setFirstPassword(tx: Executor, userId: number, passwordHash: string): Promise<string | undefined> {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, changePassword: false })
      .where(and(eq(users.id, userId), isNull(users.passwordHash)))
      .returning({ login: users.login });
    return row?.login;
  },
};

export type AccountUpdates = typeof accountUpdates;
