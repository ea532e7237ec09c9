import { getCouponsEndpoint, normaliseLanguage } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { CouponsService } from './service.ts';

/** GET /api/v1/user/coupons?lang=: ?lang= when given, else Accept-Language, else the token's locale. */
export const couponsRoutes: FastifyPluginAsync<{ service: CouponsService }> = async (app, { service }) => {
  endpointRoute(app, getCouponsEndpoint, (request) => {
    const identity = identityOf(request);
    const language = request.query.lang ?? normaliseLanguage(request.headers['accept-language'], identity.locale);
    return service.list(identity.user_id, language);
  });
};
