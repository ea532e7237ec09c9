import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database.ts';
import { apiClients, contracts, customers, oidcIdentities, users } from '../../db/schema/index.ts';

export interface CredentialRow {
  id: number;
  customerId: number;
  passwordHash: string | null;
  changePassword: boolean;
  locale: string;
}

const credentialColumns = {
  id: users.id,
  customerId: users.customerId,
  passwordHash: users.passwordHash,
  changePassword: users.changePassword,
  locale: users.locale,
};

export class AuthRepo {
  constructor(private readonly db: Database) {}

  async findByLogin(login: string): Promise<CredentialRow | undefined> {
    const [row] = await this.db.select(credentialColumns).from(users).where(eq(users.login, login)).limit(1);
    return row;
  }

  /** The login of the customer's first user (the oldest): whom "view as this customer" signs in as. */
  async firstLoginOf(customerId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ login: users.login })
      .from(users)
      .where(eq(users.customerId, customerId))
      .orderBy(users.id)
      .limit(1);
    return row?.login;
  }

  async findById(id: number): Promise<CredentialRow | undefined> {
    const [row] = await this.db.select(credentialColumns).from(users).where(eq(users.id, id)).limit(1);
    return row;
  }

  async setPassword(id: number, passwordHash: string, executor: Executor = this.db): Promise<void> {
    await executor.update(users).set({ passwordHash, changePassword: false }).where(eq(users.id, id));
  }

  async findApiClient(clientId: string): Promise<{ secretHash: string; user: CredentialRow } | undefined> {
    const [row] = await this.db
      .select({ secretHash: apiClients.secretHash, user: credentialColumns })
      .from(apiClients)
      .innerJoin(users, eq(users.id, apiClients.userId))
      .where(eq(apiClients.clientId, clientId))
      .limit(1);
    return row;
  }

  /** A customer without contracts is a new customer: the web sends them to contracting. */
  async isNewCustomer(userId: number): Promise<boolean> {
    const [contract] = await this.db
      .select({ id: contracts.id })
      .from(contracts)
      .innerJoin(users, eq(users.customerId, contracts.customerId))
      .where(eq(users.id, userId))
      .limit(1);
    return contract === undefined;
  }

  async findIdentityUser(issuer: string, subject: string): Promise<CredentialRow | undefined> {
    const [row] = await this.db
      .select(credentialColumns)
      .from(oidcIdentities)
      .innerJoin(users, eq(users.id, oidcIdentities.userId))
      .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
      .limit(1);
    return row;
  }

  async rememberIdentity(issuer: string, subject: string, userId: number): Promise<void> {
    await this.db
      .insert(oidcIdentities)
      .values({ issuer, subject, userId })
      .onConflictDoUpdate({ target: [oidcIdentities.issuer, oidcIdentities.subject], set: { userId, lastLoginAt: sql`now()` } });
  }

  /**
   * First single sign-on of someone we do not know: a customer (or the existing customer of
   * that tax id) and a user without a password. Concurrent first sign-ins of one person both
   * end with the same user thanks to the unique login.
   */
  async createSsoUser(input: { taxId: string; name: string; email: string; locale: string }): Promise<CredentialRow> {
    return this.db.transaction(async (tx) => {
      const customerId = await upsertCustomer(tx, input.taxId, input.name);
      await tx
        .insert(users)
        .values({ customerId, login: input.taxId, name: input.name, email: input.email, locale: input.locale })
        .onConflictDoNothing({ target: users.login });
      const [row] = await tx.select(credentialColumns).from(users).where(eq(users.login, input.taxId));
      if (!row) throw new Error('user vanished during creation');
      return row;
    });
  }
}

async function upsertCustomer(tx: Executor, taxId: string, name: string): Promise<number> {
  await tx.insert(customers).values({ taxId, name }).onConflictDoNothing({ target: customers.taxId });
  const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.taxId, taxId));
  if (!row) throw new Error('customer vanished during creation');
  return row.id;
}
