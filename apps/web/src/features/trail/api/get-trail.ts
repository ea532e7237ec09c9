import { getTrailEndpoint } from '@portal/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

/** GET /api/v1/user/trail?offset&limit: one page of the customer's own trail, newest first. The previous page stays while the next loads. */
export function useTrail(offset: number, limit: number) {
  return useQuery({
    queryKey: ['trail', offset, limit],
    queryFn: ({ signal }) => apiCall(getTrailEndpoint, { query: { offset, limit } }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 15 * 1000,
  });
}
