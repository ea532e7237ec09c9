import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { passwordResetConfirmSchema, type TPasswordResetConfirm } from '@portal/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../shared/forms/bind-field.ts';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { newPasswordMessageText, usePasswordMinLength } from '../../../shared/forms/new-password.ts';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';

/** The link's own errors (a malformed token) show above the form, as the schema's do. */
const PLAN = { fields: ['newPassword', 'repeatPassword', 'token'], refusals: { '410': 'reset_link_invalid' } };

export interface TSetPasswordFormProps {
  /** The mailed link's secret, already taken out of the address. */
  token: string;
  /** The password is set (every session of the account has ended). */
  onDone: () => void;
  /** The link is unknown, used or expired: the page offers to ask for another. */
  onLinkInvalid: () => void;
}

/**
 * The new password of a mailed link: new and repeated, with the change-password rules and
 * messages (customer-area §5, the same schema as the server). A failure keeps what was typed.
 */
export function SetPasswordForm({ token, onDone, onLinkInvalid }: TSetPasswordFormProps) {
  const { t } = useTranslation();
  const minLength = usePasswordMinLength();
  const resolver = useMemo(() => zodResolver(passwordResetConfirmSchema(minLength)), [minLength]);
  const form = useForm<TPasswordResetConfirm>({ resolver, defaultValues: { token, newPassword: '', repeatPassword: '' } });
  const submit = useFormSubmit({
    mutation: useConfirmPasswordReset(),
    setError: form.setError,
    plan: PLAN,
    // The link is unknown, used or expired (410), or the server refused the token itself.
    onFailure: (sorted) => {
      if (sorted.fields.token || sorted.general === 'reset_link_invalid') onLinkInvalid();
    },
  });
  const field = (name: 'newPassword' | 'repeatPassword') => bindField(form, name, (key) => newPasswordMessageText(t, key, minLength));

  const { sending } = submit;
  // A link the schema already refuses (malformed): said before any call.
  const errorKey = submit.errorKey ?? form.formState.errors.token?.message;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        if (await submit.submit(values)) onDone();
      })}
      aria-label={t('password_reset_set_title')}
      aria-busy={sending}
      data-testid="password-reset-set-form"
    >
      <FormError errorKey={errorKey} testId="password-reset-set-error" sx={{ mb: 1 }} />
      <NewPasswordFields
        password={{
          id: 'password-reset-new',
          ...field('newPassword'),
          testId: 'password-reset-new',
        }}
        repeat={{
          id: 'password-reset-repeat',
          ...field('repeatPassword'),
          testId: 'password-reset-repeat',
        }}
        minLength={minLength}
        disabled={sending}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={sending} data-testid="password-reset-save">
          {sending ? t('sending') : t('password_reset_save')}
        </Button>
      </Box>
    </Box>
  );
}
