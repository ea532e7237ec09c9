import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { passwordResetConfirmSchema, type TPasswordResetConfirm } from '@portal/domain';
import { useMemo, useReducer } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { newPasswordMessageText, usePasswordMinLength } from '../../../shared/forms/new-password.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { useConfirmPasswordReset } from '../api/confirm-password-reset.ts';
import { resetFailure } from '../model/reset-errors.ts';
import { INITIAL_RESET_FORM, resetFormReducer } from '../model/reset-form-state.ts';

const FIELDS = ['newPassword', 'repeatPassword'] as const;

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
  const [state, dispatch] = useReducer(resetFormReducer, INITIAL_RESET_FORM);
  const confirm = useConfirmPasswordReset();
  const minLength = usePasswordMinLength();
  const resolver = useMemo(() => zodResolver(passwordResetConfirmSchema(minLength)), [minLength]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPasswordResetConfirm>({ resolver, defaultValues: { token, newPassword: '', repeatPassword: '' } });

  const onSubmit = async (values: TPasswordResetConfirm) => {
    dispatch({ type: 'send' });
    try {
      await confirm.mutateAsync(values);
      dispatch({ type: 'sent' });
      onDone();
    } catch (error) {
      const failure = resetFailure(error, FIELDS);
      for (const [field, key] of Object.entries(failure.fields)) setError(field as (typeof FIELDS)[number], { message: key });
      dispatch({ type: 'failed', ...(failure.errorKey ? { errorKey: failure.errorKey } : {}) });
      if (failure.linkInvalid) onLinkInvalid();
    }
  };

  const sending = state.status === 'sending';
  const fieldError = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? newPasswordMessageText(t, message, minLength) : undefined;
  };
  // A link the schema already refuses (malformed): said before any call.
  const tokenError = errors.token?.message;
  const errorKey = state.status === 'form' ? (state.errorKey ?? tokenError) : undefined;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('password_reset_set_title')}
      aria-busy={sending}
      data-testid="password-reset-set-form"
    >
      {errorKey ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="password-reset-set-error">
          {messageText(t, errorKey)}
        </Alert>
      ) : null}
      <NewPasswordFields
        password={{
          id: 'password-reset-new',
          registration: register('newPassword'),
          error: fieldError('newPassword'),
          testId: 'password-reset-new',
        }}
        repeat={{
          id: 'password-reset-repeat',
          registration: register('repeatPassword'),
          error: fieldError('repeatPassword'),
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
