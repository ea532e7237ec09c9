import { rejectStaffSigningEndpoint, type TStaffSigningReject } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** POST /api/v1/staff/signatures/:id/reject: rejected with the reason the customer is mailed; 409 when someone else decided first. */
export function useRejectStaffSigning(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffSigningReject) => staffCall(rejectStaffSigningEndpoint, { params: { id }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffKeys.signing(id), answer);
      return queryClient.invalidateQueries({ queryKey: ['staff', 'signings'] });
    },
  });
}
