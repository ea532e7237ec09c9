import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { SettingsService } from '../settings/index.ts';
import { ContractingCatalogueRepo } from './repo.ts';
import { type ContractingCatalogueLimits, contractingCatalogueRoutes } from './routes.ts';
import { ContractingCatalogueService, type TContactDetailsOf } from './service.ts';

export type { ContractingCatalogueLimits } from './routes.ts';

export interface ContractingCatalogueModuleDeps {
  db: Database;
  settings: Pick<SettingsService, 'privateSettings'>;
  /** A signed-in customer's contact details, to fill in the person step (modules/users' contactDetailsReader). */
  contactDetails: TContactDetailsOf;
  limits: ContractingCatalogueLimits;
}

/**
 * What the contracting wizards offer (docs/contracting-products.md): the wizard's configuration,
 * the cnae list, the electricity and gas products of a contract step, the promotional-code check.
 * It owns the cnae and product-offer tables and only reads them here.
 */
export function contractingCatalogueModule({ db, settings, contactDetails, limits }: ContractingCatalogueModuleDeps): ApiModule {
  const service = new ContractingCatalogueService(new ContractingCatalogueRepo(db), settings, contactDetails);
  return {
    routes: async (app) => {
      await app.register(contractingCatalogueRoutes, { service, limits });
    },
  };
}
