import type { Redis } from 'ioredis';
import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { UploadGate, type UploadGateLog } from '../../platform/uploads/upload-gate.ts';
import type { ContractsService } from '../contracts/index.ts';
import { CustomerServiceRepo } from '../customer-service/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { RequestsRepo } from './repo.ts';
import { requestsRoutes } from './routes.ts';
import { RequestsService } from './service.ts';

export interface RequestsModuleDeps {
  db: Database;
  /** The upload limit and the attachments quota. */
  settings: SettingsService;
  /** A request's contract must be the customer's. */
  contracts: ContractsService;
  /** Where uploaded files wait while their request runs (the contract changes' folder). */
  uploadTmpDir: string;
  redis?: Redis;
  log?: UploadGateLog;
  /** The gate every upload of a customer passes (shared with the contract changes and claims); its own otherwise. */
  uploadGate?: UploadGate;
  now?: () => Date;
}

/**
 * The requests mailbox (issue 14, customer-area §2 /solicituts; docs/customer-service.md): all
 * the customer's cases, their conversations and files, new requests and replies.
 */
export function requestsModule(deps: RequestsModuleDeps): ApiModule {
  const service = new RequestsService(
    deps.db,
    new RequestsRepo(deps.db),
    new CustomerServiceRepo(deps.db),
    deps.contracts,
    deps.settings,
    deps.now,
  );
  const uploadGate = deps.uploadGate ?? new UploadGate(deps.redis, deps.log);
  return {
    routes: async (app) => {
      await app.register(requestsRoutes, { service, uploadGate, uploadTmpDir: deps.uploadTmpDir });
    },
  };
}
