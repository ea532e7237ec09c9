import { getHappyDayEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** GET /api/v1/contract/:contractName/happy-day/: the happy day chosen and the day it applies from (customer-area §7). */
export const happyDayQuery = (name: string) =>
  queryOptions({
    queryKey: contractKeys.tariffOption(name, 'happy-day'),
    queryFn: ({ signal }) => apiCall(getHappyDayEndpoint, { params: { contractName: name } }, { signal }),
    staleTime: 30 * 1000,
  });

export const useHappyDay = (name: string, enabled = true) => useQuery({ ...happyDayQuery(name), enabled });
