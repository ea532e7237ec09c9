import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { BankAccountsRepo } from './repo.ts';
import { bankAccountsRoutes } from './routes.ts';
import { BankAccountsService } from './service.ts';

export type { BankAccountsService } from './service.ts';

/** The customer's bank accounts: the list the web offers, and finding or creating one for the IBAN change. */
export function bankAccountsModule({ db }: { db: Database }): ApiModule & { service: BankAccountsService } {
  const repo = new BankAccountsRepo(db);
  return {
    service: new BankAccountsService(repo),
    routes: async (app) => {
      await app.register(bankAccountsRoutes, { repo });
    },
  };
}
