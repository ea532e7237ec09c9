import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import {
  buildPath,
  EMPTY_SIGNUP_FORM,
  signupFormSchema,
  type TSignupFields,
  type TSignupForm,
  type TSignupFormValues,
  toSignupConfirm,
} from '@portal/domain';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../shared/forms/form-error.tsx';
import { FormField } from '../../../shared/forms/form-field.tsx';
import { useFormSubmit } from '../../../shared/forms/use-form-submit.ts';
import { messageText } from '../../../shared/i18n/message-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { useSignupConfirm } from '../api/signup-confirm.ts';
import { paragraphsOf, signupAnswer } from '../model/signup-answer.ts';
import { browserStorage, createDraftSaver, readDraft } from '../model/signup-draft.ts';

/** FormConfirm's names (customer-area §7) to the form's: both acceptances are the one box. */
const FIELD_OF: Record<string, keyof TSignupForm> = {
  nif: 'nif',
  contract: 'contract',
  email: 'email',
  email2: 'email2',
  phone: 'phone',
  invoiceNumber: 'invoiceNumber',
  accept_conditions: 'acceptConditionsAndGdpr',
  accept_gdpr: 'acceptConditionsAndGdpr',
};

/** The text fields in their order; the phone and the invoice number where the settings ask for them. */
const SIGNUP_TEXT_FIELDS: ReadonlyArray<{
  name: 'nif' | 'contract' | 'email' | 'email2' | 'phone' | 'invoiceNumber';
  id: string;
  label: string;
  hint?: string;
  type?: 'email';
  phone?: boolean;
  autoComplete?: string;
  maxLength?: number;
  shown?: (fields: TSignupFields) => boolean;
}> = [
  { name: 'nif', id: 'signup-nif', label: 'signup_nif', hint: 'signup_nif_hint', autoComplete: 'off', maxLength: 32 },
  { name: 'contract', id: 'signup-contract', label: 'signup_contract', autoComplete: 'off', maxLength: 64 },
  { name: 'email', id: 'signup-email', label: 'signup_email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'email2', id: 'signup-email2', label: 'signup_email2', type: 'email', autoComplete: 'off', maxLength: 254 },
  { name: 'phone', id: 'signup-phone', label: 'signup_phone', phone: true, shown: (fields) => fields.phoneField },
  {
    name: 'invoiceNumber',
    id: 'signup-invoice-number',
    label: 'signup_invoice_number',
    autoComplete: 'off',
    maxLength: 64,
    shown: (fields) => fields.invoiceNumberField,
  },
];

export interface TSignupFormProps {
  /** Where the draft lives; the browser's localStorage by default (tests pass their own). */
  storage?: Storage | undefined;
}

/**
 * Sign-up (customer-area §2, §3, §5): nif, contract, e-mail twice, the phone and the invoice
 * number when the settings ask for them, and the conditions-and-GDPR box. Form → sending → the
 * server's confirmation, or its error list under cannot_signup with everything typed kept. The
 * draft is saved 1 s after the typing stops and restored on reload (model/signup-draft.ts).
 */
export function SignupForm({ storage = browserStorage() }: TSignupFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const settings = useSettings();
  const fields: TSignupFields = {
    phoneField: settings.signUp.phoneField === true,
    invoiceNumberField: settings.signUp.invoiceNumberField === true,
  };
  const saver = useMemo(() => createDraftSaver(storage), [storage]);
  const defaultValues = useMemo(() => ({ ...EMPTY_SIGNUP_FORM, ...readDraft(storage) }), [storage]);
  const form = useForm<TSignupForm, unknown, TSignupFormValues>({ resolver: zodResolver(signupFormSchema(fields)), defaultValues });
  const { setValue, watch } = form;
  const submit = useFormSubmit({ mutation: useSignupConfirm(), setError: form.setError, plan: { fields: FIELD_OF } });
  // The call answered: the confirmation, or the error list back on the form.
  const answer = submit.sent && submit.answer ? signupAnswer(submit.answer.result.render) : undefined;
  const accepted = watch('acceptConditionsAndGdpr');

  useEffect(() => {
    const subscription = watch((values) => saver.schedule(values));
    return () => {
      subscription.unsubscribe();
      saver.cancel();
    };
  }, [watch, saver]);

  const onSubmit = async (values: TSignupFormValues) => {
    await submit.submit(toSignupConfirm(values, fields));
  };

  // Once confirmed, the draft has done its work (an error list keeps it).
  const done = answer?.kind === 'done';
  useEffect(() => {
    if (done) saver.clear();
  }, [done, saver]);

  if (answer?.kind === 'done') {
    return (
      <Box data-testid="signup-done">
        <Alert severity="success">
          <AlertTitle>{t('signup_done_title')}</AlertTitle>
          {paragraphsOf(answer.body).map((paragraph) => (
            <Typography key={paragraph} component="p" variant="body2" sx={{ mb: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Alert>
        <Box sx={{ mt: 2 }}>
          <TextLink to={buildPath('login', language)} testId="signup-to-login">
            {t('signup_back_to_login')}
          </TextLink>
        </Box>
      </Box>
    );
  }

  const { sending } = submit;
  const conditions = settings.links.conditions;
  const gdpr = settings.links.gdpr;
  const acceptError = form.formState.errors.acceptConditionsAndGdpr?.message;
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('signup_title')} aria-busy={sending}>
      {answer?.kind === 'refused' ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="signup-errors">
          <AlertTitle>{t('cannot_signup')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {answer.errors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      <FormError errorKey={answer?.kind === 'unreadable' ? answer.errorKey : submit.errorKey} testId="signup-error" />
      {SIGNUP_TEXT_FIELDS.filter((field) => field.shown?.(fields) ?? true).map(({ shown: _, label, hint, ...field }) => (
        <FormField
          key={field.name}
          form={form}
          {...field}
          label={t(label)}
          helperText={hint ? t(hint) : undefined}
          required
          disabled={sending}
        />
      ))}
      <FormControlLabel
        sx={{ mt: 1, alignItems: 'flex-start' }}
        control={
          <Checkbox
            name="acceptConditionsAndGdpr"
            checked={accepted === true}
            disabled={sending}
            onChange={(event) => setValue('acceptConditionsAndGdpr', event.target.checked, { shouldDirty: true, shouldValidate: true })}
            sx={{ pt: 0.5 }}
            slotProps={{
              input: {
                'data-testid': 'field-acceptConditionsAndGdpr',
                'aria-describedby': acceptError ? 'signup-accept-error' : undefined,
                'aria-invalid': acceptError ? true : undefined,
              } as object,
            }}
          />
        }
        label={t('signup_accept_conditions')}
      />
      {conditions || gdpr ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, ml: 4 }}>
          {conditions ? (
            <TextLink href={conditions} external variant="body2" testId="signup-conditions-link">
              {t('signup_conditions_link')}
            </TextLink>
          ) : null}
          {gdpr ? (
            <TextLink href={gdpr} external variant="body2" testId="signup-gdpr-link">
              {t('signup_gdpr_link')}
            </TextLink>
          ) : null}
        </Box>
      ) : null}
      {acceptError ? (
        <FormHelperText error id="signup-accept-error">
          {messageText(t, acceptError)}
        </FormHelperText>
      ) : null}
      <Box sx={{ mt: 3, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={sending} data-testid="signup-submit">
          {sending ? t('signup_sending') : t('signup_send')}
        </Button>
        {sending ? (
          <Typography variant="body2" role="status" data-testid="signup-sending">
            {t('signup_sending')}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
