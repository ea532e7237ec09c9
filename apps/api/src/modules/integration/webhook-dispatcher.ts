import type { FastifyBaseLogger } from 'fastify';
import type { ClaimedDelivery, DeliveryRepo } from './delivery-repo.ts';
import type { WebhookSecrets } from './webhook-secrets.ts';
import { postWebhook, type SendOutcome } from './webhook-sender.ts';
import { webhookSignature } from './webhook-signature.ts';

export interface WebhookDispatcherOptions {
  /** The sweep's period: retries come due, and deliveries a crash left behind. */
  intervalMs: number;
  /** The delay after each failed attempt; once they are used up the delivery is given up. */
  retryScheduleMs: number[];
  timeoutMs: number;
  /** Deliveries claimed (and sent side by side) at a time. */
  batchSize: number;
}

/**
 * Sends the due webhook deliveries (docs/integration.md), the mail dispatcher's pattern
 * (platform/mail/dispatcher.ts): poked after a commit that queued an event, and every
 * `intervalMs` anyway; one run at a time in this process, a poke during a run asks for one more;
 * across processes the claim (delivery-repo.ts) keeps two instances from sending the same row.
 * At least once: a receiver deduplicates by Webhook-Id.
 */
export class WebhookDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly repo: DeliveryRepo,
    private readonly secrets: WebhookSecrets,
    private readonly log: FastifyBaseLogger,
    readonly options: WebhookDispatcherOptions,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sends what is due; answers when the run that covers this poke has ended. Never rejects. */
  poke(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const run = (async () => {
      do {
        this.again = false;
        try {
          await this.runOnce();
        } catch (error) {
          this.log.error({ err: error }, 'webhook dispatch failed');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
    this.running = run;
    return run;
  }

  /** Claims and sends due deliveries, batch after batch, until none is due. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = this.now();
      // The lease covers a batch sent side by side, each bounded by the time-out, with room to record the outcomes.
      const rows = await this.repo.claimDue(now, new Date(now.getTime() + this.options.timeoutMs + 60_000), this.options.batchSize);
      await Promise.all(rows.map((row) => this.deliver(row)));
      sent += rows.length;
      if (rows.length < this.options.batchSize || this.stopped) return sent;
    }
  }

  private async deliver(row: ClaimedDelivery): Promise<void> {
    if (row.disabled) {
      await this.repo.abandon(row.id);
      return;
    }
    const timestamp = Math.floor(this.now().getTime() / 1000);
    let outcome: SendOutcome;
    try {
      const signature = webhookSignature(this.secrets.open(row.sealedSecret), row.eventId, timestamp, row.body);
      outcome = await postWebhook(
        row.url,
        { 'webhook-id': row.eventId, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature },
        row.body,
        this.options.timeoutMs,
      );
    } catch (error) {
      // A seal that no longer opens (TOKEN_SECRET changed): retrying cannot help.
      this.log.error({ err: error, deliveryId: row.id }, 'webhook secret unreadable');
      outcome = { statusCode: null, error: 'secret_unreadable' };
    }
    const at = this.now();
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const delay = this.options.retryScheduleMs[row.attempts - 1];
    const next = delivered
      ? 'delivered'
      : delay === undefined || outcome.error === 'secret_unreadable'
        ? 'failed'
        : new Date(at.getTime() + delay);
    const { error } = outcome;
    await this.repo.record(row, { at, statusCode: outcome.statusCode, error, next });
    const fields = {
      deliveryId: row.id,
      endpointId: row.endpointId,
      event: row.eventType,
      attempt: row.attempts,
      statusCode: outcome.statusCode,
    };
    if (next === 'failed') this.log.error({ ...fields, error }, 'webhook delivery given up');
    else if (next !== 'delivered') this.log.warn({ ...fields, error, nextAttemptAt: next }, 'webhook not delivered: will retry');
  }

  /** Runs now, then every `intervalMs`; the timer never keeps the process alive. */
  start(): Promise<void> {
    this.stopped = false;
    const first = this.poke();
    this.timer = setInterval(() => void this.poke(), this.options.intervalMs);
    this.timer.unref();
    return first;
  }

  /** Stops the sweep and waits for a run in progress, so the database can close after it. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
