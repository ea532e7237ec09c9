import { setHappyHoursEndpoint, type THappyHours } from '@portal/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** PUT /api/v1/contract/:contractName/happy-hours/: chooses the happy hours; the answer gives the day it applies from (customer-area §7). */
export const setHappyHours = (name: string, body: THappyHours) => apiCall(setHappyHoursEndpoint, { params: { contractName: name }, body });

export const useSetHappyHours = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, request }: { name: string; request: THappyHours }) => setHappyHours(name, request),
    onSuccess: (answer, { name }) => queryClient.setQueryData(contractKeys.tariffOption(name, 'happy-hours'), answer),
  });
};
