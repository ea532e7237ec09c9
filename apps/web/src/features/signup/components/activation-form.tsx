import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { activationSchema, buildPath, type TActivation } from '@portal/domain';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../shared/forms/bind-field.ts';
import { newPasswordMessageText, usePasswordMinLength } from '../../../shared/forms/new-password.ts';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { NewPasswordFields } from '../../../shared/ui/new-password-fields.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { useSignupActivate } from '../api/signup-activate.ts';

/** The link's own errors show above the form (with the way to sign up again), as the schema's do. */
const PLAN = { fields: ['password', 'repeat', 'token'] };

/**
 * Activation (/activacio?key=…): the new password twice, with the change-password rules; then
 * the confirmation and the way to sign in. A link unknown, used or expired says so, and the
 * form stays (a weak password does not spend the link).
 */
export function ActivationForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const minLength = usePasswordMinLength();
  const resolver = useMemo(() => zodResolver(activationSchema(minLength)), [minLength]);
  const form = useForm<TActivation>({ resolver, defaultValues: { token, password: '', repeat: '' } });
  const submit = useFormSubmit({ mutation: useSignupActivate(), setError: form.setError, plan: PLAN });

  if (submit.sent && submit.answer) {
    return (
      <Box data-testid="activation-done">
        <Alert severity="success">{t('activation_done', { login: submit.answer.result.login })}</Alert>
        <Box sx={{ mt: 2 }}>
          <Button component="a" href={buildPath('login', language)} variant="contained" data-testid="activation-to-login">
            {t('activation_sign_in')}
          </Button>
        </Box>
      </Box>
    );
  }

  const { sending } = submit;
  const errorKey = submit.errorKey ?? form.formState.errors.token?.message;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(submit.submit)} aria-label={t('activation_title')} aria-busy={sending}>
      {errorKey ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="activation-error">
          {messageText(t, errorKey)}
          {errorKey === 'activation_link_invalid' ? (
            <Box sx={{ mt: 1 }}>
              <TextLink to={buildPath('register', language)} variant="body2" testId="activation-sign-up-again">
                {t('activation_sign_up_again')}
              </TextLink>
            </Box>
          ) : null}
        </Alert>
      ) : null}
      <input type="hidden" {...form.register('token')} />
      <NewPasswordFields
        password={{
          id: 'activation-password',
          label: t('activation_password'),
          ...bindField(form, 'password', (key) => newPasswordMessageText(t, key, minLength)),
          testId: 'field-password',
        }}
        repeat={{
          id: 'activation-repeat',
          label: t('activation_repeat'),
          ...bindField(form, 'repeat', (key) => messageText(t, key)),
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
