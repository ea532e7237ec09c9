import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { CrashPage } from './crash-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { StatusPage } from './status-page.tsx';

const goHome = () => window.location.assign('/');
const reload = () => window.location.reload();

/**
 * The full-page error of a status (visitor-and-shell §2.10): 500 crash; 504 nonce missing and
 * 505 client id incorrect, whose refresh goes home; 401/403 authentication error with a
 * continue button that clears the error; 404; any other status a generic title.
 */
export function ErrorPage({ status, onContinue }: { status: number; onContinue: () => void }) {
  const { t } = useTranslation();
  switch (status) {
    case 404:
      return <NotFoundPage />;
    case 500:
      return <CrashPage />;
    case 504:
    case 505: {
      const name = status === 504 ? 'nonce_missing' : 'client_id';
      return (
        <StatusPage
          status={status}
          testId="error-page"
          title={t(`error_${name}_title`)}
          message={t(`error_${name}_message`)}
          actions={
            <Button variant="contained" onClick={goHome} data-testid="error-refresh">
              {t('error_refresh')}
            </Button>
          }
        />
      );
    }
    case 401:
    case 403:
      return (
        <StatusPage
          status={status}
          testId="error-page"
          title={t('error_auth_title')}
          message={t('error_auth_message')}
          actions={
            <Button variant="contained" onClick={onContinue} data-testid="error-continue">
              {t('error_continue')}
            </Button>
          }
        />
      );
    default:
      return (
        <StatusPage
          status={status}
          testId="error-page"
          title={t('error_generic_title')}
          message={t('error_generic_message')}
          actions={
            <Button variant="contained" onClick={reload} data-testid="error-refresh">
              {t('error_refresh')}
            </Button>
          }
        />
      );
  }
}
