import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { afterLoginTarget, homeTarget } from '../../../shared/routing/navigation-targets.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { setToken } from '../../../shared/session/token-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { notify } from '../../../shared/ui/notice-store.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { ChangePasswordForm } from '../components/change-password-form.tsx';

/** Change password (customer-area §2, §5). On success the new token replaces the old and the user carries on. */
export default function ChangePasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const navigate = useNavigate();
  const readonly = useAuth((s) => s.readonly);
  const newCustomer = useAuth((s) => s.newCustomer);

  const onChanged = (token: string | undefined) => {
    if (token) setToken(token);
    notify('change_password_success', 'success');
    // The password is no longer due: continue as after a login (new customer, else the homepage).
    navigate(afterLoginTarget({ language, settings, changePassword: false, newCustomer }), { replace: true });
  };

  return (
    <Page title={t('change_password_title')} siteName={settings.organization.name} testId="change-password-page" maxWidth="sm">
      {readonly ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="change-password-readonly">
          {t('read_only_token')}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <ChangePasswordForm onChanged={onChanged} onCancel={() => navigate(homeTarget(language, settings))} readonly={readonly} />
      </Paper>
    </Page>
  );
}
