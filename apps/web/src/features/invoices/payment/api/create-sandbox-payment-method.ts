import { createSandboxPaymentMethodEndpoint, type TSandboxCard } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../shared/api/api-client.ts';

/**
 * POST /api/v1/sandbox_payments/payment_methods: the built-in provider's counterpart of what
 * Stripe.js does in the browser, turning the card into a payment method id. A card the provider
 * refuses answers 402 with the card error code (thrown as an ApiError).
 */
export async function createSandboxPaymentMethod(card: TSandboxCard): Promise<string> {
  return (await apiCall(createSandboxPaymentMethodEndpoint, { body: card })).id;
}

export const useCreateSandboxPaymentMethod = () => useMutation({ mutationFn: createSandboxPaymentMethod });
