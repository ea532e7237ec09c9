import { getStaffCustomerEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/customers/:id: the customer's card (its users and contracts). */
export function useStaffCustomer(id: number) {
  return useQuery({
    queryKey: staffKeys.customer(id),
    queryFn: ({ signal }) => staffCall(getStaffCustomerEndpoint, { params: { id } }, signal),
  });
}
