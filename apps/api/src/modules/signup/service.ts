import { setTimeout as sleep } from 'node:timers/promises';
import {
  buildPath,
  fieldErrorsFromIssues,
  knownEmailMatching,
  signupConfirmSchema,
  type TLanguage,
  type TSignupConfirm,
  type TSignupConfirmResponse,
  type TSignupFields,
  VALIDATION_ERROR,
} from '@portal/domain';
import type { Database, Executor } from '../../db/database.ts';
import { hashOneTimeToken, newOneTimeToken } from '../../platform/auth/one-time-token.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { AccountUpdates } from '../auth/index.ts';
import type { SettingsService } from '../settings/index.ts';
import type { AttemptWarning } from './attempt-warning.ts';
import type { SignupAccount, SignupCustomer, SignupRepo } from './repo.ts';
import { SIGNUP_TEXTS } from './texts/index.ts';

export interface SignupServiceOptions {
  publicUrl: string;
  activationTtlHours: number;
  /** Every answer after the field rules comes no sooner than this (SIGNUP_ANSWER_MS). */
  answerMs: number;
  now?: () => Date;
}

/** The one answer of a link that does not open: unknown, used or expired alike. */
export const activationLinkInvalid = () =>
  new ApiError(400, 'activation_link_invalid', 'activation_link_invalid', { errors: { token: ['activation_link_invalid'] } });

/** The form once the settings' field rules passed (the nif normalised). */
type CheckedForm = ReturnType<ReturnType<typeof signupConfirmSchema>['parse']>;

const rendered = (render: { errors?: string[]; body?: string }): TSignupConfirmResponse => ({ result: { render } });

/** Sign-up and activation (customer-area §2, §5, §7; docs/signup.md). */
export class SignupService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly repo: SignupRepo,
    private readonly settings: SettingsService,
    private readonly mail: MailService,
    private readonly warning: AttemptWarning,
    private readonly options: SignupServiceOptions,
    /** The users' writes (the auth module owns the users): the pending account and its first password. */
    private readonly accounts: AccountUpdates,
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
   * checked here with the same rules (400 with field errors). Then the real data, answered no
   * sooner than the floor (`answerMs`) so the time says nothing of which check failed.
   */
  async confirm(body: TSignupConfirm, language: TLanguage): Promise<TSignupConfirmResponse> {
    const fields = await this.fields();
    const checked = signupConfirmSchema(fields).safeParse(body);
    if (!checked.success) {
      const errors = fieldErrorsFromIssues(checked.error.issues, 'body');
      throw new ApiError(400, VALIDATION_ERROR, VALIDATION_ERROR, { errors });
    }
    const floor = sleep(this.options.answerMs);
    try {
      return await this.checkAndMail(checked.data, fields, language);
    } finally {
      await floor;
    }
  }

  /**
   * A customer with that tax id owning that contract (and that invoice, when the setting asks for
   * it), and an e-mail the retailer already has for them (docs/signup.md, "The threat"): the tax id
   * and contract are printed on every invoice, so only a link reaching the customer's own mailbox
   * proves anything. A typed address not on file answers what a wrong contract answers and warns
   * the addresses on file. A match makes or updates the pending account, adds a link and writes
   * its mail in one transaction; the mail leaves after the commit.
   */
  private async checkAndMail(form: CheckedForm, fields: TSignupFields, language: TLanguage): Promise<TSignupConfirmResponse> {
    const texts = SIGNUP_TEXTS[language];
    const customer = await this.repo.matchingCustomer(form.nif, form.contract, fields.invoiceNumberField ? form.invoiceNumber : undefined);
    if (!customer) return rendered({ errors: [texts.dataMismatch] });
    const known = await this.repo.knownEmails(customer.id);
    const email = knownEmailMatching(form.email, known);
    const now = this.now();
    if (email === undefined) {
      await this.warning.send(customer, known, now);
      return rendered({ errors: [texts.dataMismatch] });
    }

    const hours = this.options.activationTtlHours;
    const phone = fields.phoneField ? (form.phone ?? null) : null;
    // Read before the transaction: on PGlite nothing but the transaction may query inside it.
    const organisation = (await this.settings.publicSettings()).organization.name ?? '';
    const outcome = await this.db.transaction(async (tx) => {
      const account = await this.pendingAccount(tx, customer, email, language);
      if (account === undefined) return 'registered' as const;
      await this.mailActivation(tx, { userId: account.id, name: customer.name }, { email, phone, language, organisation, now });
      return 'mailed' as const;
    });
    if (outcome === 'registered') return rendered({ errors: [texts.alreadyRegistered] });
    void this.mail.poke();
    return rendered({ body: texts.mailed(email, hours) });
  }

  /**
   * The pending account of a customer another module has just created in `tx` (a contracting
   * wizard's visitor, docs/contracting.md), with its activation link and mail: the same account,
   * link and mail as a sign-up's. The link goes to the address the new customer gave: the customer
   * did not exist before this transaction, so no one else's account can be reached through it.
   * `organisation` is read by the caller before its transaction; the caller pokes the mail after
   * the commit.
   */
  async activateNewCustomer(
    tx: Executor,
    customer: SignupCustomer,
    to: { email: string; language: TLanguage; organisation: string },
  ): Promise<void> {
    const userId = await this.accounts.createPending(tx, customer, to.email, to.language);
    // The customer is new in this transaction, so its login cannot be taken: a clash is a bug.
    if (userId === undefined) throw new Error(`customer ${customer.id}: an account with its login already exists`);
    await this.mailActivation(tx, { userId, name: customer.name }, { ...to, phone: null, now: this.now() });
  }

  /** A new activation link of the account, and its mail, in the caller's transaction. */
  private async mailActivation(
    tx: Executor,
    account: { userId: number; name: string },
    to: { email: string; phone: string | null; language: TLanguage; organisation: string; now: Date },
  ): Promise<void> {
    const { token, hash } = newOneTimeToken();
    const hours = this.options.activationTtlHours;
    const expiresAt = new Date(to.now.getTime() + hours * 3_600_000);
    await this.repo.addActivation(tx, { userId: account.userId, tokenHash: hash, email: to.email, phone: to.phone, expiresAt });
    await this.mail.enqueue(tx, {
      to: to.email,
      language: to.language,
      template: 'account_activation',
      data: { name: account.name, url: this.activationUrl(token, to.language), validHours: hours, organisation: to.organisation },
    });
  }

  /**
   * The customer's account still waiting for its password, created when missing and given the
   * address and language of this sign-up; undefined when the customer is already registered (a
   * password, or an account of single sign-on: no password, never signed up). The account is
   * locked for the transaction, so sign-ups of one customer run one after the other; when two
   * create it at once, the unique login lets one insert and the other then finds it pending.
   */
  private async pendingAccount(
    tx: Executor,
    customer: SignupCustomer,
    email: string,
    language: TLanguage,
  ): Promise<SignupAccount | undefined> {
    let account = await this.repo.accountOf(tx, customer);
    if (account === undefined) {
      const created = await this.accounts.createPending(tx, customer, email, language);
      if (created !== undefined) return { id: created, hasPassword: false, signedUp: true };
      account = await this.repo.accountOf(tx, customer);
    }
    if (account === undefined || account.hasPassword || !account.signedUp) return undefined;
    await this.accounts.updatePending(tx, account.id, email, language);
    return account;
  }

  /**
   * POST signup/activate: spends the link and sets the first password, both or neither; the
   * user's other links (earlier or later sign-ups) are retired with it, since the account now
   * has a password.
   */
  async activate(token: string, password: string): Promise<{ result: { login: string } }> {
    const passwordHash = await hashPassword(password);
    const now = this.now();
    const login = await this.db.transaction(async (tx) => {
      const userId = await this.repo.spendActivation(tx, hashOneTimeToken(token), now);
      if (userId === undefined) return undefined;
      const set = await this.accounts.setFirstPassword(tx, userId, passwordHash);
      if (set !== undefined) await this.repo.retireActivations(tx, userId, now);
      return set;
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
