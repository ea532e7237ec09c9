import { canPayOnline, type TInvoice, type TRelatedObjectType } from '@portal/domain';
import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useAuth } from '../../../shared/session/auth-store.ts';
import { useSettings } from '../../../shared/settings/index.ts';
import type { TPaymentTarget } from './components/use-payment-flow.ts';

// The dialog, its forms and its messages load on the first payment.
const PaymentDialog = lazy(() => import('./components/payment-dialog.tsx'));

export interface TPaymentDialogControl {
  /**
   * Opens the payment of an invoice (related object type: the invoice's own by default).
   * Answers false, opening nothing, when the invoice cannot be paid online (customer-area §6)
   * or the session is read-only: a link (`invoices/payOnline`) cannot open what a button refuses.
   */
  open: (invoice: TInvoice, relatedObjectType?: TRelatedObjectType) => boolean;
  close: () => void;
  isOpen: boolean;
  /** The dialog while open, else null: render it anywhere in the page. */
  dialog: ReactNode;
}

/** The payment dialog of one page or row: `const payment = usePaymentDialog({ onPaid })`. */
export function usePaymentDialog({ onPaid }: { onPaid?: () => void } = {}): TPaymentDialogControl {
  const settings = useSettings();
  const readonly = useAuth((state) => state.readonly);
  const [target, setTarget] = useState<TPaymentTarget | null>(null);

  const open = useCallback(
    (invoice: TInvoice, relatedObjectType: TRelatedObjectType = invoice.online_payment.rel_object_type) => {
      if (readonly || !canPayOnline(settings, invoice)) return false;
      setTarget({ invoice, relatedObjectType });
      return true;
    },
    [readonly, settings],
  );
  const close = useCallback(() => setTarget(null), []);

  const dialog = target ? (
    <Suspense fallback={null}>
      <PaymentDialog key={target.invoice.id} target={target} onClose={close} onPaid={onPaid} />
    </Suspense>
  ) : null;
  return { open, close, isOpen: target !== null, dialog };
}
