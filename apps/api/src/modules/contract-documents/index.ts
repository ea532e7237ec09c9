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

/** A contract's attachment as staff read it (a signed request's sealed PDF): of any contract. */
export type StaffContractAttachments = { attachment: (attachmentId: number) => ReturnType<ContractDocumentsService['attachment']> };

/** The contract report (PDF) and the contract's attachments; `staff`, the attachments for the staff routes. */
export function contractDocumentsModule({ db, contracts, settings }: ContractDocumentsModuleDeps): ApiModule & {
  staff: StaffContractAttachments;
} {
  const service = new ContractDocumentsService(new ContractDocumentsRepo(db), contracts, settings);
  return {
    staff: { attachment: (attachmentId) => service.attachment('staff', attachmentId) },
    routes: async (app) => {
      await app.register(contractDocumentsRoutes, { service });
    },
  };
}
