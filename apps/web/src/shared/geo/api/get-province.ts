import { getProvinceEndpoint, provinceCodeFromIne } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client.ts';
import { GEO_STALE_TIME_MS } from './geo-cache.ts';

/** GET /api/v1/geo/provincies/:ine/: the province of a municipality, keyed by its two-digit code. */
export const provinceQuery = (ine: string) =>
  queryOptions({
    // Every municipality of a province answers the same: cache by province code.
    queryKey: ['geo', 'province', provinceCodeFromIne(ine)],
    queryFn: async ({ signal }) => (await apiCall(getProvinceEndpoint, { params: { ine } }, { signal })).province,
    staleTime: GEO_STALE_TIME_MS,
  });

export const useProvince = (ine: string | undefined) => useQuery({ ...provinceQuery(ine ?? ''), enabled: Boolean(ine) });
