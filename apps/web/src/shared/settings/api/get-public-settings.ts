import { getPublicSettingsRoute } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCallRoute } from '../../api/api-client.ts';
import { settingsFromResponse } from '../model/settings-response.ts';

/**
 * GET /api/v2/ov_customize/ov_settings: settings anyone may read, fetched once at start. Every
 * page waits for it, the login page too: a first-page call, made from the endpoint's zod-free
 * route and checked by hand (docs/decisions.md, "First-page calls").
 */
export const publicSettingsQuery = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: ({ signal }) => apiCallRoute(getPublicSettingsRoute, settingsFromResponse, {}, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const usePublicSettings = () => useQuery(publicSettingsQuery);
