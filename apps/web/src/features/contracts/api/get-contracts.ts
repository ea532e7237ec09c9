import { getContractsEndpoint, type TContractKind } from '@portal/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { contractKeys } from '../../../shared/contract/contract-keys.ts';

export interface TContractListRequest {
  type: TContractKind;
  offset: number;
  limit: number;
  /** Server-side search over name, address, CUPS, tariff and price list; '' for none. */
  filter: string;
}

/** GET /api/v2/contracts?initial&offset&limit&filter&type: one page of a contract list, active first (the server orders), customer-area §7. */
export const contractListQuery = (request: TContractListRequest) =>
  queryOptions({
    queryKey: contractKeys.list(request),
    queryFn: ({ signal }) =>
      apiCall(
        getContractsEndpoint,
        {
          query: {
            // The first page of an unfiltered list is the list's initial load (query-string text, as the schema reads it).
            initial: request.offset === 0 && !request.filter ? 'true' : undefined,
            offset: request.offset,
            limit: request.limit,
            filter: request.filter || undefined,
            type: request.type,
          },
        },
        { signal },
      ),
    staleTime: 30 * 1000,
  });

/** The previous page stays on screen while the next one loads, so the table does not jump. */
export const useContractList = (request: TContractListRequest, enabled = true) =>
  useQuery({ ...contractListQuery(request), placeholderData: keepPreviousData, enabled });
