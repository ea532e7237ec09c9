import { useTranslation } from 'react-i18next';
import { FormField } from '../../../shared/forms/form-field.tsx';
import type { TStepForm } from './step-form.tsx';
import { WizardCheckbox } from './wizard-checkbox.tsx';

/** The payment step (§2.3, §5.9): the IBAN (checked once its spaces are removed) and the holder's confirmation that the account is theirs. */
export function PaymentStep({ form, disabled }: { form: TStepForm<'payment'>; disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField
        form={form}
        name="iban"
        id="payment-iban"
        label={t('contracting_iban')}
        helperText={t('contracting_iban_hint')}
        autoComplete="off"
        maxLength={42}
        required
        disabled={disabled}
      />
      <WizardCheckbox form={form} name="isOwner" id="payment-is-owner" label={t('contracting_iban_owner')} required disabled={disabled} />
    </>
  );
}
