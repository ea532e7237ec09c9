import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { TSandboxCard } from '@portal/domain';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../shared/i18n/message-text.ts';
import { useCreateSandboxPaymentMethod } from '../api/create-sandbox-payment-method.ts';
import type { TCardFormProps } from '../model/card-driver.ts';
import { paymentFailureKey } from '../model/payment-errors.ts';
import {
  EMPTY_SANDBOX_CARD,
  formatCardNumber,
  formatExpiry,
  sandboxCardResolver,
  type TSandboxCardForm,
} from '../model/sandbox-card-form.ts';
import { CardField } from './card-field.tsx';
import { PostalCodeField } from './postal-code-field.tsx';

/**
 * The built-in provider's card form (the sandbox plays Stripe's test mode): number, expiry,
 * security code and postal code, checked here with the provider's own rules (ZSandboxCardSchema)
 * before the card is sent to POST sandbox_payments/payment_methods.
 */
export function SandboxCardForm({ formId, hidden, attempt, onSubmit }: TCardFormProps) {
  const { t } = useTranslation();
  const numberRef = useRef<HTMLInputElement | null>(null);
  const cvcRef = useRef<HTMLInputElement | null>(null);
  const { mutateAsync: createSandboxPaymentMethod } = useCreateSandboxPaymentMethod();
  // Plain useForm calls only: Controller and useWatch would join the copy the login page loads.
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<TSandboxCardForm, unknown, TSandboxCard>({ resolver: sandboxCardResolver, defaultValues: EMPTY_SANDBOX_CARD });

  useEffect(() => {
    numberRef.current?.focus();
  }, []);

  // "Try again": everything typed stays but the security code, which is asked again.
  useEffect(() => {
    if (attempt === 0) return;
    setValue('cvc', '');
    cvcRef.current?.focus();
  }, [attempt, setValue]);

  const pay = (card: TSandboxCard) =>
    onSubmit({
      createPaymentMethod: async () => {
        try {
          return { ok: true, id: await createSandboxPaymentMethod(card) };
        } catch (error) {
          return { ok: false, errorKey: paymentFailureKey(error) };
        }
      },
    });

  const errorOf = (name: keyof TSandboxCardForm) => {
    const key = errors[name]?.message;
    return key ? messageText(t, key) : undefined;
  };
  /** A field's registration, its error in words, and its ids (`payment-card-<slug>`, `field-card-<slug>`). */
  const bound = (name: keyof TSandboxCardForm, slug: string) => ({
    id: `payment-card-${slug}`,
    registration: register(name),
    error: errorOf(name),
    testId: `field-card-${slug}`,
  });
  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={handleSubmit(pay)}
      aria-label={t('payment_card_form_label')}
      sx={{ display: hidden ? 'none' : 'block' }}
      data-testid="payment-card-form"
    >
      <Alert severity="info" sx={{ mb: 1 }} data-testid="payment-sandbox-notice">
        {t('payment_sandbox_notice')}
      </Alert>
      <CardField
        {...bound('number', 'number')}
        label={t('payment_card_number')}
        format={formatCardNumber}
        autoComplete="cc-number"
        inputMode="numeric"
        maxLength={23}
        placeholder="1234 1234 1234 1234"
        inputRef={numberRef}
        required
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
        <CardField
          {...bound('expiry', 'expiry')}
          label={t('payment_card_expiry')}
          format={formatExpiry}
          autoComplete="cc-exp"
          inputMode="numeric"
          maxLength={5}
          placeholder="MM/YY"
          required
        />
        <CardField
          {...bound('cvc', 'cvc')}
          label={t('payment_card_cvc')}
          format={(value) => value.replace(/\D/g, '').slice(0, 4)}
          hint={t('payment_card_cvc_hint')}
          autoComplete="cc-csc"
          inputMode="numeric"
          maxLength={4}
          inputRef={cvcRef}
          required
        />
      </Box>
      <PostalCodeField registration={register('postal_code')} error={errorOf('postal_code')} />
    </Box>
  );
}
