import { CARD_BRANDS, cardLabel, type TCardBrand, toPaymentErrorCode } from '@portal/domain';
import {
  type Absent,
  ChargeAbortedError,
  type ChargeRequest,
  type IntentOutcome,
  type PaymentProvider,
  type TNextAction,
} from '../../../platform/payments/provider.ts';
import { type SandboxIntentRow, type SandboxIntentStatus, type SandboxStore, sandboxId } from './sandbox-store.ts';

/** The one publishable key of the sandbox: the web only checks that there is one. */
export const SANDBOX_PUBLISHABLE_KEY = 'pk_sandbox_portal_test_cards';

/**
 * The built-in provider: Stripe's test mode without Stripe. Cards are made by the sandbox's
 * browser-facing endpoint (modules/payments/sandbox-routes.ts), which keeps only what the test number
 * means; confirming an intent applies it, as Stripe does with its test numbers: declines at
 * confirmation, 4000002500003155 waits for an authentication the customer completes or
 * cancels in the sandbox dialog.
 */
export class SandboxProvider implements PaymentProvider {
  readonly platform = 'sandbox' as const;
  readonly nextAction: TNextAction = 'sandbox_authentication';

  constructor(private readonly store: SandboxStore) {}

  publishableKey(): string {
    return SANDBOX_PUBLISHABLE_KEY;
  }

  async charge(request: ChargeRequest, beforeConfirm: (intentId: string) => Promise<boolean>): Promise<IntentOutcome> {
    const earlier = await this.store.findIntentByKey(request.idempotencyKey);
    if (earlier) return toOutcome(earlier);
    // Stripe answers resource_missing for a payment method it does not know (or of another account).
    const method = await this.store.findPaymentMethod(request.paymentMethodId, request.customerId);
    if (!method) return { status: 'failed', intentId: null, code: 'missing', cardLabel: '' };

    const id = sandboxId('pi');
    if (!(await beforeConfirm(id))) throw new ChargeAbortedError(id);
    const result = confirmationResult(method.outcome, method.declineCode);
    const stored = await this.store.insertIntent({
      id,
      idempotencyKey: request.idempotencyKey,
      paymentMethodId: method.id,
      customerId: request.customerId,
      amountCents: request.amountCents,
      ...result,
    });
    return toOutcome(stored);
  }

  async recover(attempt: { idempotencyKey: string; intentId: string | null }): Promise<IntentOutcome | Absent> {
    // An intent is written with its result in one statement: found means decided, not found means never charged.
    const found =
      (attempt.intentId ? await this.store.findIntent(attempt.intentId) : undefined) ??
      (await this.store.findIntentByKey(attempt.idempotencyKey));
    return found ? toOutcome(found) : { status: 'absent' };
  }

  async retrieve(intentId: string): Promise<IntentOutcome> {
    const found = await this.store.findIntent(intentId);
    if (!found) return { status: 'failed', intentId, code: 'unexpected_intent_state', cardLabel: '' };
    return toOutcome(found);
  }

  async cancel(intentId: string): Promise<IntentOutcome> {
    await this.store.settleWaitingIntent(intentId, 'canceled', 'unexpected_intent_state');
    return this.retrieve(intentId);
  }
}

/** What confirming a card does, from what its test number stands for. */
function confirmationResult(
  outcome: string,
  declineCode: string | null,
): { status: SandboxIntentStatus; errorCode: string | null; declineCode: string | null } {
  if (outcome === 'success') return { status: 'succeeded', errorCode: null, declineCode: null };
  if (outcome === 'requires_authentication') return { status: 'requires_action', errorCode: null, declineCode: null };
  return { status: 'failed', errorCode: toPaymentErrorCode(outcome), declineCode };
}

function toOutcome(intent: SandboxIntentRow): IntentOutcome {
  const brand: TCardBrand = (CARD_BRANDS as readonly string[]).includes(intent.brand) ? (intent.brand as TCardBrand) : 'card';
  const label = cardLabel(brand, intent.last4);
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', intentId: intent.id, cardLabel: label };
    case 'requires_action':
      return { status: 'requires_action', intentId: intent.id, clientSecret: intent.clientSecret, cardLabel: label };
    case 'canceled':
      return { status: 'canceled', intentId: intent.id, cardLabel: label };
    default:
      return {
        status: 'failed',
        intentId: intent.id,
        code: toPaymentErrorCode(intent.errorCode),
        ...(intent.declineCode ? { declineCode: intent.declineCode } : {}),
        cardLabel: label,
      };
  }
}
