import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { authActions } from '../../../shared/session/auth-store.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';

/** Starts the single sign-on at the provider. Without allowDefaultLogin the login page is only this. */
export async function beginSso(location: { pathname: string; search: string; hash: string }): Promise<void> {
  try {
    const { startSsoRedirect } = await import('../model/session-start.ts');
    await startSsoRedirect({ location, origin: window.location.origin, leave: (url) => window.location.assign(url) });
  } catch {
    authActions.failed({ statusCode: 401, messageKey: 'login_openid_failed' }, 'page');
  }
}

export function SsoRedirect() {
  const { t } = useTranslation();
  const location = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void beginSso(location);
  }, [location]);
  return <Spinner label={t('login_sso_redirecting')} testId="sso-redirect" />;
}
