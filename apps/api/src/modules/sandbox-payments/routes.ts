import { ZSandboxAuthenticateRequestSchema, ZSandboxCardFieldsSchema, ZSandboxPaymentMethodResponseSchema } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOf } from '../../platform/auth/authenticate.ts';
import { ApiError, errorResponses } from '../../platform/errors.ts';
import type { SandboxPaymentsService } from './service.ts';

const tags = ['sandbox payments'];

// A person typing cards: a few tries a minute. More is a script testing card numbers.
export const SANDBOX_CALLS_PER_MINUTE = 20;

export const sandboxPaymentsRoutes: FastifyPluginAsyncZod<{ service: SandboxPaymentsService }> = async (app, { service }) => {
  // Runs after the authentication hook (onRequest), so the counter is per user.
  const limit = app.limitHook(
    [{ name: 'sandbox_payments', max: SANDBOX_CALLS_PER_MINUTE, key: (r) => String(r.identity?.user_id ?? r.ip) }],
    () => new ApiError(429, 'rate_limit', 'payment_error_rate_limit'),
  );

  app.post(
    '/v1/sandbox_payments/payment_methods',
    {
      config: { auth: true },
      preValidation: limit,
      schema: {
        tags,
        summary: 'Sandbox provider: a card becomes a payment method (402 with the card error code, as Stripe)',
        body: ZSandboxCardFieldsSchema,
        response: { 200: ZSandboxPaymentMethodResponseSchema, ...errorResponses(400, 401, 402, 403, 404, 429) },
      },
    },
    (request) => service.createPaymentMethod(identityOf(request).user_id, request.body),
  );

  app.post(
    '/v1/sandbox_payments/intents/:id/authenticate',
    {
      config: { auth: true },
      preValidation: limit,
      schema: {
        tags,
        summary: 'Sandbox provider: the customer completes or cancels the extra authentication of an intent',
        params: z.object({ id: z.string().min(1).max(255) }),
        body: ZSandboxAuthenticateRequestSchema,
        response: {
          200: z.object({ status: z.enum(['succeeded', 'canceled']) }),
          ...errorResponses(400, 401, 403, 404, 409, 429),
        },
      },
    },
    (request) => service.authenticate(identityOf(request).user_id, request.params.id, request.body),
  );
};
