import { listStaffLeadsEndpoint, type TStaffLeadListQueryInput } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/leads: the comparators' and the calculator's leads, newest first, by kind and days. */
export function useStaffLeads(query: TStaffLeadListQueryInput) {
  return useQuery({
    queryKey: staffKeys.leads(query),
    queryFn: ({ signal }) => staffCall(listStaffLeadsEndpoint, { query }, signal),
    placeholderData: keepPreviousData,
  });
}
