import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CardField } from './card-field.tsx';

/**
 * The card's postal code, which both providers' forms ask in a field of the portal's own (Stripe's
 * Elements take the number, expiry and code; the postal code travels with the billing details).
 */
export function PostalCodeField({ registration, error }: { registration: UseFormRegisterReturn; error?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <CardField
      id="payment-card-postal-code"
      label={t('payment_card_postal_code')}
      registration={registration}
      error={error}
      hint={t('payment_card_postal_code_hint')}
      autoComplete="postal-code"
      inputMode="text"
      maxLength={10}
      testId="field-card-postal-code"
    />
  );
}
