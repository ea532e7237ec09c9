import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { CardCvcElement, CardExpiryElement, CardNumberElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardNumberElement, StripeElementChangeEvent, StripeElementStyle } from '@stripe/stripe-js';
import { type FormEvent, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../shared/i18n/message-text.ts';
import { Spinner } from '../../../../shared/ui/spinner.tsx';
import type { TCardFormProps } from '../model/card-driver.ts';
import { cardErrorKey, UNKNOWN_PAYMENT_ERROR_KEY } from '../model/payment-errors.ts';
import { loadStripeFor } from './load-stripe.ts';
import { PostalCodeField } from './postal-code-field.tsx';

type TElementField = 'number' | 'expiry' | 'cvc';

/**
 * The card form of Stripe (Stripe Elements: number, expiry and security code in Stripe's own
 * frames, so card data never touches our pages), plus the postal code as billing detail. Loaded
 * lazily with Stripe.js, only when Stripe is the platform.
 */
export default function StripeCardForm(props: TCardFormProps) {
  const stripe = useMemo(() => loadStripeFor(props.publishableKey), [props.publishableKey]);
  return (
    <Elements stripe={stripe} options={{ locale: 'auto' }}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ formId, hidden, attempt, onSubmit }: TCardFormProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const stripe = useStripe();
  const elements = useElements();
  const [errors, setErrors] = useState<Partial<Record<TElementField, string>>>({});
  const { register, getValues } = useForm<{ postal_code: string }>({ defaultValues: { postal_code: '' } });

  // "Try again": the card stays but the security code, which is asked again.
  useEffect(() => {
    if (attempt === 0 || !elements) return;
    const cvc = elements.getElement(CardCvcElement);
    cvc?.clear();
    cvc?.focus();
  }, [attempt, elements]);

  const style: StripeElementStyle = {
    base: { fontSize: '16px', color: theme.palette.text.primary, fontFamily: String(theme.typography.fontFamily ?? 'sans-serif') },
    invalid: { color: theme.palette.error.main },
  };
  const track = (field: TElementField) => (event: StripeElementChangeEvent) =>
    setErrors((current) => ({ ...current, [field]: event.error ? cardErrorKey(event.error) : undefined }));

  const pay = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({
      createPaymentMethod: async () => {
        const card: StripeCardNumberElement | null = elements?.getElement(CardNumberElement) ?? null;
        if (!stripe || !card) return { ok: false, errorKey: UNKNOWN_PAYMENT_ERROR_KEY };
        const postal = getValues('postal_code').trim();
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          ...(postal ? { billing_details: { address: { postal_code: postal } } } : {}),
        });
        return result.error ? { ok: false, errorKey: cardErrorKey(result.error) } : { ok: true, id: result.paymentMethod.id };
      },
      handleNextAction: async (clientSecret) => {
        if (!stripe) throw new Error('Stripe.js is not loaded');
        // Its outcome is not trusted here: the flow asks the server, which asks Stripe.
        await stripe.handleNextAction({ clientSecret });
      },
    });
  };

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      onSubmit={pay}
      aria-label={t('payment_card_form_label')}
      sx={{ display: hidden ? 'none' : 'block' }}
      data-testid="payment-card-form"
    >
      {stripe ? null : <Spinner label={t('payment_card_form_loading')} />}
      <Box sx={{ display: stripe ? 'block' : 'none' }}>
        <ElementField id="payment-stripe-number" label={t('payment_card_number')} errorKey={errors.number}>
          <CardNumberElement id="payment-stripe-number" options={{ style, showIcon: true }} onChange={track('number')} />
        </ElementField>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          <ElementField id="payment-stripe-expiry" label={t('payment_card_expiry')} errorKey={errors.expiry}>
            <CardExpiryElement id="payment-stripe-expiry" options={{ style }} onChange={track('expiry')} />
          </ElementField>
          <ElementField id="payment-stripe-cvc" label={t('payment_card_cvc')} errorKey={errors.cvc}>
            <CardCvcElement id="payment-stripe-cvc" options={{ style }} onChange={track('cvc')} />
          </ElementField>
        </Box>
        <PostalCodeField registration={register('postal_code')} />
      </Box>
    </Box>
  );
}

/**
 * A label and a bordered box around one Stripe Element. The input lives in Stripe's frame, which
 * a <label for> cannot reach: the box is a group named by the label (Stripe names its own input).
 */
function ElementField({ id, label, errorKey, children }: { id: string; label: string; errorKey?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <Box sx={{ mt: 2, flex: 1, minWidth: 0 }}>
      <Box id={labelId} sx={{ typography: 'body2', fontWeight: 600, mb: 0.75 }}>
        {label}
      </Box>
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={errorKey ? errorId : undefined}
        sx={{
          px: 1.5,
          py: 1.5,
          borderRadius: 1,
          border: '1px solid',
          borderColor: errorKey ? 'error.main' : '#767676',
          '&:focus-within': { borderColor: 'primary.main', boxShadow: (theme) => `0 0 0 2px ${theme.palette.primary.main}` },
        }}
      >
        {children}
      </Box>
      {errorKey ? (
        <Box id={errorId} role="alert" sx={{ typography: 'caption', display: 'block', mt: 0.5, color: 'error.main' }}>
          {messageText(t, errorKey)}
        </Box>
      ) : null}
    </Box>
  );
}
