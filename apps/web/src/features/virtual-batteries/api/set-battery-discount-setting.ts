import { setBatteryDiscountSettingEndpoint, type TBatteryDiscountSetting } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { afterBatteryChange } from './battery-queries.ts';

/**
 * PUT /api/v1/contract/:contractName/bateria/:bateriaId with valor_descomptes (customer-area §7):
 * whether the contract's invoices draw the battery's discounts. Answers the contract's links.
 */
export const setBatteryDiscountSetting = (contractName: string, bateriaId: number, setting: TBatteryDiscountSetting) =>
  apiCall(setBatteryDiscountSettingEndpoint, { params: { contractName, bateriaId }, body: { valor_descomptes: setting } });

export const useSetBatteryDiscountSetting = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractName, bateriaId, setting }: { contractName: string; bateriaId: number; setting: TBatteryDiscountSetting }) =>
      setBatteryDiscountSetting(contractName, bateriaId, setting),
    onSuccess: (answer, { contractName }) => afterBatteryChange(queryClient, contractName, answer),
  });
};
