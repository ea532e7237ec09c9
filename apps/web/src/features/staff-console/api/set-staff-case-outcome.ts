import { setStaffCaseOutcomeEndpoint, type TStaffOutcome } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** PUT /api/v1/staff/cases/:number/outcome: the case's new outcome; the customer is mailed when it changes. */
export function useSetStaffCaseOutcome(number: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffOutcome) => staffCall(setStaffCaseOutcomeEndpoint, { params: { number }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(staffKeys.case(number), answer.case);
      return queryClient.invalidateQueries({ queryKey: ['staff', 'cases'] });
    },
  });
}
