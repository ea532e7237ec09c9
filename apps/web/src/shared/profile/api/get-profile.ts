import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client.ts';
import { profileFromResponse } from '../model/profile-from-response.ts';

/** GET /api/v2/users/, falling back to v1: the signed-in user's profile. */
export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async ({ signal }) => {
    const response = await apiRequest<unknown>({ versions: [2, 1], path: '/users/', signal });
    return profileFromResponse(response.data, response.version);
  },
  staleTime: 5 * 60 * 1000,
});

export const useProfile = (enabled = true) => useQuery({ ...profileQuery, enabled });
