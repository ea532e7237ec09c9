import { CARD_BRANDS, cardLabel, type TCardBrand } from '@portal/domain';
import type Stripe from 'stripe';
import {
  type Absent,
  ChargeAbortedError,
  type ChargeRequest,
  type IntentOutcome,
  type PaymentProvider,
  ProviderUnavailableError,
  type TNextAction,
} from '../../../platform/payments/provider.ts';
import type { StripeConfig } from '../../../platform/runtime/config.ts';
import { stripeErrorOutcome, type TStripeErrors } from './stripe-errors.ts';

export interface StripeProviderOptions {
  /** Retries of a request the SDK may repeat safely (every POST carries an idempotency key). */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/**
 * Stripe through its official SDK. The browser makes the PaymentMethod with Stripe.js; the
 * server creates the PaymentIntent under the attempt's idempotency key, records its id, then
 * confirms it (create and confirm apart, so that an intent whose id we never recorded was
 * never charged, see provider.ts). Extra authentication is Stripe.js's `handleNextAction`
 * on the client secret; the final state is always read back from Stripe.
 */
export class StripeProvider implements PaymentProvider {
  readonly platform = 'stripe' as const;
  readonly nextAction: TNextAction = 'stripe_sdk';
  private connected: Promise<{ stripe: Stripe; errors: TStripeErrors }> | undefined;

  constructor(
    private readonly config: StripeConfig,
    private readonly options: StripeProviderOptions = {},
  ) {}

  /**
   * The SDK's client, made with the first call to Stripe: the SDK (0.7 MB) is loaded then, not
   * with the modules at every start, most of which never take a card (docs/performance.md, "The
   * embedded database").
   */
  private connect(): Promise<{ stripe: Stripe; errors: TStripeErrors }> {
    this.connected ??= import('stripe').then(({ default: StripeSdk }) => {
      const base = this.config.apiBase ? new URL(this.config.apiBase) : undefined;
      const stripe = new StripeSdk(this.config.secretKey, {
        maxNetworkRetries: this.options.maxNetworkRetries ?? 2,
        timeout: this.options.timeoutMs ?? 20_000,
        telemetry: false,
        appInfo: { name: 'energy-customer-portal' },
        ...(base
          ? {
              host: base.hostname,
              port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)),
              protocol: base.protocol === 'http:' ? 'http' : 'https',
            }
          : {}),
      });
      return { stripe, errors: StripeSdk.errors };
    });
    return this.connected;
  }

  publishableKey(): string {
    return this.config.publishableKey;
  }

  async charge(request: ChargeRequest, beforeConfirm: (intentId: string) => Promise<boolean>): Promise<IntentOutcome> {
    const { stripe, errors } = await this.connect();
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency.toLowerCase(),
          payment_method: request.paymentMethodId,
          allowed_payment_method_types: ['card'],
          description: request.description,
          metadata: {
            invoice_id: String(request.invoiceId),
            customer_id: String(request.customerId),
            attempt: request.idempotencyKey,
          },
          expand: ['payment_method'],
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      return failure(errors, error, null);
    }
    // A replayed key answers the intent as it is now: already confirmed by an earlier call.
    if (intent.status !== 'requires_confirmation') return toOutcome(errors, intent);
    if (!(await beforeConfirm(intent.id))) {
      await this.cancel(intent.id).catch(() => undefined);
      throw new ChargeAbortedError(intent.id);
    }
    return this.confirm(intent.id, request.idempotencyKey, request.returnUrl);
  }

  async recover(attempt: { idempotencyKey: string; intentId: string | null }): Promise<IntentOutcome | Absent> {
    // Confirmation only ever follows the recording of the id: no id, no charge.
    if (!attempt.intentId) return { status: 'absent' };
    const intent = await this.fetch(attempt.intentId);
    if (intent.status === 'requires_confirmation') return this.confirm(intent.id, attempt.idempotencyKey, undefined);
    return toOutcome((await this.connect()).errors, intent);
  }

  async retrieve(intentId: string): Promise<IntentOutcome> {
    const intent = await this.fetch(intentId);
    return toOutcome((await this.connect()).errors, intent);
  }

  async cancel(intentId: string): Promise<IntentOutcome> {
    const { stripe, errors } = await this.connect();
    try {
      return toOutcome(errors, await stripe.paymentIntents.cancel(intentId, { expand: ['payment_method'] }));
    } catch (error) {
      // Too late to cancel (it succeeded, or is canceled already): what matters is its state now.
      if (error instanceof errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') {
        return this.retrieve(intentId);
      }
      throw unavailable(error);
    }
  }

  private async confirm(intentId: string, idempotencyKey: string, returnUrl: string | undefined): Promise<IntentOutcome> {
    const { stripe, errors } = await this.connect();
    try {
      const intent = await stripe.paymentIntents.confirm(
        intentId,
        { ...(returnUrl ? { return_url: returnUrl } : {}), expand: ['payment_method'] },
        { idempotencyKey: `${idempotencyKey}-confirm` },
      );
      return toOutcome(errors, intent);
    } catch (error) {
      return failure(errors, error, intentId);
    }
  }

  private async fetch(intentId: string): Promise<Stripe.PaymentIntent> {
    const { stripe } = await this.connect();
    try {
      return await stripe.paymentIntents.retrieve(intentId, { expand: ['payment_method'] });
    } catch (error) {
      throw unavailable(error);
    }
  }
}

/** A refusal Stripe answered (nothing charged) as an outcome; anything else leaves the outcome unknown. */
function failure(errors: TStripeErrors, error: unknown, intentId: string | null): IntentOutcome {
  const outcome = error instanceof errors.StripeError ? stripeErrorOutcome(errors, error, intentId) : undefined;
  if (!outcome) throw unavailable(error);
  return { ...outcome, cardLabel: labelOf(error instanceof errors.StripeError ? error.payment_method : undefined) };
}

function unavailable(error: unknown): ProviderUnavailableError {
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderUnavailableError(`Stripe: ${message}`, { cause: error });
}

function labelOf(method: string | Stripe.PaymentMethod | null | undefined): string {
  if (!method || typeof method === 'string' || !method.card) return '';
  const brand = (CARD_BRANDS as readonly string[]).includes(method.card.brand) ? (method.card.brand as TCardBrand) : 'card';
  return cardLabel(brand, method.card.last4);
}

/** A PaymentIntent's status as an outcome of ours (docs.stripe.com/payments/paymentintents/lifecycle). */
export function toOutcome(errors: TStripeErrors, intent: Stripe.PaymentIntent): IntentOutcome {
  const label = labelOf(intent.payment_method);
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: intent.id, cardLabel: label };
    case 'requires_action':
      return { status: 'requires_action', intentId: intent.id, clientSecret: intent.client_secret ?? '', cardLabel: label };
    case 'canceled':
      return { status: 'canceled', intentId: intent.id, cardLabel: label };
    case 'requires_payment_method': {
      // Back here after a decline or a failed authentication; without an error it was never confirmed.
      const last = intent.last_payment_error;
      const refused = last ? stripeErrorOutcome(errors, last, intent.id) : undefined;
      return refused
        ? { ...refused, cardLabel: label }
        : { status: 'failed', intentId: intent.id, code: 'unexpected_intent_state', cardLabel: label };
    }
    default:
      // processing, requires_confirmation, requires_capture: not decided yet.
      return { status: 'processing', intentId: intent.id, cardLabel: label };
  }
}
