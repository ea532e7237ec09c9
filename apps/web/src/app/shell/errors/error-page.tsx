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
  if (status === 404) return <NotFoundPage />;
  if (status === 500) return <CrashPage />;
  const { name, onClick, testId, label } =
    status === 504 || status === 505
      ? { name: status === 504 ? 'nonce_missing' : 'client_id', onClick: goHome, testId: 'error-refresh', label: 'error_refresh' }
      : status === 401 || status === 403
        ? { name: 'auth', onClick: onContinue, testId: 'error-continue', label: 'error_continue' }
        : { name: 'generic', onClick: reload, testId: 'error-refresh', label: 'error_refresh' };
  return (
    <StatusPage
      status={status}
      testId="error-page"
      title={t(`error_${name}_title`)}
      message={t(`error_${name}_message`)}
      actions={
        <Button variant="contained" onClick={onClick} data-testid={testId}>
          {t(label)}
        </Button>
      }
    />
  );
}
