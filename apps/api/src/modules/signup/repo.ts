import { and, eq, exists, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import {
  addresses,
  contracts,
  customers,
  invoicePoints,
  invoices,
  notificationAddresses,
  signupActivations,
  signupWarnings,
  users,
} from '../../db/schema/index.ts';

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

  /**
   * Another link for the user. The earlier ones keep working: each went to an address the
   * retailer already has for the customer, so a later sign-up (by anyone) cannot take away a link
   * the customer is holding. Activating one retires the rest (retireActivations).
   */
  async addActivation(
    tx: Executor,
    activation: { userId: number; tokenHash: string; email: string; phone: string | null; expiresAt: Date },
  ): Promise<void> {
    await tx.insert(signupActivations).values(activation);
  }

  /** The user's links still unused: retired once one of them set the password. */
  async retireActivations(tx: Executor, userId: number, now: Date): Promise<void> {
    await tx
      .update(signupActivations)
      .set({ usedAt: now })
      .where(and(eq(signupActivations.userId, userId), isNull(signupActivations.usedAt)));
  }

  /**
   * The e-mail addresses the retailer has for the customer, the only ones an activation link may
   * go to: those of the customer's postal addresses (the customers table has no e-mail of its
   * own; an address is the spec's Address, with its email) and the notification e-mails of their
   * contracts (drafts do not count, as for the match). A customer without an account cannot change
   * either: both are written by the retailer, or through the signed-in portal. Blank ones left out.
   */
  async knownEmails(customerId: number): Promise<string[]> {
    const ofAddresses = this.db
      .select({ email: addresses.email })
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId), ne(sql`trim(${addresses.email})`, '')));
    const ofContracts = this.db
      .select({ email: notificationAddresses.email })
      .from(notificationAddresses)
      .innerJoin(contracts, eq(contracts.id, notificationAddresses.contractId))
      .where(
        and(eq(contracts.customerId, customerId), ne(contracts.state, 'esborrany'), ne(sql`trim(${notificationAddresses.email})`, '')),
      );
    const rows = await ofAddresses.union(ofContracts);
    return rows.map((row) => row.email);
  }

  /**
   * Claims the customer's warning for now: true when none was sent within `windowMs` (and records
   * this one), false otherwise. One statement, an upsert whose update runs only on an old row, so
   * of racing attempts exactly one gets true, on PGlite and PostgreSQL alike.
   */
  async claimWarning(tx: Executor, customerId: number, now: Date, windowMs: number): Promise<boolean> {
    const [row] = await tx
      .insert(signupWarnings)
      .values({ customerId, warnedAt: now })
      .onConflictDoUpdate({
        target: signupWarnings.customerId,
        set: { warnedAt: now },
        setWhere: lte(signupWarnings.warnedAt, new Date(now.getTime() - windowMs)),
      })
      .returning({ customerId: signupWarnings.customerId });
    return row !== undefined;
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
}
