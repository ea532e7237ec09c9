import { buildPath } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { isRouteOpen } from '../../../shared/routing/route-open.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { TextLink } from '../../../shared/ui/text-link.tsx';

const LINKS = [
  { route: 'register', labelKey: 'login_signup_link', testId: 'login-signup-link' },
  { route: 'activation', labelKey: 'login_activation_link', testId: 'login-activation-link' },
  { route: 'resetPassword', labelKey: 'login_reset_password_link', testId: 'login-reset-password-link' },
] as const;

/**
 * Sign-up, activation and password-reset links (customer-area §2). A link shows only when its
 * page is mounted and the deployment enables it (sign-up and activation: the signup feature).
 */
export function LoginLinks() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const shown = LINKS.filter(({ route }) => isRouteOpen(route, settings));
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('login_links_label')} className="login-links">
      {shown.map(({ route, labelKey, testId }) => (
        <TextLink key={route} to={buildPath(route, language)} testId={testId}>
          {t(labelKey)}
        </TextLink>
      ))}
    </nav>
  );
}
