import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadQueryClient } from '../../../shared/api/query-client.ts';
import { changeLanguage, currentLanguage } from '../../../shared/i18n/i18n.ts';
import { authActions } from '../../../shared/session/auth-store.ts';
import { getToken } from '../../../shared/session/token-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { decideSessionStart } from '../model/session-start-decision.ts';

/**
 * Starts the session once, when the app has its settings (visitor-and-shell §4.1). An
 * anonymous visit is decided here; every other branch loads the login flows on demand, so a
 * visitor's first page does not carry them, nor the question a read-only link of another
 * customer asks over a session.
 */
export function SessionBootstrap() {
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);
  // What the session start shows meanwhile: the question of a link over another session.
  const [shown, show] = useState<ReactNode>(null);

  useEffect(() => {
    // The staff console signs staff in on its own (docs/staff.md): the customers' session starts
    // when the app leaves it, so single sign-on never sends staff to the customers' provider.
    if (started.current || location.pathname.startsWith('/staff')) return;
    started.current = true;
    const branch = decideSessionStart({
      search: location.search,
      hash: location.hash,
      pathname: location.pathname,
      storedToken: getToken(),
      oidc: settings.features.oidc,
      allowDefaultLogin: settings.features.allowDefaultLogin,
    });
    if (branch.kind === 'anonymous') {
      authActions.signedOut();
      return;
    }
    Promise.all([import('../model/session-start.ts'), loadQueryClient()])
      .then(([{ runSessionStartInBrowser }, queryClient]) =>
        runSessionStartInBrowser(branch, {
          settings,
          location,
          navigate,
          changeLanguage: (language) => changeLanguage(language),
          currentLanguage,
          queryClient,
          show,
        }),
      )
      .catch(() => authActions.failed({ statusCode: 0, messageKey: 'login_view_message_error_login' }, 'page'));
  }, [settings, location, navigate]);

  return shown;
}
