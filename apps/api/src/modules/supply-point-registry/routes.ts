import { getCupsConfigEndpoint, getGasCupsConfigEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { SupplyPointRegistryService } from './service.ts';

export interface SupplyPointRegistryRoutesOptions {
  service: SupplyPointRegistryService;
  /** Lookups an address may make per minute, both calls together (CUPS_LOOKUP_IP_RATE_LIMIT). */
  perAddressPerMinute: number;
}

/**
 * The two anonymous CUPS lookups of visitor-and-shell §7. Counted per address before the path
 * is even validated, so trying CUPS after CUPS to read the registry is slowed as much as
 * trying valid ones.
 */
export const supplyPointRegistryRoutes: FastifyPluginAsync<SupplyPointRegistryRoutesOptions> = async (
  app,
  { service, perAddressPerMinute },
) => {
  const throttle = app.limitHook(
    [{ name: 'cups-lookup', max: perAddressPerMinute, key: (r) => r.ip }],
    () => new ApiError(429, 'too_many_requests'),
  );
  endpointRoute(app, getCupsConfigEndpoint, async (request) => service.cupsConfig(request.params.cups), {
    route: { preValidation: throttle },
  });
  endpointRoute(app, getGasCupsConfigEndpoint, async (request) => service.gasCupsConfig(request.params.cups), {
    route: { preValidation: throttle },
  });
};
