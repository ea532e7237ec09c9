import { getPublicSettingsRoute } from '@portal/domain';
import { apiCallRoute } from '../../api/api-client.ts';
import { useFirstPageQuery } from '../../api/first-page-query.ts';
import { settingsFromResponse } from '../model/settings-response.ts';

/**
 * GET /api/v2/ov_customize/ov_settings: settings anyone may read, fetched once at start. Every
 * page waits for it, the login page too: a first-page call, made from the endpoint's zod-free
 * route and checked by hand (docs/decisions.md, "First-page calls"), kept without TanStack Query.
 */
export const usePublicSettings = () =>
  useFirstPageQuery('settings/public', () => apiCallRoute(getPublicSettingsRoute, settingsFromResponse, {}), {
    staleTime: Number.POSITIVE_INFINITY,
  });
