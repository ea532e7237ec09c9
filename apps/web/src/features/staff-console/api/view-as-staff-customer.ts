import { viewAsStaffCustomerEndpoint } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';

/** POST /api/v1/staff/customers/:id/view-as: a read-only token of the customer and the portal's address that opens with it. */
export function useViewAsStaffCustomer(id: number) {
  return useMutation({ mutationFn: () => staffCall(viewAsStaffCustomerEndpoint, { params: { id } }) });
}
