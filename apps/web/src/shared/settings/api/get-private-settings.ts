import { getPrivateSettingsRoute } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCallRoute } from '../../api/api-client.ts';
import { settingsFromResponse } from '../model/settings-response.ts';

/**
 * GET /api/v2/ov_customize/ov_private_settings: the signed-in user's settings, after login. Its
 * query sits in the settings provider beside the public one, on every page: made from the
 * endpoint's zod-free route, with the same check (docs/decisions.md, "First-page calls").
 */
export const privateSettingsQuery = queryOptions({
  queryKey: ['settings', 'private'],
  queryFn: ({ signal }) => apiCallRoute(getPrivateSettingsRoute, settingsFromResponse, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePrivateSettings = (enabled: boolean) => useQuery({ ...privateSettingsQuery, enabled });
