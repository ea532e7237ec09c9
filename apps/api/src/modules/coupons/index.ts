import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { CouponsRepo } from './repo.ts';
import { couponsRoutes } from './routes.ts';
import { CouponsService } from './service.ts';

/** The signed-in customer's coupons (customer-area §7; docs/coupons.md). */
export function couponsModule({ db }: { db: Database }): ApiModule {
  const service = new CouponsService(new CouponsRepo(db));
  return {
    routes: async (app) => {
      await app.register(couponsRoutes, { service });
    },
  };
}
