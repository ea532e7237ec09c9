import type { Stripe } from '@stripe/stripe-js';

const loading = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once. The `pure` entry adds Stripe's script only when
 * called (the default entry injects it on import, on every page): no one who does not pay
 * downloads it. A failed load is forgotten, so the next try loads again.
 */
export function loadStripeFor(publishableKey: string): Promise<Stripe | null> {
  let pending = loading.get(publishableKey);
  if (!pending) {
    pending = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    pending.catch(() => loading.delete(publishableKey));
    loading.set(publishableKey, pending);
  }
  return pending;
}
