import { TARIFF_OPTION_ENDPOINTS, type TEndpointInput, type TTariffOptionKind } from '@portal/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';
import { TARIFF_OPTION_PATHS } from '../model/tariff-option-text.ts';

/** A choice of any option: its shape is the option's (months, hours or a day). */
export type TTariffOptionChoice = Record<string, unknown>;

/** The answer of GET and PUT contract/{name}/<option>/: the choice, the day it applies from, the product's discount. */
export interface TTariffOptionState {
  choice: TTariffOptionChoice | null;
  validFrom: string | null;
  fraction: number;
}

const contract = (name: string) => ({ params: { contractName: name } });
const calls = (kind: TTariffOptionKind) => TARIFF_OPTION_ENDPOINTS[kind];

/** GET contract/{name}/available-<option>s/: the choices the product offers, empty when none (customer-area §7). */
export const useAvailableTariffOptions = (kind: TTariffOptionKind, name: string, language: string, enabled = true) =>
  useQuery({
    // A happy day's names depend on the language.
    queryKey: contractKeys.availableTariffOptions(name, TARIFF_OPTION_PATHS[kind], language),
    queryFn: ({ signal }): Promise<readonly TTariffOptionChoice[]> => apiCall(calls(kind).available, contract(name), { signal }),
    staleTime: 5 * 60 * 1000,
    enabled,
  });

/** GET contract/{name}/<option>/: the choice and the day it applies from (customer-area §7). */
export const useTariffOption = (kind: TTariffOptionKind, name: string, enabled = true) =>
  useQuery({
    queryKey: contractKeys.tariffOption(name, TARIFF_OPTION_PATHS[kind]),
    queryFn: ({ signal }): Promise<TTariffOptionState> => apiCall(calls(kind).get, contract(name), { signal }),
    staleTime: 30 * 1000,
    enabled,
  });

/** What is sent of a choice: the API names the happy day in the request's language, so only its value goes. */
const request = (kind: TTariffOptionKind, choice: TTariffOptionChoice) => (kind === 'happy_day' ? { value: Number(choice.value) } : choice);

/** PUT contract/{name}/<option>/: chooses; the answer, with the day the choice applies from, becomes the option's state. */
export const useSetTariffOption = (kind: TTariffOptionKind, name: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: TTariffOptionChoice): Promise<TTariffOptionState> =>
      apiCall(calls(kind).set, { ...contract(name), body: request(kind, choice) } as TEndpointInput<
        (typeof TARIFF_OPTION_ENDPOINTS)[typeof kind]['set']
      >),
    onSuccess: (answer) => queryClient.setQueryData(contractKeys.tariffOption(name, TARIFF_OPTION_PATHS[kind]), answer),
  });
};
