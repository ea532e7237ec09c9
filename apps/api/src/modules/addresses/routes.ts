import { getAddressesEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { toAddress } from './address-mapper.ts';
import type { AddressesRepo } from './repo.ts';

/** GET /addresses/ (customer-area §7): the addresses the notification address change offers. */
export const addressesRoutes: FastifyPluginAsync<{ repo: AddressesRepo }> = async (app, { repo }) => {
  endpointRoute(app, getAddressesEndpoint, async (request) => ({
    items: (await repo.list(identityOf(request).user_id)).map(toAddress),
  }));
};
