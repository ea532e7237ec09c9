import { getStreetTypesEndpoint } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client.ts';
import { GEO_STALE_TIME_MS } from './geo-cache.ts';

/** GET /api/v1/geo/tipovias/: street types (calle, avenida…) for the address form. */
export const streetTypesQuery = queryOptions({
  queryKey: ['geo', 'street-types'],
  queryFn: async ({ signal }) => (await apiCall(getStreetTypesEndpoint, {}, { signal })).items,
  staleTime: GEO_STALE_TIME_MS,
});

export const useStreetTypes = (enabled = true) => useQuery({ ...streetTypesQuery, enabled });
