import { staffLoginEndpoint, type TStaffLogin } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { staffKeys } from './staff-keys.ts';
import { keepStaffSession } from './staff-session.ts';

/**
 * POST /api/v1/staff/login → the staff token, kept for this tab. An empty bearer: the customer's
 * token, if any, is not sent along (the client would otherwise add it).
 */
export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffLogin) => apiCall(staffLoginEndpoint, { body }, { token: '', onTokenExpired: 'ignore' }),
    onSuccess: (answer) => {
      queryClient.removeQueries({ queryKey: staffKeys.all });
      keepStaffSession(answer);
    },
  });
}
