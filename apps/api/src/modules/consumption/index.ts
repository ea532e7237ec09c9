import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { ContractsService } from '../contracts/index.ts';
import { ConsumptionRepo } from './repo.ts';
import { consumptionRoutes } from './routes.ts';
import { ConsumptionService, type TDiscountSource } from './service.ts';

export type { TDayRange } from './repo.ts';
export type { TDiscountSource, TDiscounts } from './service.ts';

/**
 * The readings of supply points for other modules (the overview's forecast and month
 * comparison): the stored days of several ranges, decoded, and each point's last day with a
 * reading, each in one statement. Ownership is the caller's: it passes only supply points of the
 * user's contracts.
 */
export function consumptionReader(db: Database): Pick<ConsumptionRepo, 'daysOfRanges' | 'lastReadings'> {
  const repo = new ConsumptionRepo(db);
  return { daysOfRanges: (ranges) => repo.daysOfRanges(ranges), lastReadings: (ids, today) => repo.lastReadings(ids, today) };
}

/**
 * Consumption charts (cch/chart, versions 1 and 2) and downloads of a contract's readings, read
 * on `db` (a replica may do); the months a monthly chart keeps are written on `primary`.
 */
export function consumptionModule({
  db,
  primary,
  contracts,
  discounts,
}: {
  db: Database;
  primary: Database;
  contracts: ContractsService;
  discounts?: TDiscountSource;
}): ApiModule {
  const service = new ConsumptionService(new ConsumptionRepo(db), contracts, discounts, new ConsumptionRepo(primary));
  return {
    routes: async (app) => {
      await app.register(consumptionRoutes, { service });
    },
  };
}
