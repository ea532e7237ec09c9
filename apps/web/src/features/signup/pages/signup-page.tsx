import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { buildPath } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { HtmlBlocksGroup } from '../../../shared/server-content/index.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { SignupForm } from '../components/signup-form.tsx';

/** /registre (customer-area §2: "Sign-up screen: form plus HTML group Signup"), only while the signup feature is on. */
export default function SignupPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  return (
    <Page title={t('signup_title')} siteName={settings.organization.name} maxWidth="sm" testId="signup-page">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography component="p" variant="body2" sx={{ mb: 2 }}>
          {t('signup_intro')}
        </Typography>
        <SignupForm />
        <Typography component="p" variant="body2" sx={{ mt: 3 }}>
          {t('signup_have_account')}{' '}
          <TextLink to={buildPath('login', language)} variant="body2" testId="signup-login-link">
            {t('signup_sign_in')}
          </TextLink>
        </Typography>
      </Paper>
      <HtmlBlocksGroup group="Signup" />
    </Page>
  );
}
