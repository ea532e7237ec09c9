import { getStaffCaseEndpoint } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/cases/:number: the case and its conversation with the files. */
export function useStaffCase(number: string) {
  return useQuery({
    queryKey: staffKeys.case(number),
    queryFn: ({ signal }) => staffCall(getStaffCaseEndpoint, { params: { number } }, signal),
  });
}
