import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { homeTarget } from '../../../shared/routing/navigation-targets.ts';
import { Redirect } from '../../../shared/routing/redirect.tsx';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';

/**
 * The single sign-on callback lands here (redirect_uri = origin + /connect): a loading screen
 * while the session start completes the sign-on and moves on. Reached when already signed in,
 * it goes to the homepage.
 */
export default function ConnectPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const settled = useAuth((s) => s.isAuthenticated && !s.isAuthenticating);
  if (settled) return <Redirect to={homeTarget(language, settings)} />;
  return <Spinner label={t('connect_loading')} testId="connect-page" fullHeight />;
}
