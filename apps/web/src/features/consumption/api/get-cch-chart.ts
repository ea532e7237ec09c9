import { getCchChartEndpoint, type TCchChartType } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

export interface TCchChartRequest {
  contractName: string;
  type: TCchChartType;
  start: string;
  end: string;
  /** Ask for the same range a year earlier beside it. */
  compare: boolean;
}

/**
 * GET /api/v2/contracts/:contractName/cch/chart/:type/?start=&end=[&compare=previous_year]
 * (customer-area §7): the compact chart answer (curve, magnitudes in Wh, estimated cost in cents).
 */
export const cchChartQuery = (request: TCchChartRequest) =>
  queryOptions({
    queryKey: contractKeys.cchChart(request),
    queryFn: ({ signal }) =>
      apiCall(
        getCchChartEndpoint,
        {
          params: { contractName: request.contractName, type: request.type },
          query: { start: request.start, end: request.end, ...(request.compare ? { compare: 'previous_year' as const } : {}) },
        },
        { signal },
      ),
    // Readings arrive once a day: a chart seen a minute ago is still right.
    staleTime: 5 * 60 * 1000,
  });

/** The chart of a valid range; `enabled` false (an invalid range) sends nothing. The previous chart stays while the next loads. */
export const useCchChart = (request: TCchChartRequest, enabled: boolean) =>
  useQuery({ ...cchChartQuery(request), enabled, placeholderData: keepPreviousData });
