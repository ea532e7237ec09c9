import { listStaffAccountsEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/accounts (supervisors): every staff account, active or not. */
export function useStaffAccounts() {
  return useQuery({
    queryKey: staffKeys.accounts,
    queryFn: ({ signal }) => staffCall(listStaffAccountsEndpoint, undefined, signal),
  });
}
