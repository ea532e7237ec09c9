import { moveBatteryEndpoint, type TBatteryMoveBody } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { afterBatteryChange } from './battery-queries.ts';

/**
 * PUT /api/v1/contract/:contractName/bateria_virtual_move_virtual_battery/:bateriaOrigenId with
 * pes_percentatge and bateria_desti (customer-area §7): the contract's link leaves its battery
 * for another of the customer's; both batteries' percentages are shared again.
 */
export const moveBattery = (contractName: string, bateriaOrigenId: number, body: TBatteryMoveBody) =>
  apiCall(moveBatteryEndpoint, { params: { contractName, bateriaOrigenId }, body });

export const useMoveBattery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractName, bateriaOrigenId, body }: { contractName: string; bateriaOrigenId: number; body: TBatteryMoveBody }) =>
      moveBattery(contractName, bateriaOrigenId, body),
    onSuccess: (answer, { contractName }) => afterBatteryChange(queryClient, contractName, answer),
  });
};
