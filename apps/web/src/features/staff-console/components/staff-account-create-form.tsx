import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { STAFF_ROLES, type TStaffAccountCreate, ZStaffAccountCreateSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useCreateStaffAccount } from '../api/create-staff-account.ts';
import { STAFF_ACCOUNT_REFUSALS } from './staff-account-refusals.ts';
import { StaffPasswordField } from './staff-password-field.tsx';

const EMPTY: TStaffAccountCreate = { email: '', label: '', role: 'agent', password: '' };

/** A new staff account: its e-mail (the sign-in), the label customers read, its role and a first password. */
export function StaffAccountCreateForm() {
  const { t } = useTranslation();
  const form = useForm<TStaffAccountCreate>({ resolver: zodResolver(ZStaffAccountCreateSchema), defaultValues: EMPTY });
  const submit = useFormSubmit({
    mutation: useCreateStaffAccount(),
    setError: form.setError,
    plan: { fields: ['email', 'label', 'role', 'password'], refusals: STAFF_ACCOUNT_REFUSALS },
    // The address taken is the e-mail field's problem: said there too, where the eye is.
    onFailure: (_sorted, error) => {
      if (isApiError(error) && error.code === 'staff_email_in_use') form.setError('email', { message: 'staff_accounts_email_in_use' });
    },
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(async (values) => (await submit.submit(values)) && form.reset(EMPTY))}
      aria-labelledby="staff-account-create-title"
      data-testid="staff-account-create"
    >
      <h2 id="staff-account-create-title" className="staff-console-h2">
        {t('staff_accounts_create_title')}
      </h2>
      <FormError errorKey={submit.errorKey} testId="staff-account-create-error" />
      {submit.sent ? (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="staff-account-created">
          {t('staff_accounts_created', { email: submit.answer?.email })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <FormField form={form} name="email" id="staff-account-email" label={t('staff_login_email')} type="email" required />
        <FormField form={form} name="label" id="staff-account-label" label={t('staff_accounts_label')} maxLength={80} required />
        <FormField form={form} name="role" id="staff-account-role" label={t('staff_accounts_role')} select required>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`staff_role_${role}`)}
            </option>
          ))}
        </FormField>
        <StaffPasswordField form={form} id="staff-account-password" label={t('staff_login_password')} />
      </Box>
      <Button type="submit" variant="contained" disabled={submit.sending} sx={{ mt: 2 }} data-testid="staff-account-create-submit">
        {t('staff_accounts_create')}
      </Button>
    </form>
  );
}
