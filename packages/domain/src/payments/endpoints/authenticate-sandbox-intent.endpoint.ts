import { z } from 'zod';
import { defineEndpoint } from '../../api/endpoint.ts';
import { routeSegment } from '../../api/primitives.ts';
import { ZSandboxAuthenticateRequestSchema } from '../sandbox-card-schemas.ts';

/** :id of the intent, as the sandbox provider names it. */
export const ZAuthenticateSandboxIntentParamsSchema = z.object({ id: routeSegment(255) });
export const ZAuthenticateSandboxIntentResponseSchema = z.object({ status: z.enum(['succeeded', 'canceled']) });

/**
 * POST /api/v1/sandbox_payments/intents/:id/authenticate { outcome }: the built-in provider's
 * "bank page" answer to a requires_action of POST pay (customer-area §7); the payment is then
 * finalised with POST pay { payment_intent_id }.
 */
export const authenticateSandboxIntentEndpoint = defineEndpoint({
  name: 'sandboxPayments.authenticate',
  method: 'POST',
  path: '/sandbox_payments/intents/:id/authenticate',
  versions: [1],
  auth: true,
  tags: ['sandbox payments'],
  summary: 'Sandbox provider: the customer completes or cancels the extra authentication of an intent',
  params: ZAuthenticateSandboxIntentParamsSchema,
  body: ZSandboxAuthenticateRequestSchema,
  response: ZAuthenticateSandboxIntentResponseSchema,
  errors: [400, 401, 403, 404, 409, 429],
});
