import { setTimeout as sleep } from 'node:timers/promises';
import { buildPath, RESET_LINK_INVALID, type TPasswordResetConfirm, type TPasswordResetRequest } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import { hashOneTimeToken, newOneTimeToken } from '../../platform/auth/one-time-token.ts';
import { localeFor } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/errors.ts';
import type { MailService } from '../../platform/mail/index.ts';
import type { PasswordResetConfig } from '../../platform/runtime/config.ts';
import type { AuthService } from '../auth/index.ts';
import type { PasswordResetRepo } from './repo.ts';

export interface PasswordResetServiceOptions {
  /** PUBLIC_URL, without a trailing slash: the links' origin. */
  publicUrl: string;
  config: Pick<PasswordResetConfig, 'ttlMinutes' | 'answerMs'>;
  /** The retailer's name that signs the mail. */
  organisation: () => Promise<string>;
  log: FastifyBaseLogger;
}

export const resetLinkInvalid = () => new ApiError(410, RESET_LINK_INVALID, RESET_LINK_INVALID);

/**
 * Password recovery (docs/password-reset.md). A request that names an account by
 * nif and email writes a one-time link and its mail in one transaction; one that names none
 * writes nothing; both answer the same, after the same floor of time. A link sets the password
 * once, before it expires, and ends every session of the account.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly repo: PasswordResetRepo,
    private readonly auth: AuthService,
    private readonly mail: MailService,
    private readonly options: PasswordResetServiceOptions,
  ) {}

  /**
   * Resolves no sooner than `answerMs` after it started, whatever it found: the lookup and the
   * writes of a known account (a few milliseconds) hide under the floor, so the answer's time
   * says nothing about the account. If the work ever outlasts the floor it is logged, since the
   * time would then differ.
   */
  async request(input: TPasswordResetRequest, context: { acceptLanguage: string | undefined; ip: string | undefined }): Promise<void> {
    const started = performance.now();
    const floor = sleep(this.options.config.answerMs);
    try {
      await this.sendLinkIfKnown(input, context);
    } finally {
      const elapsed = performance.now() - started;
      if (elapsed > this.options.config.answerMs) {
        this.options.log.warn({ elapsedMs: Math.round(elapsed) }, 'password reset request outlasted its answer floor');
      }
      await floor;
    }
  }

  private async sendLinkIfKnown(
    { nif, email }: TPasswordResetRequest,
    context: { acceptLanguage: string | undefined; ip: string | undefined },
  ): Promise<void> {
    const account = await this.repo.findAccount(nif, email);
    if (!account) return;
    const { token, hash } = newOneTimeToken();
    // The visitor's language (the page they asked from), else the account's.
    const language = localeFor(context.acceptLanguage, account.locale);
    const url = `${this.options.publicUrl}${buildPath('resetPassword', language)}?token=${token}`;
    const organisation = await this.options.organisation();
    await this.db.transaction(async (tx) => {
      await this.repo.replaceLinks(tx, {
        userId: account.id,
        tokenHash: hash,
        ttlMinutes: this.options.config.ttlMinutes,
        requestedFrom: context.ip,
      });
      await this.mail.enqueue(tx, {
        to: account.email,
        language,
        template: 'password_reset',
        data: { name: account.name, url, validMinutes: this.options.config.ttlMinutes, organisation },
      });
    });
    void this.mail.poke();
  }

  /**
   * Sets the new password with a link that still works. The link is checked first (so a wrong
   * one costs no password hashing), then spent in the transaction that sets the password and ends
   * the sessions: if another request spent it meanwhile, nothing changes and this one is refused.
   */
  async confirm({ token, newPassword }: TPasswordResetConfirm): Promise<void> {
    const tokenHash = hashOneTimeToken(token);
    const userId = await this.repo.liveLinkUser(tokenHash);
    if (userId === undefined) throw resetLinkInvalid();
    await this.auth.resetPassword(userId, newPassword, async (tx) => {
      if ((await this.repo.spend(tx, tokenHash)) !== userId) throw resetLinkInvalid();
    });
  }
}
