import type { Redis } from 'ioredis';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { UploadGate, type UploadGateLog } from '../../platform/uploads/upload-gate.ts';
import type { CasesService } from '../cases/index.ts';
import type { ContractsService } from '../contracts/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { requestsRoutes } from './routes.ts';
import { RequestsService } from './service.ts';

export interface RequestsModuleDeps {
  /** The customer's cases: read, opened and answered only through the cases module. */
  cases: CasesService;
  /** Where the list of cases and the categories are read, when not `cases` (app.ts: over the read replica). */
  caseLists?: Pick<CasesService, 'listForCustomer' | 'categories'>;
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
}

/**
 * The requests mailbox (customer-area §2 /solicituts; docs/customer-service.md): all the
 * customer's cases, their conversations and files, new requests and replies; the routes and
 * rules of the mailbox over the cases module.
 */
export function requestsModule(deps: RequestsModuleDeps): ApiModule {
  const service = new RequestsService(deps.cases, deps.contracts, deps.settings, deps.caseLists);
  const uploadGate = deps.uploadGate ?? new UploadGate(deps.redis, deps.log);
  return {
    routes: async (app) => {
      await app.register(requestsRoutes, { service, uploadGate, uploadTmpDir: deps.uploadTmpDir });
    },
  };
}
