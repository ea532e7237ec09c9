import { changeBatteryPercentageEndpoint } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { afterBatteryChange } from './battery-queries.ts';

/**
 * PUT /api/v1/contract/:contractName/change_bateria_pes_percentatge/:bateriaId with pes_percentatge
 * (customer-area §7): the contract's share of a shared battery; the other links share the rest.
 */
export const changeBatteryPercentage = (contractName: string, bateriaId: number, percentage: number) =>
  apiCall(changeBatteryPercentageEndpoint, { params: { contractName, bateriaId }, body: { pes_percentatge: percentage } });

export const useChangeBatteryPercentage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractName, bateriaId, percentage }: { contractName: string; bateriaId: number; percentage: number }) =>
      changeBatteryPercentage(contractName, bateriaId, percentage),
    onSuccess: (answer, { contractName }) => afterBatteryChange(queryClient, contractName, answer),
  });
};
