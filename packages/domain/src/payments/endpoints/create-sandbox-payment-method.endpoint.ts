import { defineEndpoint } from '../../api/endpoint.ts';
import { ZSandboxCardFieldsSchema, ZSandboxPaymentMethodResponseSchema } from '../sandbox-card-schemas.ts';

/**
 * POST /api/v1/sandbox_payments/payment_methods: the built-in provider's counterpart of what
 * Stripe.js does in the browser, a card becoming a payment method id (customer-area §7, POST pay).
 * A card the provider refuses answers 402 with the card error code, as Stripe; 429 past the
 * per-minute limit of card tries.
 */
export const createSandboxPaymentMethodEndpoint = defineEndpoint({
  name: 'sandboxPayments.paymentMethod',
  method: 'POST',
  path: '/sandbox_payments/payment_methods',
  versions: [1],
  auth: true,
  tags: ['sandbox payments'],
  summary: 'Sandbox provider: a card becomes a payment method (402 with the card error code, as Stripe)',
  body: ZSandboxCardFieldsSchema,
  response: ZSandboxPaymentMethodResponseSchema,
  errors: [400, 401, 402, 403, 404, 429],
});
