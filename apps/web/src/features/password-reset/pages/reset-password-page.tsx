import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { ResetRequestForm } from '../components/reset-request-form.tsx';
import { SetPasswordForm } from '../components/set-password-form.tsx';
import { resetTokenOf, searchWithoutToken } from '../model/reset-link.ts';

type TPhase = 'request' | 'set' | 'done' | 'linkInvalid';

/**
 * /recordar-clau (customer-area §1, §2; visitor-and-shell §5.10; docs/password-reset.md).
 * Without a token: the request form (nif and email). With the mailed link's `?token=`: the new
 * password form; the secret is read once, kept in memory and taken out of the address at once
 * (a replace, so neither the history nor a later referrer holds it).
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => resetTokenOf(location.search));
  const [phase, setPhase] = useState<TPhase>(token ? 'set' : 'request');

  useEffect(() => {
    if (resetTokenOf(location.search) === undefined) return;
    navigate({ pathname: location.pathname, search: searchWithoutToken(location.search), hash: location.hash }, { replace: true });
  }, [location, navigate]);

  const title = phase === 'request' ? t('password_reset_title') : t('password_reset_set_title');
  const loginLink = (
    <TextLink to={buildPath('login', language)} testId="password-reset-login-link">
      {phase === 'done' ? t('password_reset_sign_in') : t('password_reset_back_to_login')}
    </TextLink>
  );
  return (
    <Page title={title} siteName={settings.organization.name} testId="password-reset-page" maxWidth="sm">
      {/* While the secret is on the page, no request it makes names the address it came with. */}
      {token ? <meta name="referrer" content="no-referrer" /> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {phase === 'request' ? (
          <>
            <Typography component="p" variant="body2" sx={{ mb: 1 }}>
              {t('password_reset_intro')}
            </Typography>
            <ResetRequestForm />
          </>
        ) : null}
        {phase === 'set' && token ? (
          <>
            <Typography component="p" variant="body2" sx={{ mb: 1 }}>
              {t('password_reset_set_intro')}
            </Typography>
            <SetPasswordForm token={token} onDone={() => setPhase('done')} onLinkInvalid={() => setPhase('linkInvalid')} />
          </>
        ) : null}
        {phase === 'done' ? (
          <Alert severity="success" role="status" data-testid="password-reset-done">
            {t('password_reset_done')}
          </Alert>
        ) : null}
        {phase === 'linkInvalid' ? (
          <>
            <Alert severity="error" data-testid="password-reset-link-invalid">
              {t('reset_link_invalid')}
            </Alert>
            <Box sx={{ mt: 2 }}>
              <TextLink onClick={() => setPhase('request')} testId="password-reset-request-again">
                {t('password_reset_request_again')}
              </TextLink>
            </Box>
          </>
        ) : null}
        <Box sx={{ mt: 3 }}>{loginLink}</Box>
      </Paper>
    </Page>
  );
}
