import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { Logo } from '../header/logo.tsx';
import { StatusPage } from './status-page.tsx';

/** The window text: both times, only a start, only an end, or nothing. */
function windowKey(start: string | null, end: string | null): string | undefined {
  if (start && end) return 'maintenance_window';
  if (start) return 'maintenance_window_start';
  if (end) return 'maintenance_window_end';
  return undefined;
}

/**
 * 503 maintenance (visitor-and-shell §2.10): logo, subtitle, optional start and end times,
 * refresh. Rendered without the shell, so it is its own main landmark.
 */
export function MaintenancePage({ start, end }: { start: string | null; end: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const key = windowKey(start, end);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center' }}>
      <StatusPage
        status={503}
        testId="maintenance-page"
        title={t('maintenance_title')}
        message={t('maintenance_subtitle')}
        image={
          <Box sx={{ color: 'primary.main', mb: 3 }}>
            <Logo name={settings.organization.name} linked={false} />
          </Box>
        }
        actions={
          <Button variant="contained" onClick={() => window.location.reload()} data-testid="maintenance-refresh">
            {t('error_refresh')}
          </Button>
        }
      >
        {key ? (
          <Typography data-testid="maintenance-window">
            {t(key, { start: start ? formatDateTime(start, language) : '', end: end ? formatDateTime(end, language) : '' })}
          </Typography>
        ) : null}
      </StatusPage>
    </Box>
  );
}
