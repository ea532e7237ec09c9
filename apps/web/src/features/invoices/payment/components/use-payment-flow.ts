import type { TInvoice, TPaymentPlatform, TPayResponse, TRelatedObjectType } from '@portal/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef } from 'react';
import { useSettings } from '../../../../shared/settings/index.ts';
import { invoiceKeys } from '../../api/invoice-keys.ts';
import { type TSandboxAuthenticationOutcome, useAuthenticateSandboxIntent } from '../api/authenticate-sandbox-intent.ts';
import { paymentPlatformsQuery } from '../api/get-payment-platforms.ts';
import { publishableKeyQuery } from '../api/get-publishable-key.ts';
import { usePay } from '../api/pay.ts';
import type { TCardDriver } from '../model/card-driver.ts';
import { choosePaymentPlatform } from '../model/choose-platform.ts';
import { cardErrorKey, paymentFailureKey, UNKNOWN_PAYMENT_ERROR_KEY } from '../model/payment-errors.ts';
import { INITIAL_PAYMENT_STATE, paymentReducer, RETURNING_PAYMENT_STATE, type TPaymentAction } from '../model/payment-state.ts';

export interface TPaymentTarget {
  invoice: TInvoice;
  relatedObjectType: TRelatedObjectType;
}

export interface TPaymentFlowOptions {
  /** The invoice to pay; absent when finalising a return from the provider. */
  target?: TPaymentTarget;
  /** The `payment_intent` the provider sent the browser back with (customer-area §4). */
  returningIntent?: { id: string; platform: TPaymentPlatform };
  onPaid?: () => void;
}

const UNAVAILABLE_KEY = 'payment_unavailable';
const UNEXPECTED_STATE_KEY = 'payment_error_unexpected_intent_state';

/**
 * The payment's calls driven by its state machine: platforms and key, the card's payment method,
 * POST pay, the extra authentication (Stripe.js's, or the sandbox's bank page) and the final
 * POST pay with the intent. After a success, closing the dialog invalidates the invoice lists and
 * calls onPaid: refreshed earlier, the paid invoice could leave the list (a "pending" filter) and
 * take the dialog, which lives in its row, away from the summary being read.
 */
export function usePaymentFlow({ target, returningIntent, onPaid }: TPaymentFlowOptions) {
  const [state, dispatch] = useReducer(paymentReducer, returningIntent ? RETURNING_PAYMENT_STATE : INITIAL_PAYMENT_STATE);
  const settings = useSettings();
  const queryClient = useQueryClient();
  // mutateAsync: the flow's own reducer keeps the states (customer-area §4), the mutations only call.
  const { mutateAsync: pay } = usePay();
  const { mutateAsync: authenticateSandboxIntent } = useAuthenticateSandboxIntent();
  const driver = useRef<TCardDriver | null>(null);
  // Set synchronously on the first click, before React re-renders: two clicks are one payment.
  const busy = useRef(false);
  const current = useRef(state);
  current.current = state;
  const paid = useRef(false);
  const paidCallback = useRef(onPaid);
  paidCallback.current = onPaid;

  const fail = (errorKey: string) => {
    busy.current = false;
    dispatch({ type: 'failed', errorKey });
  };

  const settle = async (answer: TPayResponse, platform: TPaymentPlatform, finalising: boolean) => {
    if (answer.status === 'success') {
      busy.current = false;
      paid.current = true;
      dispatch({ type: 'succeeded', result: { transactionId: answer.transaction_id, invoiceId: answer.invoice_id } });
      return;
    }
    if (answer.status === 'error') return fail(cardErrorKey(answer.error));
    // Authentication was done: asking for it again would loop, the intent is in a state we cannot finish.
    if (finalising) return fail(UNEXPECTED_STATE_KEY);
    const action: TPaymentAction = {
      paymentIntentId: answer.payment_intent_id,
      clientSecret: answer.client_secret,
      nextAction: answer.next_action,
    };
    dispatch({ type: 'actionRequired', action });
    // The sandbox waits for its bank page (authenticateSandbox); Stripe.js shows its own.
    if (action.nextAction === 'stripe_sdk') await runProviderAction(action, platform);
  };

  const finalise = async (intentId: string, platform: TPaymentPlatform) => {
    try {
      await settle(await pay({ payment_intent_id: intentId, platform_name: platform }), platform, true);
    } catch (error) {
      fail(paymentFailureKey(error));
    }
  };

  const runProviderAction = async (action: TPaymentAction, platform: TPaymentPlatform) => {
    const handle = driver.current?.handleNextAction;
    if (!handle) return fail(UNKNOWN_PAYMENT_ERROR_KEY);
    dispatch({ type: 'authenticate' });
    try {
      await handle(action.clientSecret);
    } catch {
      // Whatever the provider's page did, the server asks the provider and tells the outcome.
    }
    await finalise(action.paymentIntentId, platform);
  };

  /** The user paid: payment method, then POST pay. Ignored unless the form is ready (no double payment). */
  const submit = async (cardDriver: TCardDriver) => {
    const provider = current.current.provider;
    if (busy.current || current.current.status !== 'ready' || !provider || !target) return;
    busy.current = true;
    driver.current = cardDriver;
    dispatch({ type: 'submit' });
    try {
      const method = await cardDriver.createPaymentMethod();
      if (!method.ok) return fail(method.errorKey);
      const answer = await pay({
        payment_method_id: method.id,
        platform_name: provider.platform,
        item_id: target.invoice.id,
        related_object_type: target.relatedObjectType,
      });
      await settle(answer, provider.platform, false);
    } catch (error) {
      fail(paymentFailureKey(error));
    }
  };

  /** The sandbox's bank page answered: complete or fail the authentication, then finalise. */
  const authenticateSandbox = async (outcome: TSandboxAuthenticationOutcome) => {
    const { status, action } = current.current;
    if (status !== 'requires_action' || !action) return;
    dispatch({ type: 'authenticate' });
    try {
      await authenticateSandboxIntent({ intentId: action.paymentIntentId, outcome });
    } catch (error) {
      return fail(paymentFailureKey(error));
    }
    await finalise(action.paymentIntentId, 'sandbox');
  };

  const retry = () => dispatch({ type: 'retry' });

  // Platforms, then the chosen platform's key; again after "Try again" if it failed.
  useEffect(() => {
    if (state.status !== 'fetching_key') return;
    let live = true;
    (async () => {
      try {
        const platforms = await queryClient.fetchQuery(paymentPlatformsQuery);
        const platform = choosePaymentPlatform(platforms, settings.payment?.provider);
        if (!platform) {
          if (live) fail(UNAVAILABLE_KEY);
          return;
        }
        const publishableKey = await queryClient.fetchQuery(publishableKeyQuery(platform));
        if (live) dispatch({ type: 'keyLoaded', provider: { platform, publishableKey } });
      } catch (error) {
        if (live) fail(paymentFailureKey(error));
      }
    })();
    return () => {
      live = false;
    };
  }, [state.status, state.attempt]);

  useEffect(
    () => () => {
      if (!paid.current) return;
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
      paidCallback.current?.();
    },
    [],
  );

  // The return from the provider is finalised once (strict mode runs effects twice).
  const returned = useRef(false);
  useEffect(() => {
    if (!returningIntent || returned.current) return;
    returned.current = true;
    void finalise(returningIntent.id, returningIntent.platform);
  }, []);

  return { state, submit, authenticateSandbox, retry };
}
