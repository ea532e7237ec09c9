import { searchStaffCustomersEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/customers?q=: the customers q names (identifiers first); nothing is asked before a search. */
export function useStaffCustomerSearch(q: string) {
  return useQuery({
    queryKey: staffKeys.customers(q),
    queryFn: ({ signal }) => staffCall(searchStaffCustomersEndpoint, { query: { q } }, signal),
    enabled: q !== '',
  });
}
