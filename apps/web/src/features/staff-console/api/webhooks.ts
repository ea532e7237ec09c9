import {
  createWebhookEndpoint,
  disableWebhookEndpoint,
  listWebhookAttemptsEndpoint,
  listWebhooksEndpoint,
  type TWebhookAttemptsQuery,
  type TWebhookCreate,
} from '@portal/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/webhooks (supervisors): the endpoints, never their secrets. */
export function useWebhooks() {
  return useQuery({ queryKey: staffKeys.webhooks, queryFn: ({ signal }) => staffCall(listWebhooksEndpoint, undefined, signal) });
}

/** POST /api/v1/staff/webhooks: a new endpoint, its signing secret in this answer only; the list is read again. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TWebhookCreate) => staffCall(createWebhookEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.webhooks }),
  });
}

/** POST /api/v1/staff/webhooks/:id/disable: no more deliveries to it. */
export function useDisableWebhook(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(disableWebhookEndpoint, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.webhooks }),
  });
}

/** GET /api/v1/staff/webhooks/:id/deliveries: every attempt to deliver to the endpoint, newest first, paged. */
export function useWebhookAttempts(id: number, query: TWebhookAttemptsQuery) {
  return useQuery({
    queryKey: staffKeys.webhookAttempts(id, query),
    queryFn: ({ signal }) => staffCall(listWebhookAttemptsEndpoint, { params: { id }, query }, signal),
    placeholderData: keepPreviousData,
  });
}
