import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { activationSchema, buildPath, type TActivation } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { newPasswordMessageText, usePasswordMinLength } from '../../../shared/forms/new-password.ts';
import { GENERIC_MESSAGE_KEY, messageText } from '../../../shared/i18n/message-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { useSignupActivate } from '../api/signup-activate.ts';

type TActivationState = { status: 'form'; errorKey?: string } | { status: 'sending' } | { status: 'done'; login: string };

/**
 * Activation (/activacio?key=…): the new password twice, with the change-password rules; then
 * the confirmation and the way to sign in. A link unknown, used or expired says so, and the
 * form stays (a weak password does not spend the link).
 */
export function ActivationForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const activate = useSignupActivate();
  const [state, setState] = useState<TActivationState>({ status: 'form' });
  const minLength = usePasswordMinLength();
  const resolver = useMemo(() => zodResolver(activationSchema(minLength)), [minLength]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TActivation>({ resolver, defaultValues: { token, password: '', repeat: '' } });

  const onSubmit = async (values: TActivation) => {
    setState({ status: 'sending' });
    try {
      const answer = await activate.mutateAsync(values);
      setState({ status: 'done', login: answer.result.login });
    } catch (error) {
      let errorKey: string | undefined = GENERIC_MESSAGE_KEY;
      if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0) {
        errorKey = undefined;
        for (const [field, keys] of Object.entries(error.errors)) {
          const key = keys[0] ?? GENERIC_MESSAGE_KEY;
          if (field === 'password' || field === 'repeat') setError(field, { message: key });
          else errorKey = key;
        }
      } else if (isApiError(error) && error.message) {
        errorKey = error.message;
      }
      setState(errorKey ? { status: 'form', errorKey } : { status: 'form' });
    }
  };

  if (state.status === 'done') {
    return (
      <Box data-testid="activation-done">
        <Alert severity="success">{t('activation_done', { login: state.login })}</Alert>
        <Box sx={{ mt: 2 }}>
          <Button component="a" href={buildPath('login', language)} variant="contained" data-testid="activation-to-login">
            {t('activation_sign_in')}
          </Button>
        </Box>
      </Box>
    );
  }

  const sending = state.status === 'sending';
  const tokenError = errors.token?.message;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('activation_title')} aria-busy={sending}>
      {state.status === 'form' && (state.errorKey || tokenError) ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="activation-error">
          {messageText(t, state.errorKey ?? tokenError ?? GENERIC_MESSAGE_KEY)}
          {(state.errorKey ?? tokenError) === 'activation_link_invalid' ? (
            <Box sx={{ mt: 1 }}>
              <TextLink to={buildPath('register', language)} variant="body2" testId="activation-sign-up-again">
                {t('activation_sign_up_again')}
              </TextLink>
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <input type="hidden" {...register('token')} />
      <NewPasswordFields
        password={{
          id: 'activation-password',
          label: t('activation_password'),
          registration: register('password'),
          error: errors.password?.message ? newPasswordMessageText(t, errors.password.message, minLength) : undefined,
          testId: 'field-password',
        }}
        repeat={{
          id: 'activation-repeat',
          label: t('activation_repeat'),
          registration: register('repeat'),
          error: errors.repeat?.message ? messageText(t, errors.repeat.message) : undefined,
          testId: 'field-repeat',
        }}
        minLength={minLength}
        disabled={sending}
      />
      <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={sending} data-testid="activation-submit">
          {sending ? t('activation_sending') : t('activation_send')}
        </Button>
        {sending ? (
          <Typography variant="body2" role="status">
            {t('activation_sending')}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
