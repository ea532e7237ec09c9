/** The query parameter the provider adds when it sends the browser back (customer-area §4). */
export const PAYMENT_INTENT_PARAM = 'payment_intent';

// Stripe adds the intent's client secret and the redirect status next to it: a secret has no
// business staying in the address bar or the history, so all three go.
const RETURN_PARAMS = [PAYMENT_INTENT_PARAM, 'payment_intent_client_secret', 'redirect_status'];
const MAX_INTENT_ID_LENGTH = 255;

/** The intent to finalise, or null when the address holds none (or one that cannot be an id). */
export function paymentIntentOf(search: string): string | null {
  const value = new URLSearchParams(search).get(PAYMENT_INTENT_PARAM)?.trim();
  return value && value.length <= MAX_INTENT_ID_LENGTH ? value : null;
}

/** The query without the provider's return parameters, with its `?` when anything is left. */
export function searchWithoutPaymentIntent(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
