import { listStaffSigningsEndpoint } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffCall } from './staff-call.ts';
import { staffKeys } from './staff-keys.ts';

/** GET /api/v1/staff/signatures: the signed requests waiting for staff, oldest signature first. */
export function useStaffSignings(query: { offset: number; limit: number }) {
  return useQuery({
    queryKey: staffKeys.signings(query),
    queryFn: ({ signal }) => staffCall(listStaffSigningsEndpoint, { query: { state: 'signed', ...query } }, signal),
    placeholderData: keepPreviousData,
  });
}
