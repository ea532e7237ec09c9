import type { TVirtualBatteryLink } from '@portal/domain';
import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { ContractMail } from '../communications/index.ts';
import type { ContractsService } from '../contracts/index.ts';
import { batteryChangedMail } from './battery-changed-mail.ts';
import { VirtualBatteriesRepo } from './repo.ts';
import { virtualBatteriesRoutes } from './routes.ts';
import { type TBatteryContract, VirtualBatteriesService } from './service.ts';

export type { TBatteryContract, VirtualBatteriesService } from './service.ts';

/**
 * The reader of contracts' battery links (the contract detail's and list's bateria_virtual): it
 * needs no ContractsService, so the contracts module can be given it without a cycle
 * (app.ts builds it first and passes `contractLinks` to contractsModule).
 */
export function virtualBatteryLinksReader(
  db: Database,
  now?: () => Date,
): (contracts: readonly TBatteryContract[]) => Promise<Map<number, TVirtualBatteryLink[]>> {
  const service = new VirtualBatteriesService(new VirtualBatteriesRepo(db), now);
  return (contracts) => service.contractLinks(contracts);
}

export interface VirtualBatteriesModuleDeps {
  db: Database;
  /** Finds the user's contract (404 otherwise). */
  contracts: ContractsService;
  /** The clock "today" is read from (Europe/Madrid day; tests fix it); the real one by default. */
  now?: () => Date;
  mail: MailService;
  /** Mails the customer each change of a link (docs/communications.md). */
  contractMail: ContractMail;
}

/**
 * Virtual batteries (customer-area §2–§7; docs/virtual-batteries.md): the battery types,
 * the customer's batteries and their percentages, the three changes of a link (discount setting,
 * percentage, move) and the ledgers' spreadsheet.
 */
export function virtualBatteriesModule({
  db,
  contracts,
  now,
  mail,
  contractMail,
}: VirtualBatteriesModuleDeps): ApiModule & { service: VirtualBatteriesService } {
  mail.register('battery_changed', batteryChangedMail);
  const service = new VirtualBatteriesService(new VirtualBatteriesRepo(db), now, contractMail);
  return {
    service,
    routes: async (app) => {
      await app.register(virtualBatteriesRoutes, { contracts, batteries: service });
    },
  };
}
