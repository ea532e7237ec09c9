import type { ApiModule } from '../../platform/http/api-module.ts';
import { geoRoutes } from './routes.ts';
import { GeoService } from './service.ts';

export { addressPlaces, type TAddressPlaces } from './address-places.ts';

/** Postal codes, provinces and street types: public reference data, read from files, no database. */
export function geoModule(): ApiModule {
  const service = new GeoService();
  return {
    routes: async (app) => {
      await app.register(geoRoutes, { service });
    },
  };
}
