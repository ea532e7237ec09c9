import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema, READ_ONLY_TOKEN, type TChangePasswordForm } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { newPasswordMessageText, usePasswordMinLength } from '../../../shared/forms/new-password.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { FormTextField } from '../../../shared/ui/form-text-field.tsx';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { useChangePasswordMutation } from '../api/change-password.ts';

/** API field names of PUT /user/password, to the form's. */
const API_FIELDS: Record<string, keyof TChangePasswordForm> = { current: 'currentPassword', password: 'newPassword' };

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
  const mutation = useChangePasswordMutation();
  const [failureKey, setFailureKey] = useState<string | null>(null);
  const minLength = usePasswordMinLength();
  const resolver = useMemo(() => zodResolver(changePasswordFormSchema(minLength)), [minLength]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordForm>({ resolver, defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' } });

  const onSubmit = async (values: TChangePasswordForm) => {
    setFailureKey(null);
    try {
      onChanged(await mutation.mutateAsync({ current: values.currentPassword, password: values.newPassword }));
    } catch (error) {
      if (isApiError(error) && error.status === 403 && error.code === READ_ONLY_TOKEN) {
        setFailureKey('read_only_token');
      } else if (isApiError(error) && error.status === 403) {
        setError('currentPassword', { message: 'change_password_invalid_current' });
        setFailureKey('change_password_invalid_current');
      } else if (isApiError(error) && error.status === 400 && error.errors) {
        for (const [field, keys] of Object.entries(error.errors)) {
          const name = API_FIELDS[field];
          if (name) setError(name, { message: keys[0] ?? 'required_field' });
        }
        setFailureKey('validation_error');
      } else {
        setFailureKey('change_password_error');
      }
    }
  };

  const fieldError = (name: keyof TChangePasswordForm) => {
    const message = errors[name]?.message;
    return message ? newPasswordMessageText(t, message, minLength) : undefined;
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} data-testid="change-password-form" aria-label={t('change_password_title')}>
      {failureKey ? (
        <Alert severity="error" data-testid="change-password-error" sx={{ mb: 1 }}>
          {messageText(t, failureKey)}
        </Alert>
      ) : null}
      <FormTextField
        id="change-password-current"
        label={t('change_password_current')}
        type="password"
        autoComplete="current-password"
        registration={register('currentPassword')}
        error={fieldError('currentPassword')}
        testId="change-password-current"
        required
        disabled={readonly}
      />
      <NewPasswordFields
        password={{
          id: 'change-password-new',
          registration: register('newPassword'),
          error: fieldError('newPassword'),
          testId: 'change-password-new',
        }}
        repeat={{
          id: 'change-password-repeat',
          registration: register('repeatPassword'),
          error: fieldError('repeatPassword'),
          testId: 'change-password-repeat',
        }}
        minLength={minLength}
        disabled={readonly}
      />
      <Stack direction="row" spacing={2} justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button variant="text" onClick={onCancel} data-testid="change-password-cancel">
          {t('cancel')}
        </Button>
        <DisabledReason reason={readonly ? t('read_only_token') : undefined} testId="change-password-submit-tooltip">
          <Button type="submit" variant="contained" disabled={isSubmitting || readonly} data-testid="change-password-submit">
            {isSubmitting ? t('sending') : t('send')}
          </Button>
        </DisabledReason>
      </Stack>
    </form>
  );
}
