import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useAdBlockDetection } from './use-adblock-detection.ts';

export function AdBlockWarning() {
  const { t } = useTranslation();
  if (!useAdBlockDetection()) return null;
  return (
    <Alert severity="warning" data-testid="adblock-warning" sx={{ mb: 2 }}>
      {t('login_adblock_detected')}
    </Alert>
  );
}
