import {
  ZOpenIdAuthorizeRequestSchema,
  ZOpenIdAuthorizeResponseSchema,
  ZOpenIdLoginRequestSchema,
  ZOpenIdLoginResponseSchema,
  ZOpenIdLogoutRequestSchema,
  ZOpenIdLogoutResponseSchema,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorResponses } from '../../platform/errors.ts';
import { tooManyAttempts } from './limits.ts';
import type { OpenIdService } from './openid-service.ts';

export interface OpenIdRoutesOptions {
  /** Absent when no provider is configured: the routes then answer 404 openid_disabled. */
  service: OpenIdService | undefined;
  perAddressLimit: number;
}

const tags = ['single sign-on'];

export const openIdRoutes: FastifyPluginAsyncZod<OpenIdRoutesOptions> = async (app, { service, perAddressLimit }) => {
  const enabled = (): OpenIdService => {
    if (!service) throw new ApiError(404, 'openid_disabled');
    return service;
  };

  app.get(
    '/v1/user/openid/authorize',
    {
      schema: {
        tags,
        summary: 'Where to send the browser to sign in, with the nonce, state and PKCE verifier to keep',
        querystring: ZOpenIdAuthorizeRequestSchema,
        response: { 200: ZOpenIdAuthorizeResponseSchema, ...errorResponses(400, 404, 502) },
      },
    },
    (request) => enabled().authorize(request.query.redirect_uri),
  );

  app.post(
    '/v1/user/openid',
    {
      preValidation: app.limitHook([{ name: 'openid', max: perAddressLimit, key: (r) => r.ip }], tooManyAttempts),
      schema: {
        tags,
        summary: 'Complete single sign-on: exchange the code and sign in the user of the tax id claim',
        body: ZOpenIdLoginRequestSchema,
        response: { 200: ZOpenIdLoginResponseSchema, ...errorResponses(400, 401, 404, 429, 502, 504) },
      },
    },
    (request) => enabled().login(request.body, request.headers['accept-language']),
  );

  app.post(
    '/v1/user/openid/logout',
    {
      schema: {
        tags,
        summary: "The provider's end-session URL for this ID token",
        body: ZOpenIdLogoutRequestSchema,
        response: { 200: ZOpenIdLogoutResponseSchema, ...errorResponses(400, 404, 502) },
      },
    },
    (request) => enabled().logoutUrl(request.body.id_token, request.body.post_logout_redirect_uri),
  );
};
