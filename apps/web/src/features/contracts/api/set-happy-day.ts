import { setHappyDayEndpoint, type THappyDayRequest } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** PUT /api/v1/contract/:contractName/happy-day/: chooses the happy day; the answer gives the day it applies from (customer-area §7). */
export const setHappyDay = (name: string, body: THappyDayRequest) => apiCall(setHappyDayEndpoint, { params: { contractName: name }, body });

export const useSetHappyDay = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, request }: { name: string; request: THappyDayRequest }) => setHappyDay(name, request),
    onSuccess: (answer, { name }) => queryClient.setQueryData(contractKeys.tariffOption(name, 'happy-day'), answer),
  });
};
