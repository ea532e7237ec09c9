import { getProfileEndpoint, getProfileV1Endpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { UsersService } from './service.ts';

// Two contracts for one path: v1 wraps the profile in result, v2 answers it bare (customer-area §7).
export const usersRoutes: FastifyPluginAsync<{ service: UsersService }> = async (app, { service }) => {
  endpointRoute(app, getProfileV1Endpoint, async (request) => ({
    result: await service.profile(identityOf(request).user_id, identityOf(request).locale),
  }));

  endpointRoute(app, getProfileEndpoint, (request) => service.profile(identityOf(request).user_id, identityOf(request).locale));
};
