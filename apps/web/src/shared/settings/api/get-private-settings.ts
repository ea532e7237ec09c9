import { getPrivateSettingsRoute } from '@portal/domain';
import { useEffect } from 'react';
import { apiCallRoute } from '../../api/api-client.ts';
import { dropFirstPageQuery, useFirstPageQuery } from '../../api/first-page-query.ts';
import { settingsFromResponse } from '../model/settings-response.ts';

const KEY = 'settings/private';

/**
 * GET /api/v2/ov_customize/ov_private_settings: the signed-in user's settings, after login. It
 * sits in the settings provider beside the public one, on every page: made from the endpoint's
 * zod-free route, with the same check (docs/decisions.md, "First-page calls"). Forgotten at
 * sign-out, so the next user's are fetched, never shown the last one's.
 */
export const usePrivateSettings = (enabled: boolean) => {
  useEffect(() => {
    if (!enabled) forgetPrivateSettings();
  }, [enabled]);
  return useFirstPageQuery(KEY, () => apiCallRoute(getPrivateSettingsRoute, settingsFromResponse, {}), {
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
};

/** Forgets the signed-in user's settings: at sign-out, and when a link replaces one session with another's. */
export const forgetPrivateSettings = () => dropFirstPageQuery(KEY);
