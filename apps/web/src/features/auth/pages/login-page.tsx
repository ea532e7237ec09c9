import { isShellGateOpen } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, HtmlBlocksGroup } from '../../../shared/server-content/index.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { helpDialogStore, toggleHelpDialog } from '../../../shared/ui/help-dialog-store.ts';
import { UiAlert } from '../../../shared/ui/light/ui-alert.tsx';
import { UiButton } from '../../../shared/ui/light/ui-button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { themed } from '../../../shared/ui/theme/themed.ts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { AdBlockWarning } from '../components/adblock-warning.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { LoginLinks } from '../components/login-links.tsx';
import './login-page.css';

// Single sign-on loads only where the deployment enables it: the others' login page does not
// carry it (its JavaScript budget, docs/decisions.md "First-page calls"); it draws with MUI.
const SsoEntry = lazy(themed(() => import('../components/sso-entry.tsx')));

/**
 * Login (customer-area §2): the form, help, sign-up / activation / reset links, the Login
 * group's HTML blocks, the session-expired notice and the ad-blocker warning. With single
 * sign-on and no default login the page only hands over to the provider. Drawn without MUI
 * (login-page.css, shared/ui/light/), like the shell around it: the first page of most visits,
 * whose JavaScript has a budget (docs/web.md, "The login page budget").
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const notice = useAuth((s) => (s.statusType === 'notice' ? s.messageKey : null));
  const helpOpen = useStore(helpDialogStore, (s) => s.open);
  const { oidc, allowDefaultLogin } = settings.features;
  useDocumentTitle(t('login_title'), settings.organization.name);

  return (
    <div className="ui-container-sm login-page">
      <div className="ui-paper ui-paper-outlined login-card">
        <h1 className="ui-h4 ui-gutter">{t('login_title')}</h1>
        <p className="ui-body1 ui-secondary login-intro">{t('login_intro', { organization: settings.organization.name })}</p>
        {notice ? (
          <UiAlert severity="info" testId="session-expired-notice" className="login-notice">
            {t(notice)}
          </UiAlert>
        ) : null}
        <AdBlockWarning />
        {oidc && !allowDefaultLogin ? (
          <Suspense fallback={<Spinner label={t('login_sso_redirecting')} />}>
            <SsoEntry redirect />
          </Suspense>
        ) : (
          <>
            <LoginForm />
            {oidc ? (
              <Suspense fallback={null}>
                <SsoEntry redirect={false} />
              </Suspense>
            ) : null}
          </>
        )}
        <LoginLinks />
        <div className="login-help">
          <p className="ui-body2 ui-secondary">{t('login_help_text')}</p>
          {isShellGateOpen('helpDialog', settings) ? (
            <UiButton
              variant="outlined"
              onClick={toggleHelpDialog}
              testId="login-help-button"
              aria-expanded={helpOpen}
              aria-controls={helpOpen ? 'help-dialog' : undefined}
            >
              {t('help_button')}
            </UiButton>
          ) : null}
        </div>
      </div>
      <HtmlBlocksGroup group="Login" />
      <Banner code="login" />
    </div>
  );
}
