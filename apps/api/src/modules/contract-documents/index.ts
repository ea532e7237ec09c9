import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { ContractsService } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { ContractDocumentsRepo } from './repo.ts';
import { contractDocumentsRoutes } from './routes.ts';
import { ContractDocumentsService } from './service.ts';

export interface ContractDocumentsModuleDeps {
  db: Database;
  /** The report is of the user's contract, found as the contract detail finds it. */
  contracts: ContractsService;
  /** The report prints the retailer's organisation. */
  settings: SettingsService;
}

/** The contract report (PDF) and the contract's attachments. */
export function contractDocumentsModule({ db, contracts, settings }: ContractDocumentsModuleDeps): ApiModule {
  const service = new ContractDocumentsService(new ContractDocumentsRepo(db), contracts, settings);
  return {
    routes: async (app) => {
      await app.register(contractDocumentsRoutes, { service });
    },
  };
}
