import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { initialSelection, isNewsletterLocked, type TNewsletterCard } from '@portal/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { useSetActiveNewsletters } from '../api/set-active-newsletters.ts';
import { NewsletterCards } from './newsletter-cards.tsx';

const PLAN = {
  fields: [],
  refusals: {
    '403': 'newsletter_params_invalid',
    '404:newsletter_subscriber_not_found': 'newsletter_subscriber_not_found',
    '409': 'newsletter_exported_locked',
    '429': 'newsletter_too_many_requests',
  },
  otherwise: 'newsletters_save_error',
};

export interface TSubscriptionsFormProps {
  /** Who is subscribing: the subscriber's id with its params, or the address typed. */
  subscriberOrEmail: number | string;
  params: string | undefined;
  newsletters: TNewsletterCard[];
  onSaved: (answer: TNewsletterCard[] | 'removed') => void;
}

/**
 * The cards and the subscribe/unsubscribe button (visitor-and-shell §2.8, §4.5): everything
 * ticked is what the subscriber keeps; nothing ticked unsubscribes from everything ('removed').
 */
export function SubscriptionsForm({ subscriberOrEmail, params, newsletters, onSaved }: TSubscriptionsFormProps) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState(() => initialSelection(newsletters));
  const form = useForm();
  const submit = useFormSubmit({ mutation: useSetActiveNewsletters(), setError: form.setError, plan: PLAN, onSuccess: onSaved });
  const sending = submit.sending;
  const noneKept = selection.length === 0;
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('newsletters_list_title')}
      aria-busy={sending}
      onSubmit={form.handleSubmit(() => submit.submit({ subscriberOrEmail, selected: selection, params }))}
      data-testid="newsletters-form"
    >
      <FormError errorKey={submit.errorKey} testId="newsletters-save-error" />
      {newsletters.some(isNewsletterLocked) ? (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="newsletters-locked-warning">
          {t('newsletters_locked_warning')}
        </Alert>
      ) : null}
      <NewsletterCards newsletters={newsletters} selection={selection} onChange={setSelection} disabled={sending} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="contained"
          color={noneKept ? 'error' : 'primary'}
          disabled={sending}
          data-testid="newsletters-submit"
        >
          {sending ? t('newsletters_saving') : noneKept ? t('newsletters_unsubscribe_all') : t('newsletters_subscribe')}
        </Button>
      </Box>
    </Box>
  );
}
