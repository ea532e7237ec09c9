import { defineEndpoint } from '../../api/endpoint.ts';
import { ZGeoProvinceParamsSchema, ZGeoProvinceResponseSchema } from '../geo-schemas.ts';

/** GET /api/v1/geo/provincies/:ine/ → { province }: the province of a municipality, cached 30 minutes (customer-area §7). */
export const getProvinceEndpoint = defineEndpoint({
  name: 'geo.province',
  method: 'GET',
  path: '/geo/provincies/:ine/',
  versions: [1],
  auth: false,
  tags: ['geo'],
  summary: 'Province of a municipality (first two digits of its INE code)',
  params: ZGeoProvinceParamsSchema,
  response: ZGeoProvinceResponseSchema,
  errors: [400, 404],
});
