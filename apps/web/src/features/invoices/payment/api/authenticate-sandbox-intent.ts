import { authenticateSandboxIntentEndpoint, type TSandboxAuthenticateRequest } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '../../../../shared/api/api-client.ts';

export type TSandboxAuthenticationOutcome = TSandboxAuthenticateRequest['outcome'];

/**
 * POST /api/v1/sandbox_payments/intents/:id/authenticate { outcome }: the built-in provider's
 * "bank page" answer, completing or failing the extra authentication of an intent. The payment
 * is then finalised with POST pay { payment_intent_id }.
 */
export async function authenticateSandboxIntent(intentId: string, outcome: TSandboxAuthenticationOutcome): Promise<void> {
  await apiCall(authenticateSandboxIntentEndpoint, { params: { id: intentId }, body: { outcome } });
}

export const useAuthenticateSandboxIntent = () =>
  useMutation({
    mutationFn: (request: { intentId: string; outcome: TSandboxAuthenticationOutcome }) =>
      authenticateSandboxIntent(request.intentId, request.outcome),
  });
