import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema, READ_ONLY_TOKEN, type TChangePasswordForm } from '@portal/domain';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { bindField } from '../../../shared/forms/bind-field.ts';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { newPasswordMessageText, usePasswordMinLength } from '../../../shared/forms/new-password.ts';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { FormTextField } from '../../../shared/ui/form-text-field.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { useChangePasswordMutation } from '../api/change-password.ts';

/**
 * PUT /user/password's refusals (customer-area §8): its field names to the form's, a read-only
 * session and a wrong current password (403) in their words, field errors with validation_error
 * above them, anything else change_password_error.
 */
const PLAN = {
  fields: { current: 'currentPassword', password: 'newPassword' },
  refusals: { [`403:${READ_ONLY_TOKEN}`]: 'read_only_token', '403': 'change_password_invalid_current' },
  otherwise: 'change_password_error',
  withFields: 'validation_error',
};

export interface TChangePasswordFormProps {
  /** Called with the new token the API answers. */
  onChanged: (token: string | undefined) => void;
  onCancel: () => void;
  /** A read-only (impersonation) session cannot change the password. */
  readonly: boolean;
}

/** Current, new and repeated password, cancel and send (customer-area §2, §5, §8). */
export function ChangePasswordForm({ onChanged, onCancel, readonly }: TChangePasswordFormProps) {
  const { t } = useTranslation();
  const minLength = usePasswordMinLength();
  const resolver = useMemo(() => zodResolver(changePasswordFormSchema(minLength)), [minLength]);
  const form = useForm<TChangePasswordForm>({ resolver, defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' } });
  const submit = useFormSubmit({
    mutation: useChangePasswordMutation(),
    setError: form.setError,
    plan: PLAN,
    onSuccess: onChanged,
    // A wrong current password is said under its field too.
    onFailure: (_sorted, error) => {
      if (isApiError(error) && error.status === 403 && error.code !== READ_ONLY_TOKEN) {
        form.setError('currentPassword', { message: 'change_password_invalid_current' });
      }
    },
  });
  // The last refusal's banner speaks of what was sent: once a field is edited it no longer holds.
  const { errorKey, again } = submit;
  useEffect(() => {
    if (!errorKey) return;
    const watching = form.watch((_values, { type }) => {
      if (type === 'change') again();
    });
    return () => watching.unsubscribe();
  }, [form, errorKey, again]);
  const field = (name: keyof TChangePasswordForm) => bindField(form, name, (key) => newPasswordMessageText(t, key, minLength));

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => submit.submit({ current: values.currentPassword, password: values.newPassword }))}
      data-testid="change-password-form"
      aria-label={t('change_password_title')}
    >
      <FormError errorKey={submit.errorKey} testId="change-password-error" sx={{ mb: 1 }} />
      <FormTextField
        id="change-password-current"
        label={t('change_password_current')}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
        testId="change-password-current"
        required
        disabled={readonly}
      />
      <NewPasswordFields
        password={{
          id: 'change-password-new',
          ...field('newPassword'),
          testId: 'change-password-new',
        }}
        repeat={{
          id: 'change-password-repeat',
          ...field('repeatPassword'),
          testId: 'change-password-repeat',
        }}
        minLength={minLength}
        disabled={readonly}
      />
      <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button variant="text" onClick={onCancel} data-testid="change-password-cancel">
          {t('cancel')}
        </Button>
        <DisabledReason reason={readonly ? t('read_only_token') : undefined} shown testId="change-password-submit-reason">
          <Button type="submit" variant="contained" disabled={submit.sending || readonly} data-testid="change-password-submit">
            {submit.sending ? t('sending') : t('send')}
          </Button>
        </DisabledReason>
      </Stack>
    </form>
  );
}
