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
import { useEffect, useMemo, useReducer } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/api-error.ts';
import { GENERIC_MESSAGE_KEY, messageText } from '../../../shared/i18n/message-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { TextInput } from '../../../shared/ui/fields/text-input.tsx';
import { TextLink } from '../../../shared/ui/text-link.tsx';
import { useSignupConfirm } from '../api/signup-confirm.ts';
import { browserStorage, createDraftSaver, readDraft } from '../model/signup-draft.ts';
import { INITIAL_SIGNUP_STATE, paragraphsOf, signupReducer } from '../model/signup-state.ts';

type TField = keyof TSignupForm;
/** FormConfirm's names (customer-area §7) to the form's: both acceptances are the one box. */
const FIELD_OF: Record<string, TField> = {
  nif: 'nif',
  contract: 'contract',
  email: 'email',
  email2: 'email2',
  phone: 'phone',
  invoiceNumber: 'invoiceNumber',
  accept_conditions: 'acceptConditionsAndGdpr',
  accept_gdpr: 'acceptConditionsAndGdpr',
};

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
  const [state, dispatch] = useReducer(signupReducer, INITIAL_SIGNUP_STATE);
  const confirm = useSignupConfirm();
  const saver = useMemo(() => createDraftSaver(storage), [storage]);
  const defaultValues = useMemo(() => ({ ...EMPTY_SIGNUP_FORM, ...readDraft(storage) }), [storage]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<TSignupForm, unknown, TSignupFormValues>({
    resolver: zodResolver(signupFormSchema(fields)),
    defaultValues,
  });
  const accepted = watch('acceptConditionsAndGdpr');

  useEffect(() => {
    const subscription = watch((values) => saver.schedule(values));
    return () => {
      subscription.unsubscribe();
      saver.cancel();
    };
  }, [watch, saver]);

  const onSubmit = async (values: TSignupFormValues) => {
    dispatch({ type: 'send' });
    try {
      const { render } = (await confirm.mutateAsync(toSignupConfirm(values, fields))).result;
      if (render.body !== undefined && !render.errors?.length) saver.clear();
      dispatch({ type: 'answered', errors: render.errors, body: render.body });
    } catch (error) {
      let errorKey: string | undefined = GENERIC_MESSAGE_KEY;
      if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0) {
        errorKey = undefined;
        for (const [name, keys] of Object.entries(error.errors)) {
          const field = FIELD_OF[name];
          if (field) setError(field, { message: keys[0] ?? GENERIC_MESSAGE_KEY });
          else errorKey = keys[0] ?? GENERIC_MESSAGE_KEY;
        }
      } else if (isApiError(error) && error.message) {
        errorKey = error.message;
      }
      dispatch({ type: 'failed', ...(errorKey ? { errorKey } : {}) });
    }
  };

  if (state.status === 'done') {
    return (
      <Box data-testid="signup-done">
        <Alert severity="success">
          <AlertTitle>{t('signup_done_title')}</AlertTitle>
          {paragraphsOf(state.body).map((paragraph) => (
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

  const sending = state.status === 'sending';
  const conditions = settings.links.conditions;
  const gdpr = settings.links.gdpr;
  const acceptError = errors.acceptConditionsAndGdpr?.message;
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('signup_title')} aria-busy={sending}>
      {state.status === 'form' && state.renderErrors ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="signup-errors">
          <AlertTitle>{t('cannot_signup')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {state.renderErrors.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {state.status === 'form' && state.errorKey ? (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="signup-error">
          {messageText(t, state.errorKey)}
        </Alert>
      ) : null}
      <TextInput
        id="signup-nif"
        label={t('signup_nif')}
        helperText={t('signup_nif_hint')}
        registration={register('nif')}
        errorKey={errors.nif?.message}
        required
        disabled={sending}
        autoComplete="off"
        maxLength={32}
        testId="field-nif"
      />
      <TextInput
        id="signup-contract"
        label={t('signup_contract')}
        registration={register('contract')}
        errorKey={errors.contract?.message}
        required
        disabled={sending}
        autoComplete="off"
        maxLength={64}
        testId="field-contract"
      />
      <TextInput
        id="signup-email"
        label={t('signup_email')}
        type="email"
        registration={register('email')}
        errorKey={errors.email?.message}
        required
        disabled={sending}
        autoComplete="email"
        maxLength={254}
        testId="field-email"
      />
      <TextInput
        id="signup-email2"
        label={t('signup_email2')}
        type="email"
        registration={register('email2')}
        errorKey={errors.email2?.message}
        required
        disabled={sending}
        autoComplete="off"
        maxLength={254}
        testId="field-email2"
      />
      {fields.phoneField ? (
        <TextInput
          id="signup-phone"
          label={t('signup_phone')}
          registration={register('phone')}
          errorKey={errors.phone?.message}
          phone
          required
          disabled={sending}
          testId="field-phone"
        />
      ) : null}
      {fields.invoiceNumberField ? (
        <TextInput
          id="signup-invoice-number"
          label={t('signup_invoice_number')}
          registration={register('invoiceNumber')}
          errorKey={errors.invoiceNumber?.message}
          required
          disabled={sending}
          autoComplete="off"
          maxLength={64}
          testId="field-invoiceNumber"
        />
      ) : null}
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
