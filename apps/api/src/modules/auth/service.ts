import { normaliseTaxId, type TLoginResponse } from '@portal/domain';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import { localeFor, type TokenService } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/errors.ts';
import type { AuthRepo } from './repo.ts';

const invalidCredentials = () => new ApiError(401, 'invalid_credentials', 'login_credentials_incorrect');
const clientIdInvalid = () => new ApiError(401, 'client_id_invalid', 'login_client_id_invalid');

/** Sign-in with credentials, client id, token checks, refresh and the password change. */
export class AuthService {
  constructor(
    private readonly repo: AuthRepo,
    private readonly tokens: TokenService,
  ) {}

  async login(user: string, password: string, acceptLanguage: string | undefined): Promise<TLoginResponse> {
    const account = await this.repo.findByLogin(normaliseTaxId(user));
    // Always verify, even without an account, so unknown logins cost the same time.
    const ok = await verifyPassword(account?.passwordHash, password);
    if (!account || !ok) throw invalidCredentials();
    const token = await this.tokens.issue({ userId: account.id, locale: localeFor(acceptLanguage, account.locale), readonly: false });
    return { token, change_password: account.changePassword };
  }

  async loginWithClient(clientId: string, secret: string, acceptLanguage: string | undefined): Promise<string> {
    const client = await this.repo.findApiClient(clientId);
    const ok = await verifyPassword(client?.secretHash, secret);
    if (!client || !ok) throw clientIdInvalid();
    return this.tokens.issue({ userId: client.user.id, locale: localeFor(acceptLanguage, client.user.locale), readonly: false });
  }

  /** Valid: well signed, not expired, and its user still exists. */
  async isTokenValid(token: string): Promise<boolean> {
    const check = await this.tokens.verify(token);
    return check.ok && (await this.repo.findById(check.claims.user_id)) !== undefined;
  }

  /**
   * Exchanges a valid token for one with a fresh expiry and the same claims. A read-only
   * (impersonation) token comes back unchanged: its lifetime is fixed when it is issued, so
   * refreshing cannot stretch an impersonation.
   */
  async refresh(token: string | undefined): Promise<string> {
    if (!token) throw new ApiError(401, 'token_missing', 'token_invalid');
    const check = await this.tokens.verify(token);
    if (!check.ok) throw new ApiError(401, check.reason, check.reason);
    if (!(await this.repo.findById(check.claims.user_id))) throw new ApiError(401, 'token_invalid', 'token_invalid');
    return check.claims.readonly ? token : this.tokens.renew(check.claims);
  }

  async changePassword(userId: number, current: string, password: string, locale: string): Promise<string> {
    const account = await this.repo.findById(userId);
    if (!account) throw new ApiError(401, 'token_invalid', 'token_invalid');
    if (!(await verifyPassword(account.passwordHash, current))) {
      throw new ApiError(403, 'invalid_current_password', 'change_password_invalid_current', { body: { status: 'ERROR' } });
    }
    await this.repo.setPassword(userId, await hashPassword(password));
    return this.tokens.issue({ userId, locale: localeFor(locale, account.locale), readonly: false });
  }

  /** The impersonation token printed at start in demo mode (and used by support tooling). */
  async issueReadOnlyToken(login: string): Promise<string | undefined> {
    const account = await this.repo.findByLogin(normaliseTaxId(login));
    if (!account) return undefined;
    return this.tokens.issue({ userId: account.id, locale: localeFor(undefined, account.locale), readonly: true });
  }
}
