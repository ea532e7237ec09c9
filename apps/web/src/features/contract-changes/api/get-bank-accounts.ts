import { getBankAccountsEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

/** GET /api/v1/ibans/ → { items }: the customer's bank accounts (id, printable_iban), customer-area §7. */
export const bankAccountsQuery = queryOptions({
  queryKey: contractKeys.bankAccounts(),
  queryFn: async ({ signal }) => (await apiCall(getBankAccountsEndpoint, {}, { signal })).items,
  staleTime: 60 * 1000,
});

export const useBankAccounts = (enabled: boolean) => useQuery({ ...bankAccountsQuery, enabled });
