import Alert from '@mui/material/Alert';
import { buildPath } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';

/** The API's refusal of a visitor whose tax id is already a customer's: they contract signed in (docs/contracting.md). */
const CUSTOMER_EXISTS = 'customer_exists';

/**
 * The confirmation's error result (§4.3, §8): any status but OK, or no answer, says the
 * connection failed; previous goes back to the confirmation with everything entered kept. A
 * holder who is already a customer is told to sign in instead, which nothing they retype would change.
 */
export function ConfirmError({ code }: { code?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (code === CUSTOMER_EXISTS) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }} data-testid="contracting-customer-exists">
        {t('contracting_customer_exists')}{' '}
        <RouterLink to={buildPath('login', language)}>{t('contracting_customer_exists_sign_in')}</RouterLink>
      </Alert>
    );
  }
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="contracting-confirm-error">
      {t('contracting_connectivity_error')}
    </Alert>
  );
}
