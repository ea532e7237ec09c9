import { useEffect, useState } from 'react';
import { SessionBootstrap } from '../../features/auth/index.ts';
import { COOKIES, getCookie } from '../../shared/cookies/browser-cookies.ts';
import { changeLanguage } from '../../shared/i18n/i18n.ts';
import { initialLanguage } from '../../shared/i18n/languages.ts';
import { useAuth } from '../../shared/session/auth-store.ts';
import { SettingsProvider, useSettingsState } from '../../shared/settings/index.ts';
import { AppRoutes, isMaintenanceOn } from '../router/app-routes.tsx';
import { AppLoading } from '../shell/loading/app-loading.tsx';

/**
 * Start order: public settings (or the built-in ones when they fail), then the language
 * (lang cookie, else the settings' default, else ca-ES) and its catalogue, then the session
 * start and the routes.
 */
function BootSequence() {
  const { settings, ready } = useSettingsState();
  const [languageReady, setLanguageReady] = useState(false);

  useEffect(() => {
    if (!ready || languageReady) return;
    let live = true;
    changeLanguage(initialLanguage(getCookie(COOKIES.lang), settings), { persist: false })
      .catch(() => undefined)
      .finally(() => {
        if (live) setLanguageReady(true);
      });
    return () => {
      live = false;
    };
  }, [ready, languageReady, settings]);

  if (!languageReady) return <AppLoading />;
  const maintenance = isMaintenanceOn(settings.maintenance.activated, getCookie(COOKIES.maintenanceBypass));
  return (
    <>
      {maintenance ? null : <SessionBootstrap />}
      <AppRoutes />
    </>
  );
}

export function AppBoot() {
  const isAuthenticated = useAuth((s) => s.isAuthenticated);
  return (
    <SettingsProvider isAuthenticated={isAuthenticated}>
      <BootSequence />
    </SettingsProvider>
  );
}
