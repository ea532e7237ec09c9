import type { FastifyBaseLogger } from 'fastify';
import { ProviderUnavailableError } from '../../platform/payments/provider.ts';
import type { PaymentProviders } from '../../platform/payments/provider-factory.ts';
import type { AttemptRecorder } from './attempt-recorder.ts';
import type { PaymentRow, PaymentsRepo } from './repo.ts';

export interface ReconcilerOptions {
  /**
   * An undecided attempt younger than this may still have its request in flight (a provider
   * call takes at most ~1 min with the SDK's time-out and retries); older, its answer was lost.
   */
  staleAfterMs: number;
  /** A customer who has not finished the extra authentication by then has left: the intent is cancelled. */
  abandonAfterMs: number;
  /** Attempts looked at per run, oldest first. */
  batchSize: number;
}

export const DEFAULT_RECONCILER_OPTIONS: ReconcilerOptions = {
  staleAfterMs: 2 * 60_000,
  abandonAfterMs: 60 * 60_000,
  batchSize: 100,
};

export interface ReconcileReport {
  examined: number;
  decided: number;
}

/**
 * Finishes attempts whose answer was lost: a crash or time-out between our `processing` row
 * and the provider's answer, or a customer who authenticated and never came back. It asks
 * the provider with the attempt's own intent id or idempotency key, so a re-drive finds the
 * first intent and never charges twice. Runs at start-up, every minute, and for one invoice
 * when its customer pays or asks for its summary.
 */
export class PaymentReconciler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly repo: PaymentsRepo,
    private readonly providers: PaymentProviders,
    private readonly recorder: AttemptRecorder,
    private readonly log: FastifyBaseLogger,
    readonly options: ReconcilerOptions = DEFAULT_RECONCILER_OPTIONS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  isStale(attempt: PaymentRow): boolean {
    return this.now().getTime() - attempt.updatedAt.getTime() >= this.options.staleAfterMs;
  }

  /** Asks the provider how an undecided attempt ended and records it; unchanged when the provider cannot say now. */
  async redrive(attempt: PaymentRow): Promise<PaymentRow> {
    const provider = this.providers.provider(attempt.platform);
    if (!provider) {
      this.log.warn({ paymentId: attempt.id, platform: attempt.platform }, 'payment attempt of a provider no longer configured');
      return attempt;
    }
    try {
      let outcome: Parameters<AttemptRecorder['record']>[1];
      if (attempt.status === 'processing' || !attempt.providerIntentId) {
        outcome = await provider.recover({ idempotencyKey: attempt.idempotencyKey, intentId: attempt.providerIntentId });
      } else if (this.now().getTime() - attempt.createdAt.getTime() >= this.options.abandonAfterMs) {
        outcome = await provider.cancel(attempt.providerIntentId);
      } else {
        outcome = await provider.retrieve(attempt.providerIntentId);
      }
      const recorded = await this.recorder.record(attempt, outcome);
      if (recorded.status !== attempt.status) {
        this.log.info({ paymentId: attempt.id, from: attempt.status, to: recorded.status }, 'payment attempt reconciled');
      }
      return recorded;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.log.warn({ paymentId: attempt.id, err: error }, 'payment provider unavailable; attempt left for the next run');
      return attempt;
    }
  }

  /** One pass over the stale undecided attempts. */
  async runOnce(): Promise<ReconcileReport> {
    const before = new Date(this.now().getTime() - this.options.staleAfterMs);
    const attempts = await this.repo.undecidedAttempts(before, this.options.batchSize);
    let decided = 0;
    for (const attempt of attempts) {
      try {
        const after = await this.redrive(attempt);
        if (after.status !== 'processing' && after.status !== 'requires_action') decided++;
      } catch (error) {
        this.log.error({ paymentId: attempt.id, err: error }, 'payment reconciliation failed');
      }
    }
    return { examined: attempts.length, decided };
  }

  /** Runs now and then every `intervalMs`, one run at a time; the timer never keeps the process alive. */
  start(intervalMs: number): void {
    const tick = () => {
      if (this.running) return;
      this.running = this.runOnce()
        .catch((error: unknown) => this.log.error({ err: error }, 'payment reconciliation failed'))
        .finally(() => {
          this.running = undefined;
        });
    };
    tick();
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
