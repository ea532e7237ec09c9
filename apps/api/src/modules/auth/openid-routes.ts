import { openIdAuthorizeEndpoint, openIdLoginEndpoint, openIdLogoutEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { tooManyAttempts } from './limits.ts';
import type { OpenIdService } from './openid-service.ts';

export interface OpenIdRoutesOptions {
  /** Absent when no provider is configured: the routes then answer 404 openid_disabled. */
  service: OpenIdService | undefined;
  perAddressLimit: number;
}

export const openIdRoutes: FastifyPluginAsync<OpenIdRoutesOptions> = async (app, { service, perAddressLimit }) => {
  const enabled = (): OpenIdService => {
    if (!service) throw new ApiError(404, 'openid_disabled');
    return service;
  };

  endpointRoute(app, openIdAuthorizeEndpoint, (request) => enabled().authorize(request.query.redirect_uri));

  endpointRoute(app, openIdLoginEndpoint, (request) => enabled().login(request.body, request.headers['accept-language']), {
    route: { preValidation: app.limitHook([{ name: 'openid', max: perAddressLimit, key: (r) => r.ip }], tooManyAttempts) },
  });

  endpointRoute(app, openIdLogoutEndpoint, (request) => enabled().logoutUrl(request.body.id_token, request.body.post_logout_redirect_uri));
};
