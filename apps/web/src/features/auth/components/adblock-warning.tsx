import { useTranslation } from 'react-i18next';
import { UiAlert } from '../../../shared/ui/light/ui-alert.tsx';
import { useAdBlockDetection } from './use-adblock-detection.ts';

export function AdBlockWarning() {
  const { t } = useTranslation();
  if (!useAdBlockDetection()) return null;
  return (
    <UiAlert severity="warning" testId="adblock-warning" className="login-notice">
      {t('login_adblock_detected')}
    </UiAlert>
  );
}
