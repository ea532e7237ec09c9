import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client.ts';
import { settingsFromResponse } from '../model/settings-response.ts';

/** GET /api/v2/ov_customize/ov_private_settings: the signed-in user's settings, after login. */
export const privateSettingsQuery = queryOptions({
  queryKey: ['settings', 'private'],
  queryFn: async ({ signal }) => settingsFromResponse(await apiCall({ versions: [2], path: '/ov_customize/ov_private_settings', signal })),
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePrivateSettings = (enabled: boolean) => useQuery({ ...privateSettingsQuery, enabled });
