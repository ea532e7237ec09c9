import type { Executor } from '../../db/database.ts';
import type { BankAccountRow, BankAccountsRepo } from './repo.ts';

/** The customer's bank accounts as other modules use them (the IBAN change). */
export class BankAccountsService {
  constructor(private readonly repo: BankAccountsRepo) {}

  /** One of the user's accounts; someone else's is not found. */
  findOwned(userId: number, id: number): Promise<BankAccountRow | undefined> {
    return this.repo.findOwned(userId, id);
  }

  /** The customer's account with that (normalised) IBAN, created when new, in the caller's transaction. */
  findOrCreate(tx: Executor, customerId: number, iban: string): Promise<number> {
    return this.repo.findOrCreate(tx, customerId, iban);
  }
}
