import { ZBankAccountListResponseSchema } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from './contract-keys.ts';

/** GET /api/v1/ibans/ → { items }: the customer's bank accounts (id, printable_iban). */
export const bankAccountsQuery = queryOptions({
  queryKey: contractKeys.bankAccounts(),
  queryFn: async ({ signal }) =>
    ZBankAccountListResponseSchema.parse((await apiCall<{ items?: unknown }>({ path: '/ibans/', signal }))?.items),
  staleTime: 60 * 1000,
});

export const useBankAccounts = (enabled: boolean) => useQuery({ ...bankAccountsQuery, enabled });
