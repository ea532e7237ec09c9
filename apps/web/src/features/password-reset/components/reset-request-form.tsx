import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type TPasswordResetRequest, type TPasswordResetRequestForm, ZPasswordResetRequestSchema } from '@portal/domain';
import { useReducer } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { FormTextField } from '../../../shared/ui/form-text-field.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';
import { resetFailure } from '../model/reset-errors.ts';
import { INITIAL_RESET_FORM, resetFormReducer } from '../model/reset-form-state.ts';

const FIELDS = ['nif', 'email'] as const;
const resolver = zodResolver(ZPasswordResetRequestSchema);

/**
 * The request of /recordar-clau (visitor-and-shell §5.10, §7): nif and email, checked here with
 * the server's schema. Once sent, the same neutral message whatever the server found (it says
 * nothing of whether the account exists); a failure keeps what was typed and says why, field
 * errors under their fields.
 */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(resetFormReducer, INITIAL_RESET_FORM);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPasswordResetRequestForm, unknown, TPasswordResetRequest>({ resolver, defaultValues: { nif: '', email: '' } });

  const onSubmit = async (values: TPasswordResetRequest) => {
    dispatch({ type: 'send' });
    try {
      await request.mutateAsync(values);
      dispatch({ type: 'sent' });
    } catch (error) {
      const failure = resetFailure(error, FIELDS);
      for (const [field, key] of Object.entries(failure.fields)) setError(field as (typeof FIELDS)[number], { message: key });
      dispatch({ type: 'failed', ...(failure.errorKey ? { errorKey: failure.errorKey } : {}) });
    }
  };

  if (state.status === 'sent') {
    return (
      <Alert severity="success" role="status" data-testid="password-reset-sent">
        {t('password_reset_sent')}
      </Alert>
    );
  }

  const sending = state.status === 'sending';
  const fieldError = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? messageText(t, message) : undefined;
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label={t('password_reset_title')}
      aria-busy={sending}
      data-testid="password-reset-request-form"
    >
      {state.status === 'form' && state.errorKey ? (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="password-reset-error">
          {messageText(t, state.errorKey)}
        </Alert>
      ) : null}
      <FormTextField
        id="password-reset-nif"
        label={t('password_reset_nif')}
        registration={register('nif')}
        autoComplete="username"
        error={fieldError('nif')}
        testId="password-reset-nif"
        required
        disabled={sending}
      />
      <FormTextField
        id="password-reset-email"
        label={t('password_reset_email')}
        type="email"
        registration={register('email')}
        autoComplete="email"
        error={fieldError('email')}
        testId="password-reset-email"
        required
        disabled={sending}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={sending} data-testid="password-reset-submit">
          {sending ? t('sending') : t('password_reset_send')}
        </Button>
      </Box>
    </Box>
  );
}
