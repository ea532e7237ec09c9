import { useTranslation } from 'react-i18next';
import { ListStatus } from '../../../shared/ui/list-status.tsx';
import { useNotificationPreferences } from '../api/communication-calls.ts';
import { PreferencesForm } from './preferences-form.tsx';

/**
 * Which notifications the customer receives by mail, loaded: the form, or a retry when they could
 * not be read. The preferences are the customer's, not a contract's, so the same section sits on
 * each contract's communications page and on the profile.
 */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  if (preferences.data) return <PreferencesForm preferences={preferences.data} />;
  if (!preferences.isError) return null;
  return (
    <ListStatus
      severity="warning"
      testId="preferences-failed"
      action={{ label: t('communications_retry'), onClick: () => void preferences.refetch(), testId: 'preferences-retry' }}
    >
      {t('communications_preferences_failed')}
    </ListStatus>
  );
}
