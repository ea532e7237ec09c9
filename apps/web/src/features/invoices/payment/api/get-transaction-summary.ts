import { getTransactionSummaryEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../shared/api/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** GET /api/v1/transaction_summary/:invoiceId: what was paid, when, with which card, by whom. */
export const transactionSummaryQuery = (invoiceId: number) =>
  queryOptions({
    queryKey: paymentKeys.transactionSummary(invoiceId),
    queryFn: ({ signal }) => apiCall(getTransactionSummaryEndpoint, { params: { invoiceId } }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useTransactionSummary = (invoiceId: number) => useQuery(transactionSummaryQuery(invoiceId));
