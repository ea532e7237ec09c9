import type { FastifyBaseLogger } from 'fastify';
import { ProviderUnavailableError } from '../../platform/payments/provider.ts';
import type { AttemptRecorder } from './attempt-recorder.ts';
import type { PaymentProviders } from './providers/provider-factory.ts';
import type { PaymentRow, PaymentsRepo } from './repo.ts';

export interface ReconcilerOptions {
  /**
   * An undecided attempt touched more recently than this may still have its request in flight:
   * the request touches it every `heartbeatMs` while it waits for the provider (service.ts), so
   * a request that stopped touching it for this long died and its answer was lost.
   */
  staleAfterMs: number;
  /** How often a request waiting for the provider touches its attempt (well under staleAfterMs). */
  heartbeatMs: number;
  /** How often the reconciler runs (PAYMENT_RECONCILE_INTERVAL_SECONDS), at most 30 s. */
  intervalMs: number;
  /** A customer who has not finished the extra authentication by then has left: the intent is cancelled. */
  abandonAfterMs: number;
  /** Attempts looked at per run, oldest first. */
  batchSize: number;
}

export const DEFAULT_RECONCILER_OPTIONS: ReconcilerOptions = {
  staleAfterMs: 15_000,
  heartbeatMs: 4_000,
  intervalMs: 10_000,
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
 * first intent and never charges twice. Runs at start-up, every `intervalMs` (≤ 30 s), and for
 * one invoice when its customer pays or asks for its summary. At the start of a process that
 * owns its database alone (PGlite), no request of another can be in flight: every undecided
 * attempt is an orphan and is reconciled at once, whatever its age. With a server, another
 * instance may be mid-call: an attempt waits until its heartbeat is stale (staleAfterMs), and
 * a run is due then.
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
      const { row, moved } = await this.recorder.recordMove(attempt, outcome);
      // Only the instance that wrote the outcome reports it; another found it already decided.
      if (moved && row.status !== attempt.status) {
        this.log.info({ paymentId: attempt.id, from: attempt.status, to: row.status }, 'payment attempt reconciled');
      }
      return row;
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      this.log.warn({ paymentId: attempt.id, err: error }, 'payment provider unavailable; attempt left for the next run');
      return attempt;
    }
  }

  /** One pass over the stale undecided attempts; `orphans`: every undecided attempt, however fresh (see the class comment). */
  async runOnce(orphans = false): Promise<ReconcileReport> {
    const before = orphans ? undefined : new Date(this.now().getTime() - this.options.staleAfterMs);
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

  /**
   * Runs now (over every undecided attempt when `orphansAtStart`) and then every `intervalMs`,
   * one run at a time; the timer never keeps the process alive. Answers the first run.
   */
  start(options: { orphansAtStart: boolean }): Promise<unknown> {
    const tick = (orphans: boolean) => {
      if (this.running) return this.running;
      const run = this.runOnce(orphans)
        .then(() => this.prune?.())
        .catch((error: unknown) => this.log.error({ err: error }, 'payment reconciliation failed'))
        .finally(() => {
          if (this.running === run) this.running = undefined;
        });
      this.running = run;
      return run;
    };
    const first = tick(options.orphansAtStart);
    this.timer = setInterval(() => tick(false), this.options.intervalMs);
    this.timer.unref();
    return first;
  }

  /** Old idempotency keys are forgotten on each run (createPaymentsModule in index.ts sets it). */
  prune: (() => Promise<unknown>) | undefined;

  /** Stops the timer and waits for a run in progress, so the database can close after it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
