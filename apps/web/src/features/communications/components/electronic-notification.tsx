import Alert from '@mui/material/Alert';
import type { TElectronicNotificationState } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/**
 * The contract's electronic notification (customer-area §4: requested, active, disabled). The
 * spec gives no call to ask for it or withdraw it (§7), so the page says where it stands and that
 * customer service changes it (docs/communications.md), offering no switch the API cannot honour.
 */
export function ElectronicNotification({ state }: { state: TElectronicNotificationState }) {
  const { t } = useTranslation();
  return (
    <Alert severity={state === 'active' ? 'success' : 'info'} data-testid="electronic-notification" data-state={state}>
      <strong>{t(`communications_enotification_${state}`)}</strong> {t(`communications_enotification_${state}_detail`)}
    </Alert>
  );
}
