import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { ContractsRepo } from './repo.ts';
import { contractsRoutes } from './routes.ts';
import { ContractsService, type TBatteryLinksOf } from './service.ts';

export type { ContractRow, ContractSupply } from './contract-query.ts';
export type { ContractUpdates } from './contract-updates.ts';
export type { TDraftContract, TNewSupplyPoint } from './draft-contracts.ts';
export type { ContractsService, TBatteryLinksOf } from './service.ts';

/**
 * The contract list and detail. Its service is what the change and document modules find the
 * user's contract with (ContractsService.owned: 404 for a name that is not theirs). The
 * contracts' virtual battery links come from `batteryLinks` (the battery module's reader, given by
 * app.ts: this module does not import that one, which uses ContractsService). `lists`: where the
 * list and its counts are read, when not `db` (app.ts gives the read replica's Database,
 * docs/operations.md "Read replicas"); the detail and `service` stay on `db`.
 */
export function contractsModule({
  db,
  batteryLinks,
  lists,
}: {
  db: Database;
  batteryLinks?: TBatteryLinksOf;
  lists?: { db: Database; batteryLinks?: TBatteryLinksOf };
}): ApiModule & {
  service: ContractsService;
  /** The same reads over `lists.db` (`service` without `lists`): for lag-tolerant readers that find the user's contract. */
  lists: ContractsService;
} {
  const service = new ContractsService(new ContractsRepo(db), batteryLinks);
  const listService = lists ? new ContractsService(new ContractsRepo(lists.db), lists.batteryLinks) : service;
  return {
    service,
    lists: listService,
    routes: async (app) => {
      await app.register(contractsRoutes, { service, lists: listService });
    },
  };
}
