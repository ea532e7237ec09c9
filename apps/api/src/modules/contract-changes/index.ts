import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/api-module.ts';
import type { AddressesService } from '../addresses/index.ts';
import type { BankAccountsService } from '../bank-accounts/index.ts';
import type { ContractsService } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { ContractChangesRepo } from './repo.ts';
import { contractChangesRoutes } from './routes.ts';
import { ContractChangesService } from './service.ts';

export interface ContractChangesModuleDeps {
  db: Database;
  /** The button rules and upload limit come from the private settings. */
  settings: SettingsService;
  /** Finds the user's contract each change is about (404 otherwise). */
  contracts: ContractsService;
  /** The notification address change picks or creates one of the customer's addresses. */
  addresses: AddressesService;
  /** The IBAN change picks or creates one of the customer's bank accounts. */
  bankAccounts: BankAccountsService;
}

/** Every change a customer makes to a contract (customer-area §5, §7): IBAN, power, SIPS, cadastral reference, contact data. */
export function contractChangesModule({ db, settings, contracts, addresses, bankAccounts }: ContractChangesModuleDeps): ApiModule {
  const changes = new ContractChangesService(db, new ContractChangesRepo(), settings, bankAccounts, addresses);
  return {
    routes: async (app) => {
      await app.register(contractChangesRoutes, { contracts, changes });
    },
  };
}
