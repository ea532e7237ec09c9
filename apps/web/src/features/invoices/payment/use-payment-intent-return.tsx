import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paymentIntentOf, searchWithoutPaymentIntent } from './model/payment-return.ts';

const PaymentDialog = lazy(() => import('./components/payment-dialog.tsx'));

/**
 * The return from Stripe's redirecting authentication (customer-area §4): on an invoices page
 * loaded with `?payment_intent=…`, the parameter is removed (with Stripe's client secret and
 * redirect status) and the payment finalised with POST pay { payment_intent_id, platform_name:
 * 'stripe' }; the dialog shows the outcome. Render `dialog` in the page.
 */
export function usePaymentIntentReturn({ onPaid }: { onPaid?: () => void } = {}): { dialog: ReactNode } {
  const location = useLocation();
  const navigate = useNavigate();
  const [intent, setIntent] = useState<string | null>(null);
  const handled = useRef<string | null>(null);

  // Once per arrival (location.key): the replace below is a new arrival without the parameter.
  useEffect(() => {
    const found = paymentIntentOf(location.search);
    if (!found || handled.current === location.key) return;
    handled.current = location.key;
    navigate({ pathname: location.pathname, search: searchWithoutPaymentIntent(location.search), hash: location.hash }, { replace: true });
    setIntent(found);
  }, [location.key]);

  const dialog = intent ? (
    <Suspense fallback={null}>
      <PaymentDialog key={intent} returningIntent={{ id: intent, platform: 'stripe' }} onClose={() => setIntent(null)} onPaid={onPaid} />
    </Suspense>
  ) : null;
  return { dialog };
}
