import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../api/api-client.ts';
import { settingsFromResponse } from '../model/settings-response.ts';

/** GET /api/v2/ov_customize/ov_settings: settings anyone may read, fetched once at start. */
export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: async ({ signal }) => settingsFromResponse(await apiCall({ versions: [2], path: '/ov_customize/ov_settings', signal })),
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePublicSettings = () => useQuery(publicSettingsQuery);
