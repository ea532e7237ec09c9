import { getDoubleTariffEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** GET /api/v1/contract/:contractName/double-tariff/: the double tariff chosen and the day it applies from (customer-area §7). */
export const doubleTariffQuery = (name: string) =>
  queryOptions({
    queryKey: contractKeys.tariffOption(name, 'double-tariff'),
    queryFn: ({ signal }) => apiCall(getDoubleTariffEndpoint, { params: { contractName: name } }, { signal }),
    staleTime: 30 * 1000,
  });

export const useDoubleTariff = (name: string, enabled = true) => useQuery({ ...doubleTariffQuery(name), enabled });
