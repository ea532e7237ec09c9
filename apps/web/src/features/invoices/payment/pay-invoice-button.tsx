import CreditCardIcon from '@mui/icons-material/CreditCard';
import Button from '@mui/material/Button';
import { canPayOnline, type TInvoice, type TRelatedObjectType } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { useCataloguePart } from '../../../shared/i18n/use-catalogue-part.ts';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import { DisabledReason } from '../../../shared/ui/disabled-reason.tsx';
import { usePaymentDialog } from './use-payment-dialog.tsx';

export interface TPayInvoiceButtonProps {
  invoice: TInvoice;
  relatedObjectType: TRelatedObjectType;
  /** After a payment, when its dialog closes: the page refreshes its list. */
  onPaid?: () => void;
}

/**
 * "Pay" for an invoice that can be paid online (customer-area §6: invoices.enablePayment and
 * online_payment.payment_enabled), opening the payment dialog. Its accessible name carries the
 * invoice number. A read-only session sees it disabled, with why in a line under it (a
 * tooltip would never open on a touch screen).
 */
export function PayInvoiceButton({ invoice, relatedObjectType, onPaid }: TPayInvoiceButtonProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const readonly = useAuth((state) => state.readonly);
  const payment = usePaymentDialog({ onPaid });
  // The button's own words are in its feature's part (invoices.json), its read-only line in shared.json.
  useCataloguePart('invoices');
  useCataloguePart('shared');
  const testId = `invoice-pay-${invoice.id}`;

  // The dialog stays while open even if the invoice stops being payable behind it.
  if (!canPayOnline(settings, invoice)) return <>{payment.dialog}</>;
  const button = (
    <Button
      variant="contained"
      size="small"
      startIcon={<CreditCardIcon aria-hidden="true" />}
      onClick={() => payment.open(invoice, relatedObjectType)}
      disabled={readonly}
      aria-label={t('payment_pay_invoice', { number: invoice.number })}
      aria-haspopup="dialog"
      data-testid={testId}
    >
      {t('payment_pay_button')}
    </Button>
  );
  return (
    <>
      <DisabledReason reason={readonly ? t('read_only_token_short') : undefined} shown testId={`${testId}-reason`}>
        {button}
      </DisabledReason>
      {payment.dialog}
    </>
  );
}
