import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { formatMoney, type TPaymentPlatform } from '@portal/domain';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../../shared/i18n/message-text.ts';
import { useCataloguePart } from '../../../../shared/i18n/use-catalogue-part.ts';
import { useLanguage } from '../../../../shared/i18n/use-language.ts';
import { Spinner } from '../../../../shared/ui/spinner.tsx';
import { canRetryPayment, isPaymentBusy, keepsCardForm } from '../model/payment-state.ts';
import { PaymentSummary } from './payment-summary.tsx';
import { SandboxAuthenticationDialog } from './sandbox-authentication-dialog.tsx';
import { SandboxCardForm } from './sandbox-card-form.tsx';
import { type TPaymentTarget, usePaymentFlow } from './use-payment-flow.ts';

// Stripe's Elements and Stripe.js come only when Stripe is the platform.
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

export interface TPaymentDialogProps {
  /** The invoice to pay; absent when finalising a return from the provider. */
  target?: TPaymentTarget;
  returningIntent?: { id: string; platform: TPaymentPlatform };
  onClose: () => void;
  onPaid?: () => void;
}

/** The payment dialog (customer-area §4), once its messages (payments.json) are loaded. */
export default function PaymentDialog(props: TPaymentDialogProps) {
  const loaded = useCataloguePart('invoices');
  return loaded ? <PaymentDialogContent {...props} /> : null;
}

/**
 * Title and amount; then, by state: the spinner while the key is fetched, the card form, the
 * in-process spinner while paying (the sandbox's bank page over it when asked), the error with
 * "Close" and "Try again", or the success with the transaction summary. It cannot be dismissed
 * while the payment is under way.
 */
function PaymentDialogContent({ target, returningIntent, onClose, onPaid }: TPaymentDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const formId = useId();
  const { state, submit, authenticateSandbox, retry } = usePaymentFlow({ target, returningIntent, onPaid });
  const { status } = state;
  const busy = isPaymentBusy(status);
  const amount = target ? formatMoney(target.invoice.amount_to_pay, language) : '';
  const CardForm = state.provider?.platform === 'stripe' ? StripeCardForm : SandboxCardForm;
  const retryable = canRetryPayment(state, Boolean(target));

  // The outcome takes the focus, so that keyboard and screen reader users land on it: the success
  // heading, or after an error the way on ("Try again", else "Close"). The form focuses itself.
  const successRef = useRef<HTMLHeadingElement | null>(null);
  const errorActionRef = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    if (status === 'success') successRef.current?.focus();
    else if (status === 'error') errorActionRef.current?.focus();
  }, [status]);

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      disableEscapeKeyDown={busy}
      // Stripe.js shows its 3-D Secure challenge in a frame of its own on top of the page: the
      // dialog must not pull the focus back from it.
      disableEnforceFocus={busy && state.provider?.platform === 'stripe'}
      aria-labelledby={titleId}
      aria-busy={busy || status === 'fetching_key'}
      fullWidth
      maxWidth="sm"
      data-testid="payment-dialog"
    >
      <DialogTitle id={titleId}>
        {target ? t('payment_pay_invoice', { number: target.invoice.number }) : t('payment_dialog_title_return')}
      </DialogTitle>
      <DialogContent>
        {target && status !== 'success' ? (
          <Box component="p" sx={{ mt: 0, typography: 'subtitle1' }} data-testid="payment-amount">
            {t('payment_amount_to_pay', { amount })}
          </Box>
        ) : null}
        {status === 'fetching_key' ? <Spinner label={t('payment_preparing')} testId="payment-preparing" /> : null}
        {busy ? (
          <Spinner label={status === 'authenticating' ? t('payment_finalising') : t('payment_processing')} testId="payment-processing" />
        ) : null}
        {status === 'error' && state.errorKey ? (
          <Alert severity="error" data-testid="payment-error">
            {messageText(t, state.errorKey)}
          </Alert>
        ) : null}
        {status === 'success' && state.result ? (
          <>
            <Alert severity="success" data-testid="payment-success">
              <Box component="h3" ref={successRef} tabIndex={-1} sx={{ typography: 'subtitle1', fontWeight: 600, m: 0, outline: 'none' }}>
                {t('payment_success_title')}
              </Box>
              {t('payment_success_text')}
            </Alert>
            <PaymentSummary invoiceId={state.result.invoiceId} />
          </>
        ) : null}
        {target && state.provider && keepsCardForm(state) ? (
          <Suspense fallback={<Spinner label={t('payment_card_form_loading')} />}>
            <CardForm
              formId={formId}
              publishableKey={state.provider.publishableKey}
              hidden={status !== 'ready'}
              attempt={state.attempt}
              onSubmit={(driver) => void submit(driver)}
            />
          </Suspense>
        ) : null}
      </DialogContent>
      <DialogActions>
        {status === 'error' ? (
          <>
            <Button onClick={onClose} ref={retryable ? undefined : errorActionRef} data-testid="payment-close">
              {t('close')}
            </Button>
            {retryable ? (
              <Button variant="contained" onClick={retry} ref={errorActionRef} data-testid="payment-try-again">
                {t('payment_try_again')}
              </Button>
            ) : null}
          </>
        ) : status === 'success' ? (
          <Button variant="contained" onClick={onClose} data-testid="payment-close">
            {t('close')}
          </Button>
        ) : (
          <>
            {busy ? null : (
              <Button onClick={onClose} data-testid="payment-cancel">
                {t('cancel')}
              </Button>
            )}
            {target ? (
              <Button type="submit" form={formId} variant="contained" disabled={status !== 'ready'} data-testid="payment-submit">
                {busy ? t('payment_paying') : t('payment_submit', { amount })}
              </Button>
            ) : null}
          </>
        )}
      </DialogActions>
      {status === 'requires_action' && state.action?.nextAction === 'sandbox_authentication' ? (
        <SandboxAuthenticationDialog amount={amount} onAnswer={(outcome) => void authenticateSandbox(outcome)} />
      ) : null}
    </Dialog>
  );
}
