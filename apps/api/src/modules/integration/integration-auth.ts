import { INTEGRATION_SCOPE_MISSING, type TIntegrationScope } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../platform/http/errors.ts';
import { routeHook } from '../../platform/http/route-hook.ts';
import type { IntegrationCaller, IntegrationTokens } from './integration-tokens.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route is an integration call needing this scope (modules/integration): its own hook checks the token. */
    integrationScope?: TIntegrationScope;
  }
  interface FastifyRequest {
    integration: IntegrationCaller | null;
  }
}

const tooManyCalls = () => new ApiError(429, 'too_many_requests', 'too_many_requests');

/**
 * The integration routes' authentication, the counterpart of staff-auth.ts for the retailer's
 * systems: every route registered with `config.integrationScope` needs a live integration token
 * from the Authorization header (never a cookie). A customer's or a staff token is not one (401
 * integration_token_invalid), and an integration token is no JWT, so customer and staff routes
 * refuse it with their own 401. A revoked token is refused from the next call on (it is read on
 * every call). Then the token's calls are counted (INTEGRATION_RATE_LIMIT a minute: 429), and the
 * route's scope checked (403 integration_scope_missing). Runs on request, before the body is read.
 */
export function registerIntegrationAuthentication(app: FastifyInstance, tokens: IntegrationTokens, perMinute: number): void {
  app.decorateRequest('integration', null);
  const limit = app.limitHook([{ name: 'integration-token', max: perMinute, key: (r) => String(r.integration?.id) }], tooManyCalls);
  const authenticate = async (request: FastifyRequest, scope: TIntegrationScope) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw new ApiError(401, 'integration_token_missing', 'token_invalid');
    const caller = await tokens.caller(match[1]);
    if (!caller) throw new ApiError(401, 'integration_token_invalid', 'token_invalid');
    request.integration = caller;
    await limit(request);
    if (!caller.scopes.includes(scope)) throw new ApiError(403, INTEGRATION_SCOPE_MISSING, INTEGRATION_SCOPE_MISSING);
  };
  app.addHook(
    'onRequest',
    routeHook((request) => request.routeOptions.config.integrationScope, authenticate),
  );
}

export function integrationOf(request: FastifyRequest): IntegrationCaller {
  if (!request.integration) throw new ApiError(401, 'integration_token_missing', 'token_invalid');
  return request.integration;
}
