import { getOverviewEndpoint, normaliseLanguage } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { OverviewService } from './service.ts';

/** GET /api/v1/overview: the signed-in overview (a read: read-only tokens may ask for it). */
export const overviewRoutes: FastifyPluginAsync<{ service: OverviewService }> = async (app, { service }) => {
  endpointRoute(app, getOverviewEndpoint, (request) =>
    service.overview(identityOf(request).user_id, normaliseLanguage(request.headers['accept-language'], identityOf(request).locale)),
  );
};
