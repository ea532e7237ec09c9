import type { TBatteryChangeResponse } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/**
 * After a battery change (discount setting, percentage, move): the contract takes the links the
 * answer gives at once, then the contract, the customer's batteries and every battery's
 * percentages reload (a change moves the other links' percentages too).
 */
export function afterBatteryChange(queryClient: QueryClient, contractName: string, answer: TBatteryChangeResponse) {
  queryClient.setQueryData(contractKeys.detail(contractName), (contract) =>
    contract ? { ...contract, bateria_virtual: answer.bateria_virtual } : contract,
  );
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: contractKeys.detail(contractName) }),
    queryClient.invalidateQueries({ queryKey: contractKeys.customerBatteries() }),
    queryClient.invalidateQueries({ queryKey: contractKeys.allBatteryPercentages() }),
  ]);
}
