import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { contractKeys } from './contract-keys.ts';

/** After a change every contract view reloads: the detail, the list and what waits for a signature. */
export const refreshContracts = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: contractKeys.all });

export function useRefreshContracts() {
  const queryClient = useQueryClient();
  return () => refreshContracts(queryClient);
}
