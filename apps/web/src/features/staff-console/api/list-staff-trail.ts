import { listStaffTrailEndpoint, type TStaffTrailQueryInput } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/trail: every action, newest first, by customer, actor, action and days. */
export function useStaffTrail(query: TStaffTrailQueryInput) {
  return useQuery({
    queryKey: staffKeys.trail(query),
    queryFn: ({ signal }) => staffCall(listStaffTrailEndpoint, { query }, signal),
    placeholderData: keepPreviousData,
  });
}
