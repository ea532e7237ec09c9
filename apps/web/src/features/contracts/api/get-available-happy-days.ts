import { getAvailableHappyDaysEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** GET /api/v1/contract/:contractName/available-happy-days/: the happy day choices the product offers, empty when none (customer-area §7). */
export const availableHappyDaysQuery = (name: string, language: string) =>
  queryOptions({
    queryKey: contractKeys.availableTariffOptions(name, 'happy-day', language),
    queryFn: ({ signal }) => apiCall(getAvailableHappyDaysEndpoint, { params: { contractName: name } }, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useAvailableHappyDays = (name: string, language: string, enabled = true) =>
  useQuery({ ...availableHappyDaysQuery(name, language), enabled });
