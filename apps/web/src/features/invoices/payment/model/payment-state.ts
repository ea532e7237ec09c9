import type { TPaymentPlatform } from '@portal/domain';

/**
 * The payment dialog's states (customer-area §3 "Payment state", §4 "Payment states"):
 * fetching_key (platforms and the provider's publishable key) → ready (the card form) →
 * paying (the in-process spinner) → requires_action (the bank asks for extra authentication)
 * → authenticating → success | error. An error offers "Close" and "Try again", which goes back
 * to the form (or to fetching the key when there never was one). Pure, so every transition is
 * tested; the dialog holds it in useReducer.
 */
export type TPaymentStatus = 'fetching_key' | 'ready' | 'paying' | 'requires_action' | 'authenticating' | 'success' | 'error';

export interface TPaymentProvider {
  platform: TPaymentPlatform;
  publishableKey: string;
}

/** What the provider asks for before the payment can complete (a 3-D Secure check). */
export interface TPaymentAction {
  paymentIntentId: string;
  clientSecret: string;
  nextAction: 'sandbox_authentication' | 'stripe_sdk';
}

export interface TPaymentResult {
  transactionId: number;
  invoiceId: number;
}

export interface TPaymentState {
  status: TPaymentStatus;
  provider: TPaymentProvider | null;
  action: TPaymentAction | null;
  result: TPaymentResult | null;
  /** Message key shown in the error state. */
  errorKey: string | null;
  /** Counts the tries: a new one clears the card's security code (the rest of the form is kept). */
  attempt: number;
}

export type TPaymentEvent =
  | { type: 'keyLoaded'; provider: TPaymentProvider }
  | { type: 'submit' }
  | { type: 'actionRequired'; action: TPaymentAction }
  | { type: 'authenticate' }
  | { type: 'succeeded'; result: TPaymentResult }
  | { type: 'failed'; errorKey: string }
  | { type: 'retry' };

export const INITIAL_PAYMENT_STATE: TPaymentState = {
  status: 'fetching_key',
  provider: null,
  action: null,
  result: null,
  errorKey: null,
  attempt: 0,
};

/**
 * Coming back from the provider's page with `?payment_intent=` (customer-area §4): nothing to
 * type, the payment is being finalised with the server.
 */
export const RETURNING_PAYMENT_STATE: TPaymentState = { ...INITIAL_PAYMENT_STATE, status: 'authenticating' };

const BUSY: readonly TPaymentStatus[] = ['paying', 'requires_action', 'authenticating'];

export function paymentReducer(state: TPaymentState, event: TPaymentEvent): TPaymentState {
  switch (event.type) {
    case 'keyLoaded':
      return state.status === 'fetching_key' ? { ...state, status: 'ready', provider: event.provider } : state;
    case 'submit':
      // Only from the form: a second click while paying is not a second payment.
      return state.status === 'ready' ? { ...state, status: 'paying', errorKey: null } : state;
    case 'actionRequired':
      return state.status === 'paying' ? { ...state, status: 'requires_action', action: event.action } : state;
    case 'authenticate':
      return state.status === 'requires_action' ? { ...state, status: 'authenticating' } : state;
    case 'succeeded':
      return state.status === 'paying' || state.status === 'authenticating'
        ? { ...state, status: 'success', action: null, result: event.result, errorKey: null }
        : state;
    case 'failed':
      return state.status === 'fetching_key' || BUSY.includes(state.status)
        ? { ...state, status: 'error', action: null, errorKey: event.errorKey }
        : state;
    case 'retry':
      if (state.status !== 'error') return state;
      return { ...state, status: state.provider ? 'ready' : 'fetching_key', errorKey: null, attempt: state.attempt + 1 };
  }
}

/** The card form stays mounted from the first "ready" to the end, so what was typed survives an error. */
export const keepsCardForm = (state: TPaymentState) =>
  state.provider !== null && state.status !== 'fetching_key' && state.status !== 'success';

/** While the payment is under way the dialog cannot be dismissed: its outcome must be shown. */
export const isPaymentBusy = (status: TPaymentStatus) => BUSY.includes(status);

/** "Try again" needs something to go back to: a form (or a key to fetch), not a bare return from the provider. */
export const canRetryPayment = (state: TPaymentState, hasInvoice: boolean) => state.status === 'error' && hasInvoice;
