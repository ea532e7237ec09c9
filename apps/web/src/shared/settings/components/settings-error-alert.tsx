import { useTranslation } from 'react-i18next';
import { UiAlert } from '../../ui/light/ui-alert.tsx';
import { useSettingsState } from '../model/settings-context.ts';

/** 'Error fetching settings' (customer-area §8), while the app runs on the built-in settings: a band under the header. */
export function SettingsErrorAlert() {
  const { t } = useTranslation();
  const { failed } = useSettingsState();
  if (!failed) return null;
  return (
    <UiAlert severity="warning" testId="settings-error" style={{ borderRadius: 0 }}>
      {t('settings_fetch_error')}
    </UiAlert>
  );
}
