import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { CASE_OUTCOMES, type TCaseOutcome, type TStaffOutcome, ZStaffOutcomeSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useSetStaffCaseOutcome } from '../api/set-staff-case-outcome.ts';

/** The case's outcome, any of the five in any order; the customer is mailed when it changes. */
export function CaseOutcomeForm({ number, outcome }: { number: string; outcome: TCaseOutcome }) {
  const { t } = useTranslation();
  const form = useForm<TStaffOutcome>({ resolver: zodResolver(ZStaffOutcomeSchema), values: { outcome } });
  const submit = useFormSubmit({ mutation: useSetStaffCaseOutcome(number), setError: form.setError, plan: { fields: ['outcome'] } });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => submit.submit(values))}
      aria-labelledby="staff-outcome-title"
      data-testid="staff-outcome-form"
    >
      <h2 id="staff-outcome-title" className="staff-console-h2">
        {t('staff_outcome_title')}
      </h2>
      <FormError errorKey={submit.errorKey} testId="staff-outcome-error" />
      {submit.sent ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="staff-outcome-saved">
          {submit.answer?.customer_notified ? t('staff_outcome_saved_mailed') : t('staff_outcome_saved')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 220px' }}>
          <FormField form={form} name="outcome" id="staff-outcome" label={t('staff_case_outcome')} select disabled={submit.sending}>
            {CASE_OUTCOMES.map((option) => (
              <option key={option} value={option}>
                {t(`staff_outcome_${option}`)}
              </option>
            ))}
          </FormField>
        </Box>
        <Button type="submit" variant="outlined" disabled={submit.sending} data-testid="staff-outcome-save">
          {t('staff_outcome_save')}
        </Button>
      </Box>
    </form>
  );
}
