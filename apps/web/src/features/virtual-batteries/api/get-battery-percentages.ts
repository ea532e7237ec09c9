import { getBatteryPercentagesEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** GET /api/v1/contract/bateria_virtual_percentages/:bateriaId: every link of one battery with its percentage (customer-area §7). */
export const batteryPercentagesQuery = (bateriaId: number) =>
  queryOptions({
    queryKey: contractKeys.batteryPercentages(bateriaId),
    queryFn: ({ signal }) => apiCall(getBatteryPercentagesEndpoint, { params: { bateriaId } }, { signal }),
    staleTime: 30 * 1000,
  });

export const useBatteryPercentages = (bateriaId: number, enabled = true) => useQuery({ ...batteryPercentagesQuery(bateriaId), enabled });
