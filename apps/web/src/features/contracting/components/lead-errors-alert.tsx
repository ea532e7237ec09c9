import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { TLeadErrors } from '../model/wizard-store.ts';

/**
 * The lead errors of §8, announced where they appear: a bad score ('leads bad score' and
 * 'thanks'), an identity that does not match ('leads dni invalid' and 'DNI not registered under
 * the given name'), a failed step ('leads generic error', a filled error alert). Each is an
 * alert (MUI's role), read out when it appears.
 */
export function LeadErrorsAlert({ errors }: { errors: TLeadErrors }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="lead-errors">
      {errors.badScore ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="lead-error-bad-score">
          {t('contracting_leads_bad_score')} {t('contracting_thanks')}
        </Alert>
      ) : null}
      {errors.dniInvalid ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="lead-error-dni-invalid">
          {t('contracting_leads_dni_invalid')} {t('contracting_dni_not_registered')}
        </Alert>
      ) : null}
      {errors.genericError ? (
        <Alert severity="error" variant="filled" sx={{ mb: 2 }} data-testid="lead-error-generic">
          {t('contracting_leads_generic_error')}
        </Alert>
      ) : null}
    </Box>
  );
}
