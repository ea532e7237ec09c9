import { normaliseTaxId, type TLoginResponse, type TTokenClaims } from '@portal/domain';
import type { Executor } from '../../db/database.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { localeFor, type TokenIssue, type TokenService } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { type TrailBy, trail, trailBySystem } from '../trail/index.ts';
import { type AccountUpdates, accountUpdates } from './account-updates.ts';
import type { AuthRepo } from './repo.ts';

const invalidCredentials = () => new ApiError(401, 'invalid_credentials', 'login_credentials_incorrect');
const clientIdInvalid = () => new ApiError(401, 'client_id_invalid', 'login_client_id_invalid');

/** Sign-in with credentials, client id, token checks, refresh, logout and the password change. */
export class AuthService {
  /** The writes of users another module makes in its own transaction (sign-up's pending account). */
  readonly accounts: AccountUpdates = accountUpdates;

  constructor(
    private readonly repo: AuthRepo,
    private readonly tokens: TokenService,
  ) {}

  async login(user: string, password: string, acceptLanguage: string | undefined): Promise<TLoginResponse> {
    const account = await this.repo.findByLogin(normaliseTaxId(user));
    // Always verify, even without an account, so unknown logins cost the same time.
    const ok = await verifyPassword(account?.passwordHash, password);
    if (!account?.passwordHash || !ok) throw invalidCredentials();
    // The session starts only if the password is still the one just verified (a change meanwhile ended the others).
    const token = await this.tokens.issue(
      { userId: account.id, locale: localeFor(acceptLanguage, account.locale), readonly: false },
      { passwordHash: account.passwordHash },
    );
    return { token, change_password: account.changePassword };
  }

  async loginWithClient(clientId: string, secret: string, acceptLanguage: string | undefined): Promise<string> {
    const client = await this.repo.findApiClient(clientId);
    const ok = await verifyPassword(client?.secretHash, secret);
    if (!client || !ok) throw clientIdInvalid();
    return this.tokens.issue({ userId: client.user.id, locale: localeFor(acceptLanguage, client.user.locale), readonly: false });
  }

  /** Valid: well signed, not expired, its session not ended or replaced, and its user still exists. */
  async isTokenValid(token: string): Promise<boolean> {
    const check = await this.tokens.verify(token);
    return check.ok && (await this.repo.findById(check.claims.user_id)) !== undefined;
  }

  /**
   * Exchanges a valid token for the next token of its session, which retires the one presented,
   * never past the session's absolute end (SESSION_MAX_AGE_SECONDS from the sign-in). A
   * read-only (impersonation) token comes back unchanged: its lifetime is fixed when it is
   * issued, so refreshing cannot stretch an impersonation (TokenService.refresh).
   */
  async refresh(token: string | undefined): Promise<string> {
    if (!token) throw new ApiError(401, 'token_missing', 'token_invalid');
    const check = await this.tokens.verify(token);
    if (check.ok && !(await this.repo.findById(check.claims.user_id))) throw new ApiError(401, 'token_invalid', 'token_invalid');
    return this.tokens.refresh(token);
  }

  /** Logout: the session of the token ends on the server (customer-area §4). */
  async logout(token: string | undefined): Promise<void> {
    if (!token) throw new ApiError(401, 'token_missing', 'token_invalid');
    await this.tokens.end(token);
  }

  /**
   * Changes the password and, in the same transaction, ends every other session of the user (a
   * thief's included); the session that changed it carries on with a fresh token, which retires
   * the one it presented.
   */
  async changePassword(identity: TTokenClaims, current: string, password: string): Promise<string> {
    const account = await this.repo.findById(identity.user_id);
    if (!account) throw new ApiError(401, 'token_invalid', 'token_invalid');
    if (!(await verifyPassword(account.passwordHash, current))) {
      throw new ApiError(403, 'invalid_current_password', 'change_password_invalid_current', { body: { status: 'ERROR' } });
    }
    // Compared with the stored hash, not with `current`: the rule is "not the password you have".
    if (await verifyPassword(account.passwordHash, password)) {
      throw new ApiError(400, 'validation_error', 'validation_error', { errors: { password: ['change_password_same_as_current'] } });
    }
    const passwordHash = await hashPassword(password);
    await this.tokens.endSessionsOf(identity.user_id, {
      except: identity.sid,
      together: (tx) => this.repo.setPassword(identity.user_id, passwordHash, tx),
    });
    return this.tokens.renew(identity);
  }

  /**
   * Sets a password without the current one: a password-reset link proved the mailbox
   * (modules/password-reset). `spend` runs first in the transaction that stores the password and
   * ends every session of the user, all of them (none is "this one"); when it throws, nothing
   * changes. The change_password flag is cleared as by any password change.
   */
  async resetPassword(userId: number, password: string, spend: (tx: Executor) => Promise<void>): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.tokens.endSessionsOf(userId, {
      together: async (tx) => {
        await spend(tx);
        await this.repo.setPassword(userId, passwordHash, tx);
      },
    });
  }

  /**
   * The impersonation token printed at start in demo mode (and used by support tooling), its
   * issue written to the customer's trail in the session's transaction (docs/trail.md): `by`
   * the staff member who asked for it, the portal itself by default.
   */
  async issueReadOnlyToken(login: string, by: TrailBy = trailBySystem(), viewAs?: TokenIssue['viewAs']): Promise<string | undefined> {
    const account = await this.repo.findByLogin(normaliseTaxId(login));
    if (!account) return undefined;
    return this.tokens.issue(
      { userId: account.id, locale: localeFor(undefined, account.locale), readonly: true, ...(viewAs ? { viewAs } : {}) },
      {
        together: (tx) => trail.record(tx, by, { action: 'impersonation', customerId: account.customerId, subject: normaliseTaxId(login) }),
      },
    );
  }

  /**
   * "View as this customer" (docs/staff.md): the read-only token of the customer's first user,
   * naming the staff member who asked (the staff_id claim, and the impersonation line's actor) and
   * living `lifetimeSeconds`. Undefined when the customer has no user.
   */
  async issueViewAsToken(customerId: number, by: TrailBy & { staffId: number }, lifetimeSeconds: number): Promise<string | undefined> {
    const login = await this.repo.firstLoginOf(customerId);
    if (login === undefined) return undefined;
    return this.issueReadOnlyToken(login, by, { staffId: by.staffId, lifetimeSeconds });
  }
}
