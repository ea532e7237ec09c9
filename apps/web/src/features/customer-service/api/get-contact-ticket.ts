import { getContactTicketEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contactKeys } from './contact-keys.ts';

/**
 * GET /api/v1/crm/unsigned/ticket → { ticket }, fetched when the unsigned form opens; a ticket is
 * used once, so the form refetches one after each send (docs/customer-service.md, "Contact forms").
 */
export function useContactTicket() {
  return useQuery({
    queryKey: contactKeys.ticket(),
    queryFn: async ({ signal }) => (await apiCall(getContactTicketEndpoint, {}, { signal })).ticket,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
