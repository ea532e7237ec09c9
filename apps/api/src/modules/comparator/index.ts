import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { SettingsService } from '../settings/index.ts';
import type { TRegistryLookup } from './power-advice.ts';
import { ComparatorRepo } from './repo.ts';
import { type ComparatorLimits, comparatorRoutes } from './routes.ts';
import { ComparatorService } from './service.ts';

export type { TRegistryLookup, TRegistryPoint } from './power-advice.ts';

export interface ComparatorModuleDeps {
  db: Database;
  settings: SettingsService;
  /** The supply-point registry's lookup, for the power advice (unknown to the advice without it). */
  registry?: TRegistryLookup;
  limits: ComparatorLimits;
}

/**
 * The comparators' API (docs/comparator-api.md): access tariffs and origin suppliers, the
 * electricity and gas comparisons priced by the billing engine with our offer, and the power
 * calculator's advice.
 */
export function comparatorModule({ db, settings, registry, limits }: ComparatorModuleDeps): ApiModule {
  const service = new ComparatorService(new ComparatorRepo(db), settings);
  return {
    routes: async (app) => {
      await app.register(comparatorRoutes, { service, registry, limits });
    },
  };
}
