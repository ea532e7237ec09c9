import { getZipcodeLocalitiesEndpoint, isValidPostalCode } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client.ts';
import { GEO_STALE_TIME_MS } from './geo-cache.ts';

/** GET /api/v1/geo/zipcode/:zipcode/: the localities of a postal code (an unknown code has none). */
export const zipcodeLocalitiesQuery = (zipcode: string) =>
  queryOptions({
    queryKey: ['geo', 'zipcode', zipcode],
    queryFn: async ({ signal }) => (await apiCall(getZipcodeLocalitiesEndpoint, { params: { zipcode } }, { signal })).items,
    staleTime: GEO_STALE_TIME_MS,
  });

/** Looks up only a well-formed postal code: anything else cannot have localities. */
export const useZipcodeLocalities = (zipcode: string) =>
  useQuery({ ...zipcodeLocalitiesQuery(zipcode), enabled: isValidPostalCode(zipcode) });
