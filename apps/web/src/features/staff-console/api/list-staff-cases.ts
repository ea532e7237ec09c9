import { listStaffCasesEndpoint, type TStaffCaseListQueryInput } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/cases: one page of open, closed or all cases, the one waiting longest first. */
export function useStaffCases(query: TStaffCaseListQueryInput) {
  return useQuery({
    queryKey: staffKeys.cases(query),
    queryFn: ({ signal }) => staffCall(listStaffCasesEndpoint, { query }, signal),
    placeholderData: keepPreviousData,
  });
}
