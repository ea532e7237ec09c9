import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type TNewsletterEmailFormInput, ZNewsletterEmailFormSchema } from '@portal/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useSetSubscriberMails } from '../api/set-subscriber-mails.ts';

const resolver = zodResolver(ZNewsletterEmailFormSchema);
const PLAN = {
  fields: { emails: 'email' },
  refusals: {
    '403': 'newsletter_params_invalid',
    '403:newsletter_mail_edition_disabled': 'newsletter_mail_edition_disabled',
    '409': 'newsletter_email_taken',
    '429': 'newsletter_too_many_requests',
  },
  otherwise: 'newsletters_mail_save_error',
};

export interface TSubscriberEmailFormProps {
  subscriberId: number;
  emails: string[];
  params: string | undefined;
  /** §2.8: edition not disabled and the subscriber known; otherwise the address is only shown. */
  editable: boolean;
  onSaved: () => void;
}

/** The subscriber's e-mail (§2.8): shown, and changed through set_mails when it may be (its first address; the others are kept). */
export function SubscriberEmailForm({ subscriberId, emails, params, editable, onSaved }: TSubscriberEmailFormProps) {
  const { t } = useTranslation();
  const form = useForm<TNewsletterEmailFormInput, unknown, { email: string }>({ resolver, defaultValues: { email: emails[0] ?? '' } });
  const submit = useFormSubmit({ mutation: useSetSubscriberMails(), setError: form.setError, plan: PLAN, onSuccess: onSaved });
  const sending = submit.sending;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('newsletters_your_email')}
      aria-busy={sending}
      onSubmit={form.handleSubmit((values) =>
        submit.submit({ subscriberId, emails: [values.email, ...emails.slice(1).filter((other) => other !== values.email)], params }),
      )}
      data-testid="newsletters-email-form"
    >
      <FormError errorKey={submit.errorKey} testId="newsletters-mail-error" />
      <FormField
        form={form}
        name="email"
        id="newsletters-subscriber-email"
        label={t('newsletters_your_email')}
        type="email"
        autoComplete="email"
        required
        readOnly={!editable}
        disabled={sending}
      />
      {editable ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="outlined" disabled={sending} data-testid="newsletters-save-email">
            {sending ? t('newsletters_saving') : t('newsletters_save_email')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}
