import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { ContractMail } from '../communications/index.ts';
import type { ContractsService } from '../contracts/index.ts';
import { TariffOptionsRepo } from './repo.ts';
import { tariffOptionsRoutes } from './routes.ts';
import { TariffOptionsService } from './service.ts';
import { tariffOptionChangedMail } from './tariff-option-changed-mail.ts';

export type { TariffOptionsService } from './service.ts';

/** Contracts' dated tariff-option choices, by contract, for modules that only read them (the overview). */
export function tariffChoicesReader(db: Database) {
  const repo = new TariffOptionsRepo(db);
  return (contractIds: readonly number[]) => repo.choicesOfContracts(contractIds);
}

export interface TariffOptionsModuleDeps {
  db: Database;
  /** Finds the user's contract (404 otherwise). */
  contracts: ContractsService;
  /** The clock changes are dated by (tests fix it); the real one by default. */
  now?: () => Date;
  mail: MailService;
  /** Mails the customer each choice (docs/communications.md). */
  contractMail: ContractMail;
}

/**
 * Tariff options (customer-area §2, §7): double tariff, happy hours and happy day of a contract.
 * Its service answers every contract's dated choices, which the consumption chart prices hours
 * with (optionDiscountFraction of the domain).
 */
export function tariffOptionsModule({
  db,
  contracts,
  now,
  mail,
  contractMail,
}: TariffOptionsModuleDeps): ApiModule & { service: TariffOptionsService } {
  mail.register('tariff_option_changed', tariffOptionChangedMail);
  const service = new TariffOptionsService(new TariffOptionsRepo(db), now, contractMail);
  return {
    service,
    routes: async (app) => {
      await app.register(tariffOptionsRoutes, { contracts, options: service });
    },
  };
}
