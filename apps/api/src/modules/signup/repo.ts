import { and, eq, exists, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { contracts, customers, invoicePoints, invoices, signupActivations, users } from '../../db/schema/index.ts';

export interface SignupCustomer {
  id: number;
  taxId: string;
  name: string;
}

export interface SignupAccount {
  id: number;
  hasPassword: boolean;
  /** Created by a sign-up (it has activation links), so still waiting for its password when it has none. */
  signedUp: boolean;
}

/** SQL of sign-up: the customer's real data, the accounts and their activation links. */
export class SignupRepo {
  constructor(private readonly db: Database) {}

  /**
   * The customer with this (normalised) tax id that owns a contract of this name (drafts do not
   * count) and, when `invoiceNumber` is given, an invoice of that number on that contract (its
   * own or one of the points of a multipoint invoice). Undefined when anything does not match.
   */
  async matchingCustomer(taxId: string, contractName: string, invoiceNumber: string | undefined): Promise<SignupCustomer | undefined> {
    const invoiceOfContract =
      invoiceNumber === undefined
        ? undefined
        : exists(
            this.db
              .select({ one: sql`1` })
              .from(invoices)
              .where(
                and(
                  eq(invoices.customerId, customers.id),
                  eq(invoices.number, invoiceNumber),
                  or(
                    eq(invoices.contractId, contracts.id),
                    exists(
                      this.db
                        .select({ one: sql`1` })
                        .from(invoicePoints)
                        .where(and(eq(invoicePoints.invoiceId, invoices.id), eq(invoicePoints.contractId, contracts.id))),
                    ),
                  ),
                ),
              ),
          );
    const [row] = await this.db
      .select({ id: customers.id, taxId: customers.taxId, name: customers.name })
      .from(customers)
      .innerJoin(contracts, eq(contracts.customerId, customers.id))
      .where(and(eq(customers.taxId, taxId), eq(contracts.name, contractName), ne(contracts.state, 'esborrany'), invoiceOfContract))
      .limit(1);
    return row;
  }

  /** The customer's account (login = its tax id), locked for the sign-up's transaction. */
  async accountOf(tx: Executor, customer: SignupCustomer): Promise<SignupAccount | undefined> {
    const [row] = await tx
      .select({ id: users.id, hasPassword: sql<boolean>`${users.passwordHash} is not null` })
      .from(users)
      .where(and(eq(users.customerId, customer.id), eq(users.login, customer.taxId)))
      .for('update');
    if (!row) return undefined;
    const [link] = await tx
      .select({ id: signupActivations.id })
      .from(signupActivations)
      .where(eq(signupActivations.userId, row.id))
      .limit(1);
    return { ...row, signedUp: link !== undefined };
  }

  /** A pending account: no password until the link is followed. Undefined if another request created it meanwhile. */
  async createPendingAccount(tx: Executor, customer: SignupCustomer, email: string, locale: string): Promise<number | undefined> {
    const [row] = await tx
      .insert(users)
      .values({ customerId: customer.id, login: customer.taxId, passwordHash: null, name: customer.name, email, locale })
      .onConflictDoNothing({ target: users.login })
      .returning({ id: users.id });
    return row?.id;
  }

  async updatePendingAccount(tx: Executor, userId: number, email: string, locale: string): Promise<void> {
    await tx
      .update(users)
      .set({ email, locale })
      .where(and(eq(users.id, userId), isNull(users.passwordHash)));
  }

  /** A new link retires the earlier ones of the user: only the newest mail works. */
  async replaceActivation(
    tx: Executor,
    activation: { userId: number; tokenHash: string; email: string; phone: string | null; expiresAt: Date },
    now: Date,
  ): Promise<void> {
    await tx
      .update(signupActivations)
      .set({ usedAt: now })
      .where(and(eq(signupActivations.userId, activation.userId), isNull(signupActivations.usedAt)));
    await tx.insert(signupActivations).values(activation);
  }

  /**
   * Spends a link: only one request can, because the row is updated only while unused and
   * unexpired (the others find nothing to update). Answers its user, or undefined.
   */
  async spendActivation(tx: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
    const [row] = await tx
      .update(signupActivations)
      .set({ usedAt: now })
      .where(and(eq(signupActivations.tokenHash, tokenHash), isNull(signupActivations.usedAt), gt(signupActivations.expiresAt, now)))
      .returning({ userId: signupActivations.userId });
    return row?.userId;
  }

  /** Sets the first password of a pending account; its login, or undefined if it already had one. */
  async setFirstPassword(tx: Executor, userId: number, passwordHash: string): Promise<string | undefined> {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, changePassword: false })
      .where(and(eq(users.id, userId), isNull(users.passwordHash)))
      .returning({ login: users.login });
    return row?.login;
  }
}
