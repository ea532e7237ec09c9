import {
  ZGeoProvinceParamsSchema,
  ZGeoProvinceResponseSchema,
  ZGeoStreetTypesResponseSchema,
  ZGeoZipcodeParamsSchema,
  ZGeoZipcodeResponseSchema,
} from '@portal/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorResponses } from '../../platform/errors.ts';
import type { GeoService } from './service.ts';

const tags = ['geo'];

// customer-area §7: geographic lookups are cached 30 minutes. Public reference data, the same
// for everyone, so shared caches (CDN, proxies) may keep it too.
const cacheFor30Minutes = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=1800');

/**
 * Public routes (no token): postal codes, provinces and street types are public reference data,
 * and the contracting wizards of visitors use the same address form.
 */
export const geoRoutes: FastifyPluginAsyncZod<{ service: GeoService }> = async (app, { service }) => {
  app.get(
    '/v1/geo/zipcode/:zipcode',
    {
      schema: {
        tags,
        summary: 'Localities of a postal code (INE municipality, locality, province)',
        params: ZGeoZipcodeParamsSchema,
        response: { 200: ZGeoZipcodeResponseSchema, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const items = await service.localities(request.params.zipcode);
      cacheFor30Minutes(reply);
      return { items: [...items] };
    },
  );

  app.get(
    '/v1/geo/provincies/:ine',
    {
      schema: {
        tags,
        summary: 'Province of a municipality (first two digits of its INE code)',
        params: ZGeoProvinceParamsSchema,
        response: { 200: ZGeoProvinceResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const province = service.province(request.params.ine);
      if (!province) throw new ApiError(404, 'not_found');
      cacheFor30Minutes(reply);
      return { province };
    },
  );

  app.get(
    '/v1/geo/tipovias',
    { schema: { tags, summary: 'Street types (Catastro codes)', response: { 200: ZGeoStreetTypesResponseSchema } } },
    async (_request, reply) => {
      cacheFor30Minutes(reply);
      return { items: [...service.streetTypes()] };
    },
  );
};
