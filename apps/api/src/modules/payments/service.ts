import {
  isInvoicePayable,
  type TInvoiceKind,
  type TPayFinaliseRequest,
  type TPaymentPlatform,
  type TPayResponse,
  type TPayWithMethodRequest,
  type TRelatedObjectType,
} from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { ApiError } from '../../platform/http/errors.ts';
import {
  ChargeAbortedError,
  type IntentOutcome,
  type PaymentProvider,
  ProviderUnavailableError,
} from '../../platform/payments/provider.ts';
import type { SettingsService } from '../settings/index.ts';
import type { TrailBy } from '../trail/index.ts';
import type { AttemptRecorder } from './attempt-recorder.ts';
import { payResponse } from './pay-response.ts';
import type { PaymentProviders } from './providers/provider-factory.ts';
import type { PaymentReconciler } from './reconciler.ts';
import { type InvoiceRow, isUniqueViolation, type PayerRow, type PaymentRow, type PaymentsRepo } from './repo.ts';

/** Which invoices a related_object_type pays (customer-area §3 online_payment.rel_object_type). */
export const KINDS_OF: Record<TRelatedObjectType, readonly TInvoiceKind[]> = {
  'account.invoice': ['electricity', 'gas'],
  'multipoint.invoice': ['multipoint'],
};

export const notPayable = () => new ApiError(409, 'not_payable', 'payment_error_not_payable');
/** An attempt of the invoice awaits its answer: paying again could charge twice. */
export const paymentInProcess = () => new ApiError(409, 'payment_in_process', 'payment_error_in_process');
const invoiceNotFound = () => new ApiError(404, 'invoice_not_found', 'invoice_not_found');
const platformUnavailable = () =>
  new ApiError(400, 'validation_error', 'validation_error', { errors: { platform_name: ['payment_platform_unavailable'] } });

/**
 * POST pay (customer-area §4, §7): charges an invoice at most once. The attempt is written
 * `processing` under a lock of the invoice before the provider is called, with the amount the
 * database says; the provider receives the attempt's idempotency key; the outcome is recorded
 * and the invoice settled in one transaction (attempt-recorder.ts). A second pay while an
 * attempt awaits its answer is refused with 409 payment_in_process, once paid with 409
 * not_payable; an authentication the customer left waiting is cancelled at the provider first
 * and replaced. While the provider is asked, the attempt is touched every heartbeatMs, so the
 * reconciler knows the request is alive.
 */

/** Called in the transaction that opens the attempt (the idempotency key records it: idempotent-pay.ts). */
export type OnAttemptOpened = (exec: Executor, paymentId: number) => Promise<void>;

export class PaymentsService {
  constructor(
    private readonly repo: PaymentsRepo,
    private readonly providers: PaymentProviders,
    private readonly recorder: AttemptRecorder,
    private readonly reconciler: PaymentReconciler,
    private readonly settings: SettingsService,
    private readonly log: FastifyBaseLogger,
  ) {}

  async platforms(): Promise<TPaymentPlatform[]> {
    return this.providers.offered();
  }

  async publishableKey(platform: TPaymentPlatform): Promise<string> {
    const provider = await this.providers.offeredProvider(platform);
    if (!provider) throw new ApiError(404, 'payment_platform_unavailable', 'payment_platform_unavailable');
    return provider.publishableKey();
  }

  async pay(
    userId: number,
    request: TPayWithMethodRequest,
    returnUrl: string | undefined,
    onOpened?: OnAttemptOpened,
    by?: TrailBy,
  ): Promise<TPayResponse> {
    const payer = await this.payer(userId);
    const provider = await this.providers.offeredProvider(request.platform_name);
    if (!provider) throw platformUnavailable();
    const invoice = await this.repo.invoice(this.repo.db, payer.customerId, request.item_id, KINDS_OF[request.related_object_type]);
    if (!invoice) throw invoiceNotFound();
    if (!(await this.settings.privateSettings()).invoices.enablePayment) throw notPayable();

    await this.clearLiveAttempt(invoice.id);
    const attempt = await this.openAttempt(payer, invoice, provider.platform, onOpened);
    const outcome = await this.charge(provider, attempt, invoice, request.payment_method_id, returnUrl);
    const recorded = outcome
      ? await this.recorder.record(attempt, outcome, by)
      : ((await this.repo.attempt(this.repo.db, attempt.id)) ?? attempt);
    return this.respond(provider, recorded, outcome);
  }

  /**
   * After the extra authentication (or Stripe's return with ?payment_intent=): the state is
   * asked of the provider, for an intent of this customer's own attempt only.
   */
  async finalise(userId: number, request: TPayFinaliseRequest, by?: TrailBy): Promise<TPayResponse> {
    const payer = await this.payer(userId);
    const attempt = await this.repo.attemptByIntent(payer.customerId, request.platform_name, request.payment_intent_id);
    const provider = attempt ? this.providers.provider(attempt.platform) : undefined;
    if (!attempt || !provider) throw new ApiError(404, 'payment_not_found', 'payment_error_unexpected_intent_state');
    if (attempt.status !== 'processing' && attempt.status !== 'requires_action') return payResponse(provider, attempt);
    let outcome: IntentOutcome;
    try {
      outcome = await provider.retrieve(request.payment_intent_id);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.log.warn({ paymentId: attempt.id, err: error }, 'payment provider unavailable at finalisation');
      return { status: 'error', error: { code: 'processing_error' } };
    }
    const recorded = await this.recorder.record(attempt, outcome, by);
    // Still waiting: the customer closed or failed the authentication without an answer.
    if (recorded.status === 'requires_action') return { status: 'error', error: { code: 'unexpected_intent_state' } };
    return payResponse(provider, recorded, outcome);
  }

  /**
   * The answer POST pay gives for one of the customer's attempts as it stands now, or undefined
   * while it awaits its answer: what a retry with the same Idempotency-Key answers. For a decided
   * attempt it is the answer its first call gave.
   */
  async answerOf(customerId: number, paymentId: number): Promise<TPayResponse | undefined> {
    const attempt = await this.repo.customerAttempt(customerId, paymentId);
    const provider = attempt && this.providers.provider(attempt.platform);
    if (!attempt || !provider || attempt.status === 'processing') return undefined;
    return this.respond(provider, attempt, undefined);
  }

  async customerOf(userId: number): Promise<number> {
    return (await this.payer(userId)).customerId;
  }

  /** The answer for an attempt as it stands; a waiting one needs its client secret, which only the provider keeps. */
  private async respond(provider: PaymentProvider, attempt: PaymentRow, outcome: IntentOutcome | undefined): Promise<TPayResponse> {
    if (attempt.status === 'requires_action' && outcome?.status !== 'requires_action' && attempt.providerIntentId) {
      outcome = await provider.retrieve(attempt.providerIntentId).catch(() => undefined);
    }
    return payResponse(provider, attempt, outcome);
  }

  private async payer(userId: number): Promise<PayerRow> {
    const payer = await this.repo.payer(userId);
    if (!payer) throw new ApiError(401, 'token_invalid', 'token_invalid');
    return payer;
  }

  /** Makes room for a new attempt, or refuses: see the class comment. */
  private async clearLiveAttempt(invoiceId: number): Promise<void> {
    let live = await this.repo.liveAttempt(this.repo.db, invoiceId);
    if (!live) return;
    if (live.status === 'processing') {
      // In flight (a double click, a retry racing the first call): refused. Left by a crash: re-driven.
      if (!this.reconciler.isStale(live)) throw paymentInProcess();
      live = await this.reconciler.redrive(live);
      if (live.status === 'processing') throw paymentInProcess();
    } else if (live.status === 'requires_action' && live.providerIntentId) {
      const provider = this.providers.provider(live.platform);
      if (!provider) throw notPayable();
      try {
        live = await this.recorder.record(live, await provider.cancel(live.providerIntentId));
      } catch (error) {
        if (!(error instanceof ProviderUnavailableError)) throw error;
        throw notPayable();
      }
    }
    if (live.status === 'processing' || live.status === 'requires_action' || live.status === 'succeeded') throw notPayable();
  }

  /** The `processing` attempt, written under a lock of the invoice; 409 when it is not payable or already being paid. */
  private async openAttempt(
    payer: PayerRow,
    invoice: InvoiceRow,
    platform: TPaymentPlatform,
    onOpened: OnAttemptOpened | undefined,
  ): Promise<PaymentRow> {
    try {
      return await this.repo.db.transaction(async (tx) => {
        const locked = await this.repo.invoice(tx, payer.customerId, invoice.id, [invoice.kind], true);
        if (!locked) throw invoiceNotFound();
        const payable = isInvoicePayable({
          paid_status: locked.paidStatus,
          rectificative_type: locked.rectificativeType,
          amount_pending: locked.amountPending,
        });
        const live = await this.repo.liveAttempt(tx, locked.id);
        if (live?.status === 'processing') throw paymentInProcess();
        if (!payable || live) throw notPayable();
        const attemptNumber = (await this.repo.attemptCount(tx, locked.id)) + 1;
        const opened = await this.repo.insertAttempt(tx, {
          invoiceId: locked.id,
          customerId: payer.customerId,
          userId: payer.userId,
          platform,
          idempotencyKey: `invoice-${locked.id}-attempt-${attemptNumber}`,
          status: 'processing',
          // Always the database's amount, never the browser's.
          amountCents: Math.round(locked.amountPending * 100),
          currency: 'EUR',
          paidByUserEmail: payer.email,
        });
        await onOpened?.(tx, opened.id);
        return opened;
      });
    } catch (error) {
      // The partial unique index is the last word when two requests pass the checks together: the other one is in flight.
      if (isUniqueViolation(error)) throw paymentInProcess();
      throw error;
    }
  }

  /** The provider's answer, or undefined when it is recorded already (by recovery) or still unknown. */
  private async charge(
    provider: PaymentProvider,
    attempt: PaymentRow,
    invoice: InvoiceRow,
    paymentMethodId: string,
    returnUrl: string | undefined,
  ): Promise<IntentOutcome | undefined> {
    const request = {
      amountCents: attempt.amountCents,
      currency: 'EUR' as const,
      paymentMethodId,
      idempotencyKey: attempt.idempotencyKey,
      customerId: attempt.customerId,
      invoiceId: invoice.id,
      description: `Invoice ${invoice.number}`,
      returnUrl,
    };
    const heartbeat = setInterval(() => {
      this.repo
        .touch(attempt.id)
        .catch((error: unknown) => this.log.warn({ paymentId: attempt.id, err: error }, 'payment heartbeat failed'));
    }, this.reconciler.options.heartbeatMs);
    heartbeat.unref();
    try {
      return await provider.charge(request, (intentId) => this.repo.attachIntent(attempt.id, intentId));
    } catch (error) {
      if (error instanceof ChargeAbortedError) return undefined;
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.log.warn({ paymentId: attempt.id, err: error }, 'payment provider unavailable; trying to recover the attempt');
    } finally {
      clearInterval(heartbeat);
    }
    // One immediate re-drive with the same key; if the provider is still away, the reconciler finishes it.
    const current = (await this.repo.attempt(this.repo.db, attempt.id)) ?? attempt;
    await this.reconciler.redrive(current);
    return undefined;
  }
}
