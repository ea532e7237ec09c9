import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatDateTime } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useViewAsStaffCustomer } from '../api/view-as-staff-customer.ts';

// A customer nobody signs in for has no portal to open: said in words of its own.
const REFUSALS = { '409:customer_has_no_user': 'staff_view_as_no_user', '404': 'staff_customer_failed' };

/**
 * "View as this customer": the API hands a read-only token of the customer's user (the trail
 * names this staff member) and the portal's address that opens with it; the portal opens in a new
 * tab, with no way back to this one (noopener), and says until when the view lasts.
 */
export function ViewAsCustomer({ id, hasUser }: { id: number; hasUser: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm();
  const submit = useFormSubmit({
    mutation: useViewAsStaffCustomer(id),
    setError: form.setError,
    plan: { fields: [], refusals: REFUSALS },
    onSuccess: (answer) => window.open(answer.url, '_blank', 'noopener'),
  });
  const answer = submit.sent ? submit.answer : undefined;
  return (
    <form noValidate onSubmit={form.handleSubmit(() => submit.submit(undefined))} aria-labelledby="staff-view-as-title">
      <h2 id="staff-view-as-title" className="staff-console-h2">
        {t('staff_view_as_title')}
      </h2>
      <p>{t('staff_view_as_text')}</p>
      <FormError errorKey={submit.errorKey} testId="staff-view-as-error" />
      {answer ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="staff-view-as-opened">
          {t('staff_view_as_opened', { until: formatDateTime(answer.expires_at, language, 'Europe/Madrid') })}{' '}
          <a href={answer.url} target="_blank" rel="noopener noreferrer">
            {t('staff_view_as_open_again')}
          </a>
        </Alert>
      ) : null}
      {hasUser ? (
        <Button type="submit" variant="contained" disabled={submit.sending} data-testid="staff-view-as">
          {t('staff_view_as_button')}
        </Button>
      ) : (
        <p data-testid="staff-view-as-no-user">{t('staff_view_as_no_user')}</p>
      )}
    </form>
  );
}
