import type { TPaymentErrorCode, TPaymentPlatform } from '@portal/domain';

/**
 * A card payment provider as the payments module sees it: Stripe, or the built-in sandbox that
 * behaves like Stripe's test mode. One provider intent stands for one payment attempt of ours.
 *
 * The rule that keeps a charge single even across crashes: a provider only confirms (charges)
 * an intent after `beforeConfirm` has recorded the intent's id on our attempt and said yes.
 * An attempt without a recorded id can therefore never have been charged, and an attempt that
 * recovery closed meanwhile refuses the confirmation.
 */
export interface PaymentProvider {
  readonly platform: TPaymentPlatform;
  /** What the web does when an intent needs the customer: the sandbox's dialog, or Stripe.js. */
  readonly nextAction: TNextAction;
  publishableKey(): string;
  /** Creates the attempt's intent under `idempotencyKey` and confirms it (see above). */
  charge(request: ChargeRequest, beforeConfirm: (intentId: string) => Promise<boolean>): Promise<IntentOutcome>;
  /**
   * The state of an attempt whose answer was lost (a crash, a time-out): by its intent id when
   * recorded, else by idempotency key. `absent` means no intent of that attempt was charged.
   * An intent created but never confirmed is confirmed now, once (the attempt's own key).
   */
  recover(attempt: { idempotencyKey: string; intentId: string | null }): Promise<IntentOutcome | Absent>;
  /** The current state of an intent, asked of the provider (never trusted from the browser). */
  retrieve(intentId: string): Promise<IntentOutcome>;
  /** Cancels an intent waiting for the customer; answers its state after (it may have succeeded meanwhile). */
  cancel(intentId: string): Promise<IntentOutcome>;
}

export type TNextAction = 'sandbox_authentication' | 'stripe_sdk';

export interface ChargeRequest {
  /** What the invoice owes, from the database. */
  amountCents: number;
  currency: 'EUR';
  /** The provider's payment method (a token made by the provider's form in the browser). */
  paymentMethodId: string;
  /** `invoice-<id>-attempt-<n>`: the provider answers the same intent for the same key. */
  idempotencyKey: string;
  customerId: number;
  invoiceId: number;
  description: string;
  /** Where the provider sends the browser back after a redirecting authentication. */
  returnUrl: string | undefined;
}

/** Card label shown on the summary and receipt, e.g. `visa •••• 4242`. */
export type CardLabel = string;

export type IntentOutcome =
  | { status: 'succeeded'; intentId: string; cardLabel: CardLabel }
  | { status: 'requires_action'; intentId: string; clientSecret: string; cardLabel: CardLabel }
  /** Refused: a card error, or an authentication that failed or was abandoned. */
  | { status: 'failed'; intentId: string | null; code: TPaymentErrorCode; declineCode?: string; cardLabel: CardLabel }
  | { status: 'canceled'; intentId: string; cardLabel: CardLabel }
  /** The provider has not decided yet (asynchronous methods); asked again later. */
  | { status: 'processing'; intentId: string; cardLabel: CardLabel };

export interface Absent {
  status: 'absent';
}

/**
 * The provider could not be reached or answered with a server error: whether it charged is
 * unknown, so the attempt stays `processing` and is recovered later with the same key.
 */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** `beforeConfirm` refused: the attempt was closed meanwhile, so nothing was charged. */
export class ChargeAbortedError extends Error {
  constructor(readonly intentId: string) {
    super(`confirmation of ${intentId} refused: the attempt is no longer processing`);
    this.name = 'ChargeAbortedError';
  }
}
