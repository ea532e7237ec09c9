import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { ContractsRepo } from './repo.ts';
import { contractsRoutes } from './routes.ts';
import { ContractsService, type TBatteryLinksOf } from './service.ts';

export type { ContractRow } from './contract-query.ts';
export type { ContractsService, TBatteryLinksOf } from './service.ts';

/**
 * The contract list and detail. Its service is what the change and document modules find the
 * user's contract with (ContractsService.owned: 404 for a name that is not theirs). The
 * contracts' virtual battery links come from `batteryLinks` (the battery module's reader, given by
 * app.ts: this module does not import that one, which uses ContractsService).
 */
export function contractsModule({ db, batteryLinks }: { db: Database; batteryLinks?: TBatteryLinksOf }): ApiModule & {
  service: ContractsService;
} {
  const service = new ContractsService(new ContractsRepo(db), batteryLinks);
  return {
    service,
    routes: async (app) => {
      await app.register(contractsRoutes, { service });
    },
  };
}
