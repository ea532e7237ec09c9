import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type TPasswordResetRequest, type TPasswordResetRequestForm, ZPasswordResetRequestSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField } from '../../../shared/forms/bind-field.ts';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { FormTextField } from '../../../shared/ui/form-text-field.tsx';
import { useRequestPasswordReset } from '../api/request-password-reset.ts';

const PLAN = { fields: ['nif', 'email'] };
const resolver = zodResolver(ZPasswordResetRequestSchema);

/**
 * The request of /recordar-clau (visitor-and-shell §5.10, §7): nif and email, checked here with
 * the server's schema. Once sent, the same neutral message whatever the server found (it says
 * nothing of whether the account exists); a failure keeps what was typed and says why, field
 * errors under their fields.
 */
export function ResetRequestForm() {
  const { t } = useTranslation();
  const form = useForm<TPasswordResetRequestForm, unknown, TPasswordResetRequest>({ resolver, defaultValues: { nif: '', email: '' } });
  const submit = useFormSubmit({ mutation: useRequestPasswordReset(), setError: form.setError, plan: PLAN });
  const field = (name: 'nif' | 'email') => bindField(form, name, (key) => messageText(t, key));

  if (submit.sent) {
    return (
      <Alert severity="success" role="status" data-testid="password-reset-sent">
        {t('password_reset_sent')}
      </Alert>
    );
  }

  const { sending } = submit;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={form.handleSubmit(submit.submit)}
      aria-label={t('password_reset_title')}
      aria-busy={sending}
      data-testid="password-reset-request-form"
    >
      <FormError errorKey={submit.errorKey} testId="password-reset-error" sx={{ mb: 1 }} />
      <FormTextField
        id="password-reset-nif"
        label={t('password_reset_nif')}
        {...field('nif')}
        autoComplete="username"
        testId="password-reset-nif"
        required
        disabled={sending}
      />
      <FormTextField
        id="password-reset-email"
        label={t('password_reset_email')}
        type="email"
        {...field('email')}
        autoComplete="email"
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
