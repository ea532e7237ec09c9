import { authenticateSandboxIntentEndpoint, createSandboxPaymentMethodEndpoint } from '@portal/domain';
import type { FastifyPluginAsync } from 'fastify';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { SandboxPaymentsService } from './sandbox-service.ts';

// A person typing cards: a few tries a minute. More is a script testing card numbers.
export const SANDBOX_CALLS_PER_MINUTE = 20;

export const sandboxPaymentsRoutes: FastifyPluginAsync<{ service: SandboxPaymentsService }> = async (app, { service }) => {
  // Runs after the authentication hook (onRequest), so the counter is per user.
  const limit = app.limitHook(
    [{ name: 'sandbox_payments', max: SANDBOX_CALLS_PER_MINUTE, key: (r) => String(r.identity?.user_id ?? r.ip) }],
    () => new ApiError(429, 'rate_limit', 'payment_error_rate_limit'),
  );

  endpointRoute(
    app,
    createSandboxPaymentMethodEndpoint,
    (request) => service.createPaymentMethod(identityOf(request).user_id, request.body),
    {
      route: { preValidation: limit },
    },
  );

  endpointRoute(
    app,
    authenticateSandboxIntentEndpoint,
    (request) => service.authenticate(identityOf(request).user_id, request.params.id, request.body),
    { route: { preValidation: limit } },
  );
};
