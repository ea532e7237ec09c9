import { getGasPriceListEndpoint, type TLanguage } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { CONTRACTING_REFERENCE_STALE_MS, contractingKeys } from './contracting-keys.ts';

export interface TGasPriceListQuery {
  /** The gas access tariff's id. */
  atr: number;
  cups: string;
  promocode?: string;
  lang: TLanguage;
}

/** GET /api/v2/gas/pricelist (visitor-and-shell §7): the gas products for the gas contract step, kept 30 minutes (§9). */
export function useGasPriceList(query: TGasPriceListQuery | undefined) {
  return useQuery({
    queryKey: contractingKeys.gasPriceList({ ...query }),
    queryFn: ({ signal }) => {
      const { atr, cups, promocode, lang } = query as TGasPriceListQuery;
      return apiCall(getGasPriceListEndpoint, { query: { atr, cups, lang, ...(promocode ? { promocode } : {}) } }, { signal });
    },
    enabled: query !== undefined,
    staleTime: CONTRACTING_REFERENCE_STALE_MS,
  });
}
