import { getProfileEndpoint, getProfileV1Endpoint, type TProfile } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client.ts';
import { isApiError } from '../../api/api-error.ts';
import { isTokenExpired } from '../../api/error-body.ts';

/**
 * GET /api/v2/users/, falling back to /api/v1/users/ (customer-area §7: "v1 or v2"). The two
 * answer different shapes (v1 wraps the profile in result), so they are two contracts, and the
 * fall back the call helper makes between versions of one contract is made here: not after an
 * aborted call, nor after an expired session (every version would refuse the same token).
 */
async function getProfile(signal: AbortSignal): Promise<TProfile> {
  try {
    return await apiCall(getProfileEndpoint, {}, { signal });
  } catch (error) {
    if (signal.aborted || !isApiError(error) || isTokenExpired(error.status, error.body)) throw error;
    return (await apiCall(getProfileV1Endpoint, {}, { signal })).result;
  }
}

/** The signed-in user's profile. */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => getProfile(signal),
  staleTime: 5 * 60 * 1000,
});

export const useProfile = (enabled = true) => useQuery({ ...profileQuery, enabled });
