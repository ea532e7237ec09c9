import { type TStaffAccountUpdate, updateStaffAccountEndpoint } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** PATCH /api/v1/staff/accounts/:id (supervisors): label, role, active or password; the list is read again. */
export function useUpdateStaffAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffAccountUpdate) => staffCall(updateStaffAccountEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.accounts }),
  });
}
