import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type TNewsletterCard, type TNewsletterEmailFormInput, ZNewsletterEmailFormSchema } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { getNewsletters } from '../api/get-newsletters.ts';

const resolver = zodResolver(ZNewsletterEmailFormSchema);
const PLAN = {
  fields: { subscriptorIdOrEmail: 'email' },
  refusals: { '403': 'newsletter_params_invalid', '429': 'newsletter_too_many_requests' },
  otherwise: 'newsletters_load_error',
};

/**
 * The e-mail field of a visitor who came without a link (visitor-and-shell §2.8, §5.5): the
 * address names the subscriber; its newsletters load on submit (Idle → Fetching → Success or
 * Error, §4.5).
 */
export function EmailLookupForm({ onFound }: { onFound: (email: string, newsletters: TNewsletterCard[]) => void }) {
  const { t } = useTranslation();
  const form = useForm<TNewsletterEmailFormInput, unknown, { email: string }>({ resolver, defaultValues: { email: '' } });
  const lookup = useMutation({ mutationFn: ({ email }: { email: string }) => getNewsletters(email, undefined) });
  const submit = useFormSubmit({ mutation: lookup, setError: form.setError, plan: PLAN });
  const sending = submit.sending;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('newsletters_lookup_label')}
      aria-busy={sending}
      onSubmit={form.handleSubmit(async (values) => {
        const found = await submit.submit(values);
        if (found) onFound(values.email, found.answer);
      })}
      data-testid="newsletters-lookup-form"
    >
      <FormError errorKey={submit.errorKey} testId="newsletters-load-error" />
      <FormField
        form={form}
        name="email"
        id="newsletters-email"
        label={t('newsletters_email')}
        type="email"
        autoComplete="email"
        required
        disabled={sending}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={sending} data-testid="newsletters-show">
          {sending ? t('newsletters_loading') : t('newsletters_show')}
        </Button>
      </Box>
    </Box>
  );
}
