import { getHappyHoursEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** GET /api/v1/contract/:contractName/happy-hours/: the happy hours chosen and the day it applies from (customer-area §7). */
export const happyHoursQuery = (name: string) =>
  queryOptions({
    queryKey: contractKeys.tariffOption(name, 'happy-hours'),
    queryFn: ({ signal }) => apiCall(getHappyHoursEndpoint, { params: { contractName: name } }, { signal }),
    staleTime: 30 * 1000,
  });

export const useHappyHours = (name: string, enabled = true) => useQuery({ ...happyHoursQuery(name), enabled });
