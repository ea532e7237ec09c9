import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { beginSso } from './sso-redirect.tsx';

/** With single sign-on and allowDefaultLogin, the login page offers both ways in. */
export function SsoButton() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Button variant="outlined" fullWidth size="large" sx={{ mt: 2 }} onClick={() => void beginSso(location)} data-testid="login-sso">
      {t('login_sso_button')}
    </Button>
  );
}
