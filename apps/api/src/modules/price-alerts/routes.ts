import { deletePriceAlertEndpoint, listOmipProductsEndpoint, listPriceAlertsEndpoint, savePriceAlertEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { PriceAlertsService } from './service.ts';

/**
 * The four calls of visitor-and-shell §7 (omip/products, omip/alerts, POST omip/alerts,
 * omip/delete/alerts), private: the authentication hook refuses a read-only token on the POSTs.
 * While the page's gate is closed they answer 404 like the page.
 */
export const priceAlertsRoutes: FastifyPluginAsync<{ service: PriceAlertsService }> = async (app, { service }) => {
  const gated = { route: { preHandler: async () => service.assertOpen() } };

  endpointRoute(app, listOmipProductsEndpoint, () => service.products(), gated);

  endpointRoute(app, listPriceAlertsEndpoint, (request) => service.list(identityOf(request).user_id), gated);

  endpointRoute(app, savePriceAlertEndpoint, (request) => service.save(identityOf(request).user_id, request.body), gated);

  endpointRoute(app, deletePriceAlertEndpoint, (request) => service.remove(identityOf(request).user_id, request.body.id), gated);
};
