import {
  cardBrand,
  cardDigits,
  expiryYear,
  paymentErrorMessageKey,
  sandboxCardError,
  sandboxCardOutcome,
  type TSandboxAuthenticateRequest,
  type TSandboxCard,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { PaymentProviders } from './providers/provider-factory.ts';

export type SandboxAuthenticationResult = { status: 'succeeded' | 'canceled' };

/**
 * What Stripe.js and Stripe's pages do in the browser, for the built-in sandbox: turning a card
 * into a payment method (checking it as Stripe does when a card is entered) and completing or
 * cancelling the extra authentication of an intent. Only the customer's own records.
 */
export class SandboxPaymentsService {
  constructor(
    private readonly db: Database,
    private readonly providers: PaymentProviders,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * A card problem Stripe reports when the card is entered (number, expiry, CVC) is a 402 with
   * the card error code; declines and the other test-number outcomes wait for the confirmation.
   * Only brand, last four digits, expiry and the outcome are kept.
   */
  async createPaymentMethod(userId: number, card: TSandboxCard): Promise<{ id: string }> {
    if (!(await this.providers.offeredProvider('sandbox'))) {
      throw new ApiError(404, 'payment_platform_unavailable', 'payment_platform_unavailable');
    }
    const customerId = await this.customerOf(userId);
    const problem = sandboxCardError(card, this.now());
    if (problem) {
      const key = paymentErrorMessageKey(problem.code);
      throw new ApiError(402, problem.code, key, { errors: { [problem.field]: [key] } });
    }
    const outcome = sandboxCardOutcome(card.number);
    const digits = cardDigits(card.number);
    const id = await this.providers.sandboxStore.createPaymentMethod({
      customerId,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: card.exp_month,
      expYear: expiryYear(card.exp_year),
      outcome: outcome.kind === 'error' ? outcome.code : outcome.kind === 'requires_action' ? 'requires_authentication' : 'success',
      declineCode: outcome.kind === 'error' ? (outcome.decline_code ?? null) : null,
    });
    return { id };
  }

  /** The customer's answer to the sandbox's authentication dialog; the web then finalises with POST pay. */
  async authenticate(userId: number, intentId: string, request: TSandboxAuthenticateRequest): Promise<SandboxAuthenticationResult> {
    const customerId = await this.customerOf(userId);
    const store = this.providers.sandboxStore;
    const intent = await store.findCustomerIntent(intentId, customerId);
    if (!intent) throw new ApiError(404, 'payment_intent_not_found', 'payment_error_unexpected_intent_state');
    const status = request.outcome === 'complete' ? 'succeeded' : 'canceled';
    const moved = await store.settleWaitingIntent(intent.id, status, status === 'canceled' ? 'unexpected_intent_state' : null);
    if (!moved) throw new ApiError(409, 'unexpected_intent_state', 'payment_error_unexpected_intent_state');
    return { status };
  }

  private async customerOf(userId: number): Promise<number> {
    const [row] = await this.db.select({ customerId: users.customerId }).from(users).where(eq(users.id, userId));
    if (!row) throw new ApiError(401, 'token_invalid', 'token_invalid');
    return row.customerId;
  }
}
