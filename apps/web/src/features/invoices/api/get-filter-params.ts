import { getFilterParamsEndpoint, type TInvoiceKind } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** GET /api/v1/filter/params?fields=cups,addresses,contracts,vats&type: the autocomplete options of the filters. */
export const filterParamsQuery = (kind: TInvoiceKind) =>
  queryOptions({
    queryKey: invoiceKeys.filterParams(kind),
    queryFn: ({ signal }) =>
      apiCall(getFilterParamsEndpoint, { query: { fields: 'cups,addresses,contracts,vats', type: kind } }, { signal }),
    staleTime: 5 * 60 * 1000,
  });

/** Loaded once the customer picks a category that offers choices. */
export const useFilterParams = (kind: TInvoiceKind, enabled: boolean) => useQuery({ ...filterParamsQuery(kind), enabled });
