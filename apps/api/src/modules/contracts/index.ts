import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/api-module.ts';
import { ContractsRepo } from './repo.ts';
import { contractsRoutes } from './routes.ts';
import { ContractsService } from './service.ts';

export type { ContractRow } from './contract-query.ts';
export type { ContractsService } from './service.ts';

/**
 * The contract list and detail. Its service is what the change and document modules find the
 * user's contract with (ContractsService.owned: 404 for a name that is not theirs).
 */
export function contractsModule({ db }: { db: Database }): ApiModule & { service: ContractsService } {
  const service = new ContractsService(new ContractsRepo(db));
  return {
    service,
    routes: async (app) => {
      await app.register(contractsRoutes, { service });
    },
  };
}
