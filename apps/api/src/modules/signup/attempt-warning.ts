import { distinctEmails, FALLBACK_LANGUAGE, isLanguage } from '@portal/domain';
import type { Database } from '../../db/database.ts';
import { isMailableAddress, type MailService } from '../../platform/mail/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { SignupCustomer, SignupRepo } from './repo.ts';

/**
 * At most one warning per customer in this window. A day: the first mail tells the customer all
 * there is to know (someone holds their invoice data and tried), and later attempts that day are
 * refused just the same; more mails would only let a stranger fill the customer's mailbox.
 */
export const ATTEMPT_WARNING_WINDOW_MS = 24 * 3_600_000;

/**
 * Tells the customer's known addresses that someone tried to sign up with their tax id and
 * contract but an address not on file (docs/signup.md, "The threat"). The throttle is a row per
 * customer in signup_warnings (SignupRepo.claimWarning), not the request rate limiter: the limiter
 * counts per request and, without Redis, per instance and only until a restart, while the row is
 * exact across instances and restarts and commits with the mails it allowed.
 */
export class AttemptWarning {
  constructor(
    private readonly db: Database,
    private readonly repo: SignupRepo,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
  ) {}

  /**
   * `known` are the customer's addresses on file. The mail is in the portal's default language
   * (the customer chose none, and the visitor's must not choose for them) and quotes nothing the
   * visitor wrote. A customer with no address on file cannot be told (nor sign up).
   */
  async send(customer: SignupCustomer, known: readonly string[], attemptedAt: Date): Promise<void> {
    const recipients = distinctEmails(known).filter(isMailableAddress);
    if (recipients.length === 0) return;
    const settings = await this.settings.publicSettings();
    const language = isLanguage(settings.language.default) ? settings.language.default : FALLBACK_LANGUAGE;
    const organisation = settings.organization.name ?? '';
    const written = await this.db.transaction(async (tx) => {
      if (!(await this.repo.claimWarning(tx, customer.id, attemptedAt, ATTEMPT_WARNING_WINDOW_MS))) return false;
      for (const to of recipients) {
        await this.mail.enqueue(tx, {
          to,
          language,
          template: 'signup_attempt',
          data: { name: customer.name, attemptedAt, organisation },
        });
      }
      return true;
    });
    if (written) void this.mail.poke();
  }
}
