import {
  createIntegrationTokenEndpoint,
  listIntegrationTokensEndpoint,
  revokeIntegrationTokenEndpoint,
  type TIntegrationTokenCreate,
} from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/integration-tokens (supervisors): the tokens, never their secrets. */
export function useIntegrationTokens() {
  return useQuery({
    queryKey: staffKeys.integrationTokens,
    queryFn: ({ signal }) => staffCall(listIntegrationTokensEndpoint, undefined, signal),
  });
}

/** POST /api/v1/staff/integration-tokens: a new token, its secret in this answer only; the list is read again. */
export function useCreateIntegrationToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TIntegrationTokenCreate) => staffCall(createIntegrationTokenEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.integrationTokens }),
  });
}

/** POST /api/v1/staff/integration-tokens/:id/revoke: the token stops working at once. */
export function useRevokeIntegrationToken(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(revokeIntegrationTokenEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.integrationTokens }),
  });
}
