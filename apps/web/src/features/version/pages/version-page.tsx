import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { version as webVersion } from '../../../../package.json';
import { useSettings } from '../../../shared/settings/index.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { useHealth } from '../api/get-health.ts';

/** About / version (customer-area §2): this build's version and the API's. */
export default function VersionPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const health = useHealth();
  const apiVersion = health.isPending ? t('app_loading') : health.isError ? t('version_api_unavailable') : health.data.version;
  return (
    <Page title={t('version_title')} siteName={settings.organization.name} testId="version-page" maxWidth="sm">
      <Paper variant="outlined" sx={{ p: 3 }}>
        <dl style={{ margin: 0 }}>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            {t('version_web')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: 2 }} data-testid="version-web">
            {webVersion}
          </Typography>
          <Typography component="dt" variant="subtitle2" color="text.secondary">
            {t('version_api')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} data-testid="version-api">
            {apiVersion}
          </Typography>
        </dl>
      </Paper>
    </Page>
  );
}
