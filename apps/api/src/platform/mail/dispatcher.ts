import type { FastifyBaseLogger } from 'fastify';
import type { OutboxRepo, OutboxRow } from '../../db/mail-outbox-repo.ts';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelayMs } from './backoff.ts';
import { type MailAddress, MailSendError, type MailTransport, SMTP_TIMEOUTS, toSendError } from './transport.ts';

export interface DispatcherOptions {
  /** Period of the sweep (MAIL_RETRY_INTERVAL_SECONDS): retries come due, and mail a crash left behind. */
  intervalMs: number;
  /** Rows claimed per statement. */
  batchSize: number;
  /**
   * How long a claimed row is this dispatcher's: longer than any SMTP conversation may take
   * (transport.ts timeouts), so a row comes due again only when its claimer died.
   */
  leaseMs: number;
  retry: RetryPolicy;
}

export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = {
  intervalMs: 30_000,
  batchSize: 20,
  leaseMs: 4 * (SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout + SMTP_TIMEOUTS.socketTimeout),
  retry: DEFAULT_RETRY_POLICY,
};

export interface DispatchReport {
  claimed: number;
  delivered: number;
  failedAttempts: number;
}

/**
 * Sends the outbox's due mail. Poked after a commit that enqueued mail (`poke`), and every
 * `intervalMs` anyway, so a poke lost to a crash only delays a mail. One run at a time in this
 * process; a poke during a run asks for one more run after it. Across processes the claim
 * (db/mail-outbox-repo.ts) keeps two dispatchers from sending the same row.
 */
export class MailDispatcher {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly repo: OutboxRepo,
    private readonly transport: MailTransport,
    /** The From header, read at each send so a change of the organisation's settings applies. */
    private readonly from: () => Promise<string | MailAddress>,
    private readonly log: FastifyBaseLogger,
    readonly options: DispatcherOptions = DEFAULT_DISPATCHER_OPTIONS,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Sends what is due soon; answers when the run that covers this poke has ended. Never rejects. */
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
          // The database is away, say: the rows stay pending and the next poke or sweep tries again.
          this.log.error({ err: error }, 'mail dispatch failed');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
    this.running = run;
    return run;
  }

  /** Claims and sends due rows, batch after batch, until none is due. */
  async runOnce(): Promise<DispatchReport> {
    const report: DispatchReport = { claimed: 0, delivered: 0, failedAttempts: 0 };
    for (;;) {
      const now = this.now();
      const rows = await this.repo.claimDue(now, new Date(now.getTime() + this.options.leaseMs), this.options.batchSize);
      report.claimed += rows.length;
      for (const row of rows) {
        if (await this.deliver(row)) report.delivered++;
        else report.failedAttempts++;
      }
      if (rows.length < this.options.batchSize || this.stopped) return report;
    }
  }

  private async deliver(row: OutboxRow): Promise<boolean> {
    let outcome: 'sent' | 'logged';
    try {
      outcome = await this.transport.send({
        from: await this.from(),
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        ...(row.listUnsubscribeUrl ? { listUnsubscribeUrl: row.listUnsubscribeUrl } : {}),
      });
    } catch (error) {
      await this.failed(row, error instanceof MailSendError ? error : toSendError(error));
      return false;
    }
    await this.repo.markDone(row.id, outcome, this.now());
    if (outcome === 'sent') this.log.info({ mailId: row.id, template: row.templateKey, attempts: row.attempts }, 'mail sent');
    // Without SMTP: where to read it, never what it says (its links sign in); the address masked.
    else
      this.log.info(
        { mailId: row.id, template: row.templateKey, to: maskedAddress(row.toAddress), read: `npm run mail:outbox -- --show ${row.id}` },
        'mail waiting in the outbox (no SMTP_URL)',
      );
    return true;
  }

  private async failed(row: OutboxRow, error: MailSendError): Promise<void> {
    const { retry } = this.options;
    const giveUp = error.permanent || row.attempts >= retry.maxAttempts;
    const next = giveUp ? undefined : new Date(this.now().getTime() + retryDelayMs(row.attempts, retry));
    await this.repo.markFailedAttempt(row, error.message, next);
    // The address is left out of the log (the row has it); the error is the short one stored.
    const fields = { mailId: row.id, template: row.templateKey, attempts: row.attempts, error: error.message };
    if (giveUp) this.log.error({ ...fields, permanent: error.permanent }, 'mail failed: given up');
    else this.log.warn({ ...fields, nextAttemptAt: next }, 'mail not sent: will retry');
  }

  /** Runs now, then every `intervalMs`; the timer never keeps the process alive. Answers the first run. */
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
    this.transport.close();
  }
}

/** `n***@example.com`: enough to tell whose mail it is among a few, not the address itself. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
