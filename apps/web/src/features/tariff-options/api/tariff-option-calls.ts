import { getAvailableDoubleTariffsEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from './contract-keys.ts';

/** GET /api/v1/contract/:contractName/available-double-tariffs/: the double tariff choices the product offers, empty when none (customer-area §7). */
export const availableDoubleTariffsQuery = (name: string, language: string) =>
  queryOptions({
    queryKey: contractKeys.availableTariffOptions(name, 'double-tariff', language),
    queryFn: ({ signal }) => apiCall(getAvailableDoubleTariffsEndpoint, { params: { contractName: name } }, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useAvailableDoubleTariffs = (name: string, language: string, enabled = true) =>
  useQuery({ ...availableDoubleTariffsQuery(name, language), enabled });
