import { getBatteryTypesEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/**
 * GET /api/v1/contract/bateria/types: the two discount settings in order (first not applying,
 * second applying, customer-area §4), each explained in the request's language.
 */
export const batteryTypesQuery = (language: string) =>
  queryOptions({
    queryKey: contractKeys.batteryTypes(language),
    queryFn: ({ signal }) => apiCall(getBatteryTypesEndpoint, {}, { signal }),
    staleTime: 30 * 60 * 1000,
  });

export const useBatteryTypes = (language: string, enabled = true) => useQuery({ ...batteryTypesQuery(language), enabled });
