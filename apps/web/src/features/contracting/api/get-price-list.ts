import { getPriceListEndpoint, type TLanguage } from '@portal/domain';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../shared/api/api-client.ts';
import { CONTRACTING_REFERENCE_STALE_MS, contractingKeys } from './contracting-keys.ts';

/** What the contract step's products depend on (visitor-and-shell §7): undefined while one of them is missing. */
export interface TPriceListQuery {
  /** P1 in kW. */
  power: number;
  /** The access tariff's id. */
  atr: number;
  cups: string;
  selfcons: boolean;
  /** The promotional code applied, if any. */
  promocode?: string;
  lang: TLanguage;
}

/** GET /api/v1/pricelist (visitor-and-shell §7): the electricity products for the contract step's choice, kept 30 minutes (§9). */
export function usePriceList(query: TPriceListQuery | undefined) {
  return useQuery({
    queryKey: contractingKeys.priceList({ ...query }),
    queryFn: ({ signal }) => {
      const { power, atr, cups, selfcons, promocode, lang } = query as TPriceListQuery;
      return apiCall(
        getPriceListEndpoint,
        { query: { power, atr, cups, selfcons: selfcons ? '1' : '0', lang, ...(promocode ? { promocode } : {}) } },
        { signal },
      );
    },
    enabled: query !== undefined,
    staleTime: CONTRACTING_REFERENCE_STALE_MS,
  });
}
