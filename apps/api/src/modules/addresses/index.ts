import type { Database } from '../../db/database.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import { AddressesRepo } from './repo.ts';
import { addressesRoutes } from './routes.ts';
import { AddressesService } from './service.ts';

export type { AddressesService } from './service.ts';

/** The customer's addresses: the list the web offers, and finding or creating one for the contract changes. */
export function addressesModule({ db }: { db: Database }): ApiModule & { service: AddressesService } {
  const repo = new AddressesRepo(db);
  return {
    service: new AddressesService(repo),
    routes: async (app) => {
      await app.register(addressesRoutes, { repo });
    },
  };
}
