import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { SupplyPointRegistryRepo } from './repo.ts';
import { supplyPointRegistryRoutes } from './routes.ts';
import { type SupplyPointRegistry, SupplyPointRegistryService } from './service.ts';

export { upsertRegistryPoints } from './repo.ts';
export type { SupplyPointRegistry } from './service.ts';
export { fileLines, importSipsLines, type TRejectedLine, type TSipsImportReport } from './sips-import.ts';

/**
 * The supply-point registry (docs/supply-point-registry.md): the CUPS lookups of visitors, and
 * `registry`, the reader the comparators and the power calculator look a CUPS up with.
 */
export function supplyPointRegistryModule({ db, lookupsPerMinute }: { db: Database; lookupsPerMinute: number }): ApiModule & {
  registry: SupplyPointRegistry;
} {
  const service = new SupplyPointRegistryService(new SupplyPointRegistryRepo(db));
  return {
    registry: service,
    routes: async (app) => {
      await app.register(supplyPointRegistryRoutes, { service, perAddressPerMinute: lookupsPerMinute });
    },
  };
}
