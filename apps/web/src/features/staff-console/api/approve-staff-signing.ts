import { approveStaffSigningEndpoint } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** POST /api/v1/staff/signatures/:id/approve: the change applied to the contract, the customer mailed; 409 when someone else decided first. */
export function useApproveStaffSigning(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => staffCall(approveStaffSigningEndpoint, { params: { id } }),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffKeys.signing(id), answer);
      return queryClient.invalidateQueries({ queryKey: ['staff', 'signings'] });
    },
  });
}
