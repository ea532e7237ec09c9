import { createStaffAccountEndpoint, type TStaffAccountCreate } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** POST /api/v1/staff/accounts (supervisors): a new staff account; the list is read again. */
export function useCreateStaffAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffAccountCreate) => staffCall(createStaffAccountEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.accounts }),
  });
}
