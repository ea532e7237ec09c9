import { getOverviewEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';

export const overviewKeys = { all: ['overview'] as const };

/** GET /api/v1/overview: the signed-in overview in one request (docs/overview.md). */
export const overviewQuery = () =>
  queryOptions({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => apiCall(getOverviewEndpoint, {}, { signal }),
    staleTime: 30 * 1000,
  });

export const useOverview = () => useQuery(overviewQuery());
