import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useSettingsState } from '../model/settings-context.ts';

/** 'Error fetching settings' (customer-area §8), while the app runs on the built-in settings. */
export function SettingsErrorAlert() {
  const { t } = useTranslation();
  const { failed } = useSettingsState();
  if (!failed) return null;
  return (
    <Alert severity="warning" data-testid="settings-error" sx={{ borderRadius: 0 }}>
      {t('settings_fetch_error')}
    </Alert>
  );
}
