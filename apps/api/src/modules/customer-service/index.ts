import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/api-module.ts';
import { UploadGate, type UploadGateLog } from '../../platform/upload-gate.ts';
import type { ContractsService } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { CustomerServiceRepo } from './repo.ts';
import { customerServiceRoutes } from './routes.ts';
import { CustomerServiceService } from './service.ts';

export interface CustomerServiceModuleDeps {
  db: Database;
  /** The upload limit and the attachments quota. */
  settings: SettingsService;
  /** Finds the user's contract a claim is about (404 otherwise). */
  contracts: ContractsService;
  /** Where uploaded files wait while their request runs (the contract changes' folder). */
  uploadTmpDir: string;
  redis?: Redis;
  log?: UploadGateLog;
  /** The gate every upload of a customer passes (shared with the contract changes); its own otherwise. */
  uploadGate?: UploadGate;
  now?: () => Date;
}

/**
 * Customer service (issue 14, docs/customer-service.md): cases, one model behind every form.
 * This part answers the ATC types and subtypes and files ATC claims.
 */
export function customerServiceModule(deps: CustomerServiceModuleDeps): ApiModule {
  const service = new CustomerServiceService(deps.db, new CustomerServiceRepo(deps.db), deps.settings, deps.now);
  const uploadGate = deps.uploadGate ?? new UploadGate(deps.redis, deps.log);
  return {
    routes: async (app) => {
      await app.register(customerServiceRoutes, {
        contracts: deps.contracts,
        service,
        uploadGate,
        uploadTmpDir: deps.uploadTmpDir,
      });
    },
  };
}

/** The cases' writer (a case, its first message and files; the quota's lock), for the requests mailbox. */
export { CustomerServiceRepo, type NewCase } from './repo.ts';
