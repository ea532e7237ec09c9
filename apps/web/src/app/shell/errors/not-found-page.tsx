import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ErrorIllustration } from './error-illustration.tsx';
import { StatusPage } from './status-page.tsx';

/** 404 with a go-home button (visitor-and-shell §2.10). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      status={404}
      testId="not-found-page"
      title={t('not_found_title')}
      message={t('not_found_message')}
      image={<ErrorIllustration />}
      actions={
        <Button component={RouterLink} to="/" variant="contained" data-testid="not-found-home">
          {t('not_found_home')}
        </Button>
      }
    />
  );
}
