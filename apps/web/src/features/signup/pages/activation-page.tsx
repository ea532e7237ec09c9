import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { buildPath } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { ActivationForm } from '../components/activation-form.tsx';
import { activationTokenOf, addressWithoutToken } from '../model/activation-token.ts';

/**
 * /activacio (customer-area §2). With the mailed link's ?key=: the password form; the token is
 * read once and removed from the address (a history replace). Without one: what activation is,
 * and the way to a new link (signing up again sends one while the account waits).
 */
export default function ActivationPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => activationTokenOf(location.search));

  useEffect(() => {
    if (activationTokenOf(location.search) !== undefined) {
      void navigate(addressWithoutToken(location.pathname, location.search, location.hash), { replace: true });
    }
  }, [location, navigate]);

  return (
    <Page title={t('activation_title')} siteName={settings.organization.name} maxWidth="sm" testId="activation-page">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {token ? (
          <>
            <Typography component="p" variant="body2" sx={{ mb: 2 }}>
              {t('activation_intro')}
            </Typography>
            <ActivationForm token={token} />
          </>
        ) : (
          <>
            <Typography component="p" variant="body2" sx={{ mb: 2 }} data-testid="activation-no-token">
              {t('activation_no_token')}
            </Typography>
            <TextLink to={buildPath('register', language)} variant="body2" testId="activation-sign-up">
              {t('activation_sign_up_again')}
            </TextLink>
          </>
        )}
      </Paper>
    </Page>
  );
}
