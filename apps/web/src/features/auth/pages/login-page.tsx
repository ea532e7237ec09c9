import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { isShellGateOpen } from '@portal/domain';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner, HtmlBlocksGroup } from '../../../shared/server-content/index.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { useStore } from '../../../shared/store/create-store.ts';
import { helpDialogStore, toggleHelpDialog } from '../../../shared/ui/help-dialog-store.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { AdBlockWarning } from '../components/adblock-warning.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { LoginLinks } from '../components/login-links.tsx';

// Single sign-on loads only where the deployment enables it: the others' login page does not
// carry it (its JavaScript budget, docs/decisions.md "First-page calls").
const SsoEntry = lazy(() => import('../components/sso-entry.tsx'));

/**
 * Login (customer-area §2): the form, help, sign-up / activation / reset links, the Login
 * group's HTML blocks, the session-expired notice and the ad-blocker warning. With single
 * sign-on and no default login the page only hands over to the provider.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const notice = useAuth((s) => (s.statusType === 'notice' ? s.messageKey : null));
  const helpOpen = useStore(helpDialogStore, (s) => s.open);
  const { oidc, allowDefaultLogin } = settings.features;
  useDocumentTitle(t('login_title'), settings.organization.name);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {t('login_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('login_intro', { organization: settings.organization.name })}
        </Typography>
        {notice ? (
          <Alert severity="info" data-testid="session-expired-notice" sx={{ mb: 2 }}>
            {t(notice)}
          </Alert>
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
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            flexWrap: 'wrap',
            mt: 3,
            pt: 3,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" color="text.secondary">
            {t('login_help_text')}
          </Typography>
          {isShellGateOpen('helpDialog', settings) ? (
            <Button
              variant="outlined"
              onClick={toggleHelpDialog}
              data-testid="login-help-button"
              aria-expanded={helpOpen}
              aria-controls={helpOpen ? 'help-dialog' : undefined}
            >
              {t('help_button')}
            </Button>
          ) : null}
        </Box>
      </Paper>
      <HtmlBlocksGroup group="Login" />
      <Banner code="login" />
    </Container>
  );
}
