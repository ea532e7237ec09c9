import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import type { TLeadContact, TLeadContactInput } from '@portal/domain';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../i18n/message-text.ts';
import { useSettings } from '../settings/index.ts';

/**
 * The consent box (visitor-and-shell §5.1, §6): a visitor must tick it; the words link to the
 * calculator's conditions, or the data-protection page when those are not configured.
 */
export function LeadConsent({
  form,
  id,
  disabled,
}: {
  form: UseFormReturn<TLeadContactInput, unknown, TLeadContact>;
  id: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const { links } = useSettings();
  const conditions = links.calculatorConditions || links.gdpr;
  const errorId = `${id}-error`;
  const checked = form.watch('consent') === true;
  const message = form.formState.errors.consent?.message;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1, alignItems: 'flex-start' }}
        control={
          <Checkbox
            id={id}
            name="consent"
            checked={checked}
            onChange={(event) =>
              form.setValue('consent', event.target.checked, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
            }
            disabled={disabled}
            sx={{ pt: 0.5 }}
            slotProps={{
              input: {
                'data-testid': 'field-consent',
                'aria-invalid': message ? true : undefined,
                'aria-describedby': message ? errorId : undefined,
                required: true,
              } as object,
            }}
          />
        }
        label={
          <>
            {t('lead_form_consent')}{' '}
            {conditions ? (
              <a href={conditions} target="_blank" rel="noreferrer">
                {t('lead_form_consent_link')}
              </a>
            ) : null}
          </>
        }
      />
      {message ? (
        <FormHelperText error id={errorId}>
          {messageText(t, message)}
        </FormHelperText>
      ) : null}
    </>
  );
}
