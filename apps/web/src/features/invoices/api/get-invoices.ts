import { getInvoicesEndpoint, getMultipointInvoicesEndpoint, serialiseInvoiceFilter } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { invoiceKeys, type TInvoiceListRequest } from './invoice-keys.ts';

/**
 * GET /api/v1/invoices/?offset&limit&filter&type or /api/v1/invoices_multipoint/?offset&limit&filter:
 * one page of a list, newest first; filtering and paging are the server's (customer-area §7).
 */
export const invoiceListQuery = (request: TInvoiceListRequest) =>
  queryOptions({
    queryKey: invoiceKeys.list(request),
    queryFn: async ({ signal }) => {
      const page = { offset: request.offset, limit: request.limit, filter: serialiseInvoiceFilter(request.filter) };
      // The multipoint list has no type.
      if (request.kind === 'multipoint') return apiCall(getMultipointInvoicesEndpoint, { query: page }, { signal });
      return apiCall(getInvoicesEndpoint, { query: { ...page, type: request.kind } }, { signal });
    },
    staleTime: 30 * 1000,
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useInvoiceList = (request: TInvoiceListRequest, enabled = true) =>
  useQuery({ ...invoiceListQuery(request), placeholderData: keepPreviousData, enabled });
