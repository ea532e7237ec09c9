import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { ownedBy } from '../../db/ownership.ts';
import { bankAccounts } from '../../db/schema/index.ts';

export interface BankAccountRow {
  id: number;
  iban: string;
}

export class BankAccountsRepo {
  constructor(private readonly db: Executor) {}

  list(userId: number): Promise<BankAccountRow[]> {
    return this.db
      .select({ id: bankAccounts.id, iban: bankAccounts.iban })
      .from(bankAccounts)
      .where(ownedBy(bankAccounts.customerId, userId))
      .orderBy(asc(bankAccounts.id));
  }

  async findOwned(userId: number, id: number): Promise<BankAccountRow | undefined> {
    const [row] = await this.db
      .select({ id: bankAccounts.id, iban: bankAccounts.iban })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.id, id), ownedBy(bankAccounts.customerId, userId)));
    return row;
  }

  /** The customer's account with that IBAN, created when new (the IBAN arrives normalised). */
  async findOrCreate(tx: Executor, customerId: number, iban: string): Promise<number> {
    const [created] = await tx
      .insert(bankAccounts)
      .values({ customerId, iban })
      .onConflictDoNothing({ target: [bankAccounts.customerId, bankAccounts.iban] })
      .returning({ id: bankAccounts.id });
    if (created) return created.id;
    const [existing] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(and(eq(bankAccounts.customerId, customerId), eq(bankAccounts.iban, sql`${iban}`)));
    if (!existing) throw new Error('bank account vanished between insert and select');
    return existing.id;
  }
}
