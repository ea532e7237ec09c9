import { buildPath, CONTRACTING_LEAD_ABANDONED_AFTER_MS, type TContractingType, type TLanguage } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { isMailableAddress, type MailService } from '../../platform/mail/index.ts';
import type { ContractingRepo } from './repo.ts';
import { RESUME_TOKEN_DAYS, signResumeToken } from './resume-token.ts';

/** Where each wizard lives (the domain's route table): the reminder's link opens it. */
const WIZARD_ROUTE = { electricity: 'electricityContracting', gas: 'gasContracting', dual: 'dualContracting' } as const;
/** Leads reminded per run: a backlog is worked off over the next runs. */
const BATCH = 100;
export const REMINDER_INTERVAL_MS = 15 * 60 * 1000;

export interface ReminderSweepDeps {
  db: Database;
  repo: ContractingRepo;
  mail: MailService;
  tokenSecret: Uint8Array;
  publicUrl: string;
  /** The organisation's name, read before each lead's transaction. */
  organisation: () => Promise<string>;
  log: FastifyBaseLogger;
  intervalMs?: number;
  now?: () => Date;
}

/**
 * The reminder of abandoned leads (docs/contracting.md, "The reminder"): an unconfirmed lead
 * untouched for a day, whose visitor agreed to be contacted and gave an e-mail address, gets one
 * mail in its language with a link that takes it up again. Runs every REMINDER_INTERVAL_MS on
 * every instance, and when staff ask (npm run staff -- leads remind); each lead's reminder is
 * claimed in the mail's transaction, so however many run at once, one mail goes.
 */
export class ReminderSweep {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private readonly now: () => Date;

  constructor(private readonly deps: ReminderSweepDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** One run: the reminders written to the outbox. */
  runOnce(): Promise<number> {
    if (this.running) return this.running;
    const run = this.remind().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  start(): void {
    const tick = () => void this.runOnce().catch((error: unknown) => this.deps.log.error({ err: error }, 'contracting reminders failed'));
    this.timer = setInterval(tick, this.deps.intervalMs ?? REMINDER_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  private async remind(): Promise<number> {
    const { db, repo, mail } = this.deps;
    const now = this.now();
    const due = await repo.dueReminders(now, CONTRACTING_LEAD_ABANDONED_AFTER_MS, BATCH);
    if (due.length === 0) return 0;
    // Read before the transactions: on PGlite nothing but a transaction may query inside it.
    const organisation = await this.deps.organisation();
    let sent = 0;
    for (const lead of due) {
      // Checked when the person step was taken; an address the outbox cannot write to is skipped, not claimed.
      const to = lead.email;
      if (!to || !isMailableAddress(to)) continue;
      const language = lead.language as TLanguage;
      const type = lead.type as TContractingType;
      const token = signResumeToken(this.deps.tokenSecret, lead, now);
      const url = `${this.deps.publicUrl}${buildPath(WIZARD_ROUTE[type], language)}?resume=${encodeURIComponent(token)}`;
      const claimed = await db.transaction(async (tx) => {
        if (!(await repo.claimReminder(tx, lead.id, now, CONTRACTING_LEAD_ABANDONED_AFTER_MS))) return false;
        await mail.enqueue(tx, {
          to,
          language,
          template: 'contracting_reminder',
          data: { type, url, validDays: RESUME_TOKEN_DAYS, organisation },
        });
        return true;
      });
      if (claimed) sent++;
    }
    if (sent > 0) void mail.poke();
    return sent;
  }
}
