import { listStaffContractingLeadsEndpoint, type TStaffContractingLeadListQueryInput } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/contracting-leads: the wizards' leads, the most recently changed first. */
export function useStaffContractingLeads(query: TStaffContractingLeadListQueryInput) {
  return useQuery({
    queryKey: staffKeys.contractingLeads(query),
    queryFn: ({ signal }) => staffCall(listStaffContractingLeadsEndpoint, { query }, signal),
    placeholderData: keepPreviousData,
  });
}
