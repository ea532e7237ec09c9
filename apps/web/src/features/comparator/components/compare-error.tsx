import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { GENERIC_MESSAGE_KEY, messageText } from '../../../shared/i18n/message-text.ts';

/**
 * The comparator's failure (visitor-and-shell §8: "'Error: Could not compare' when the compare call
 * returns nothing"), with the server's reason under it when it gave one (too many attempts, no offer
 * for the tariff). The gas comparator shows the text itself in red (§8): the theme's error colour,
 * which passes AA on the alert's background.
 */
export function CompareError({ errorKey, redText = false }: { errorKey: string | undefined; redText?: boolean }) {
  const { t } = useTranslation();
  if (!errorKey) return null;
  return (
    <Alert severity="error" sx={{ mb: 2, ...(redText ? { color: 'error.dark' } : {}) }} data-testid="compare-error">
      <AlertTitle sx={redText ? { color: 'error.dark' } : undefined}>{t('comparator_compare_failed')}</AlertTitle>
      {errorKey === GENERIC_MESSAGE_KEY ? null : messageText(t, errorKey)}
    </Alert>
  );
}
