import { defineEndpoint } from '../../api/endpoint.ts';
import { ZGeoZipcodeParamsSchema, ZGeoZipcodeResponseSchema } from '../geo-schemas.ts';

/**
 * GET /api/v1/geo/zipcode/:zipcode/ → { items }: the localities of a postal code, cached 30
 * minutes (customer-area §7). The path keeps the spec's trailing slash, as the web always sent it.
 */
export const getZipcodeLocalitiesEndpoint = defineEndpoint({
  name: 'geo.zipcodeLocalities',
  method: 'GET',
  path: '/geo/zipcode/:zipcode/',
  versions: [1],
  auth: false,
  tags: ['geo'],
  summary: 'Localities of a postal code (INE municipality, locality, province)',
  params: ZGeoZipcodeParamsSchema,
  response: ZGeoZipcodeResponseSchema,
  errors: [400],
});
