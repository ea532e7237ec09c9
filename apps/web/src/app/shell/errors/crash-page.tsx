import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { ErrorIllustration } from './error-illustration.tsx';
import { StatusPage } from './status-page.tsx';

/** 500 (visitor-and-shell §2.10): title, message, refresh, an image, the error code and a link home. */
export function CrashPage({ errorCode }: { errorCode?: string | null }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      status={500}
      testId="error-page"
      title={t('error_crash_title')}
      message={t('error_crash_message')}
      image={<ErrorIllustration />}
      actions={
        <Button variant="contained" onClick={() => window.location.reload()} data-testid="error-refresh">
          {t('error_refresh')}
        </Button>
      }
    >
      <Typography variant="body2" color="text.secondary" data-testid="error-code">
        {t('error_code_line', { code: errorCode ? `500 · ${errorCode}` : '500' })}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <TextLink href="/">{t('error_go_home_link')}</TextLink>
      </Box>
    </StatusPage>
  );
}
