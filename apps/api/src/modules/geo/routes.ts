import { getProvinceEndpoint, getStreetTypesEndpoint, getZipcodeLocalitiesEndpoint } from '@portal/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { GeoService } from './service.ts';

// customer-area §7: geographic lookups are cached 30 minutes. Public reference data, the same
// for everyone, so shared caches (CDN, proxies) may keep it too.
const cacheFor30Minutes = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=1800');

/**
 * Public routes (no token): postal codes, provinces and street types are public reference data,
 * and the contracting wizards of visitors use the same address form.
 */
export const geoRoutes: FastifyPluginAsync<{ service: GeoService }> = async (app, { service }) => {
  endpointRoute(app, getZipcodeLocalitiesEndpoint, async (request, reply) => {
    const items = await service.localities(request.params.zipcode);
    cacheFor30Minutes(reply);
    return { items: [...items] };
  });

  endpointRoute(app, getProvinceEndpoint, async (request, reply) => {
    const province = service.province(request.params.ine);
    if (!province) throw new ApiError(404, 'not_found');
    cacheFor30Minutes(reply);
    return { province };
  });

  endpointRoute(app, getStreetTypesEndpoint, async (_request, reply) => {
    cacheFor30Minutes(reply);
    return { items: [...service.streetTypes()] };
  });
};
