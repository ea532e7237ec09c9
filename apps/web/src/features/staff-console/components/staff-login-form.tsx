import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import { type TStaffLogin, ZStaffLoginSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../shared/forms/bind-field.ts';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { FormTextField } from '../../../shared/ui/form-text-field.tsx';
import { useStaffLogin } from '../api/staff-login.ts';

// The staff login's refusals in the console's words: a wrong or unknown account alike, and the throttle.
const PLAN = {
  fields: ['email', 'password'],
  refusals: { '401': 'staff_login_refused', '429': 'staff_login_too_many' },
};

/**
 * Staff sign-in: e-mail and password checked by the same schema the API validates with (the
 * domain's ZStaffLoginSchema), sent through the shared form hook; the answer is kept for this tab.
 */
export function StaffLoginForm() {
  const { t } = useTranslation();
  const form = useForm<TStaffLogin>({ resolver: zodResolver(ZStaffLoginSchema), defaultValues: { email: '', password: '' } });
  const submit = useFormSubmit({ mutation: useStaffLogin(), setError: form.setError, plan: PLAN });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => submit.submit(values))} data-testid="staff-login-form">
      <FormError errorKey={submit.errorKey} testId="staff-login-error" />
      <FormField
        form={form}
        name="email"
        id="staff-login-email"
        label={t('staff_login_email')}
        type="email"
        autoComplete="username"
        required
      />
      <FormTextField
        id="staff-login-password"
        label={t('staff_login_password')}
        type="password"
        autoComplete="current-password"
        required
        testId="field-password"
        {...bindField(form, 'password', (key) => messageText(t, key))}
      />
      <Button type="submit" variant="contained" disabled={submit.sending} sx={{ mt: 2 }} data-testid="staff-login-submit">
        {submit.sending ? t('staff_login_sending') : t('staff_login_submit')}
      </Button>
    </form>
  );
}
