import { getLeadTicketEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client.ts';

export const leadTicketKey = ['leads', 'ticket'] as const;

/**
 * GET /api/v1/leads/ticket → { ticket }, fetched when a lead form opens; a ticket is used once, so
 * the form fetches another after each send (docs/leads.md, as the unsigned contact form does).
 */
export function useLeadTicket() {
  return useQuery({
    queryKey: leadTicketKey,
    queryFn: async ({ signal }) => (await apiCall(getLeadTicketEndpoint, {}, { signal })).ticket,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
