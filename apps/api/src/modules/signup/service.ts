import {
  buildPath,
  fieldErrorsFromIssues,
  signupConfirmSchema,
  type TLanguage,
  type TSignupConfirm,
  type TSignupConfirmResponse,
  type TSignupFields,
  VALIDATION_ERROR,
} from '@portal/domain';
import type { Database } from '../../db/database.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { ApiError } from '../../platform/errors.ts';
import type { MailService } from '../../platform/mail/index.ts';
import { hashOneTimeToken, newOneTimeToken } from '../../platform/one-time-token.ts';
import type { SettingsService } from '../settings/index.ts';
import type { SignupRepo } from './repo.ts';
import { SIGNUP_TEXTS } from './texts.ts';

export interface SignupServiceOptions {
  publicUrl: string;
  activationTtlHours: number;
  now?: () => Date;
}

/** The one answer of a link that does not open: unknown, used or expired alike. */
export const activationLinkInvalid = () =>
  new ApiError(400, 'activation_link_invalid', 'activation_link_invalid', { errors: { token: ['activation_link_invalid'] } });

const rendered = (render: { errors?: string[]; body?: string }): TSignupConfirmResponse => ({ result: { render } });

/** Sign-up and activation (customer-area §2, §5, §7; docs/signup.md). */
export class SignupService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly repo: SignupRepo,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly options: SignupServiceOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Whether the signup feature is on (off: the routes answer 404). */
  async enabled(): Promise<boolean> {
    return (await this.settings.publicSettings()).features.signup === true;
  }

  async fields(): Promise<TSignupFields> {
    const { signUp } = await this.settings.publicSettings();
    return { phoneField: signUp.phoneField === true, invoiceNumberField: signUp.invoiceNumberField === true };
  }

  /**
   * POST signup/confirm. The body passed the endpoint's schema; the settings' required fields are
   * checked here with the same rules (400 with field errors). Then the real data: a customer with
   * that tax id owning that contract (and that invoice, when the setting asks for it), without an
   * account that has a password. A match makes or updates the pending account, stores a new link
   * and writes its mail in the same transaction; the mail leaves after the commit.
   */
  async confirm(body: TSignupConfirm, language: TLanguage): Promise<TSignupConfirmResponse> {
    const fields = await this.fields();
    const checked = signupConfirmSchema(fields).safeParse(body);
    if (!checked.success) {
      const errors = fieldErrorsFromIssues(checked.error.issues, 'body');
      throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors });
    }
    const form = checked.data;
    const texts = SIGNUP_TEXTS[language];
    const customer = await this.repo.matchingCustomer(form.nif, form.contract, fields.invoiceNumberField ? form.invoiceNumber : undefined);
    if (!customer) return rendered({ errors: [texts.dataMismatch] });

    const now = this.now();
    const { token, hash } = newOneTimeToken();
    const hours = this.options.activationTtlHours;
    const phone = fields.phoneField ? (form.phone ?? null) : null;
    const outcome = await this.db.transaction(async (tx) => {
      const account = await this.repo.accountOf(tx, customer);
      // A password, or an account of single sign-on (no password, never signed up): already registered.
      if (account && (account.hasPassword || !account.signedUp)) return 'registered' as const;
      let userId = account?.id;
      if (userId === undefined) userId = await this.repo.createPendingAccount(tx, customer, form.email, language);
      else await this.repo.updatePendingAccount(tx, userId, form.email, language);
      // Another sign-up of the same customer created the account between our read and insert.
      if (userId === undefined) return 'registered' as const;
      await this.repo.replaceActivation(
        tx,
        { userId, tokenHash: hash, email: form.email, phone, expiresAt: new Date(now.getTime() + hours * 3_600_000) },
        now,
      );
      const organisation = (await this.settings.publicSettings()).organization.name ?? '';
      await this.mail.enqueue(tx, {
        to: form.email,
        language,
        template: 'account_activation',
        data: { name: customer.name, url: this.activationUrl(token, language), validHours: hours, organisation },
      });
      return 'mailed' as const;
    });
    if (outcome === 'registered') return rendered({ errors: [texts.alreadyRegistered] });
    void this.mail.poke();
    return rendered({ body: texts.mailed(form.email, hours) });
  }

  /** POST signup/activate: spends the link and sets the first password, both or neither. */
  async activate(token: string, password: string): Promise<{ result: { login: string } }> {
    const passwordHash = await hashPassword(password);
    const login = await this.db.transaction(async (tx) => {
      const userId = await this.repo.spendActivation(tx, hashOneTimeToken(token), this.now());
      if (userId === undefined) return undefined;
      return this.repo.setFirstPassword(tx, userId, passwordHash);
    });
    // A link of an account that has meanwhile got a password (the transaction rolled nothing
    // back: the link is spent either way, which is what a used link should be).
    if (login === undefined) throw activationLinkInvalid();
    return { result: { login } };
  }

  private activationUrl(token: string, language: TLanguage): string {
    return `${this.options.publicUrl}${buildPath('activation', language)}?key=${encodeURIComponent(token)}`;
  }
}
