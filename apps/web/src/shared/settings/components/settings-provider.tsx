import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { type ReactNode, useMemo } from 'react';
import { usePrivateSettings } from '../api/get-private-settings.ts';
import { usePublicSettings } from '../api/get-public-settings.ts';
import { SettingsContext, type TSettingsState } from '../model/settings-context.ts';

/**
 * Public settings at start, private ones once signed in, merged over the built-in defaults
 * (customer-area §3). When a call fails the app runs on the built-in (or public) settings.
 */
export function SettingsProvider({ isAuthenticated, children }: { isAuthenticated: boolean; children: ReactNode }) {
  const publicSettings = usePublicSettings();
  const privateSettings = usePrivateSettings(isAuthenticated);
  const privateData = isAuthenticated ? privateSettings.data : undefined;
  const value = useMemo<TSettingsState>(
    () => ({
      settings: mergeSettings(DEFAULT_SETTINGS, publicSettings.data, privateData),
      ready: !publicSettings.isPending,
      failed: publicSettings.isError || (isAuthenticated && privateSettings.isError),
    }),
    [publicSettings.data, publicSettings.isPending, publicSettings.isError, privateData, privateSettings.isError, isAuthenticated],
  );
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}
