import { setDoubleTariffEndpoint, type TDoubleTariff } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** PUT /api/v1/contract/:contractName/double-tariff/: chooses the double tariff; the answer gives the day it applies from (customer-area §7). */
export const setDoubleTariff = (name: string, body: TDoubleTariff) =>
  apiCall(setDoubleTariffEndpoint, { params: { contractName: name }, body });

export const useSetDoubleTariff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, request }: { name: string; request: TDoubleTariff }) => setDoubleTariff(name, request),
    onSuccess: (answer, { name }) => queryClient.setQueryData(contractKeys.tariffOption(name, 'double-tariff'), answer),
  });
};
