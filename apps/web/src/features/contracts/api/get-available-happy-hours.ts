import { getAvailableHappyHoursEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** GET /api/v1/contract/:contractName/available-happy-hours/: the happy hours choices the product offers, empty when none (customer-area §7). */
export const availableHappyHoursQuery = (name: string, language: string) =>
  queryOptions({
    queryKey: contractKeys.availableTariffOptions(name, 'happy-hours', language),
    queryFn: ({ signal }) => apiCall(getAvailableHappyHoursEndpoint, { params: { contractName: name } }, { signal }),
    staleTime: 5 * 60 * 1000,
  });

export const useAvailableHappyHours = (name: string, language: string, enabled = true) =>
  useQuery({ ...availableHappyHoursQuery(name, language), enabled });
