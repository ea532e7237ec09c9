import { defineEndpoint } from '../../api/endpoint.ts';
import { ZGeoStreetTypesResponseSchema } from '../geo-schemas.ts';

/** GET /api/v1/geo/tipovias/ → { items }: street types (Catastro codes), cached 30 minutes (customer-area §7). */
export const getStreetTypesEndpoint = defineEndpoint({
  name: 'geo.streetTypes',
  method: 'GET',
  path: '/geo/tipovias/',
  versions: [1],
  auth: false,
  tags: ['geo'],
  summary: 'Street types (Catastro codes)',
  response: ZGeoStreetTypesResponseSchema,
  errors: [],
});
