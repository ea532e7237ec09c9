import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AccountSlowdown } from '../../platform/auth/account-slowdown.ts';
import type { TPasswordMinLength } from '../../platform/auth/new-password-check.ts';
import { OidcProvider } from '../../platform/auth/oidc.ts';
import type { TokenService } from '../../platform/auth/tokens.ts';
import type { ApiModule } from '../../platform/http/api-module.ts';
import type { Config } from '../../platform/runtime/config.ts';
import { openIdRoutes } from './openid-routes.ts';
import { OpenIdService } from './openid-service.ts';
import { AuthRepo } from './repo.ts';
import { authRoutes } from './routes.ts';
import { AuthService } from './service.ts';

export type { AccountUpdates } from './account-updates.ts';
export type { AuthService } from './service.ts';

export interface AuthModuleDeps {
  db: Database;
  config: Pick<Config, 'oidc' | 'loginRateLimit' | 'loginIpRateLimit'>;
  tokens: TokenService;
  /** Signs the single sign-on state cookie. */
  tokenSecret: Uint8Array;
  log: FastifyBaseLogger;
  /** New passwords' minimum length, from the settings. */
  passwordMinLength: TPasswordMinLength;
  /** The account-wide slowdown of sign-ins, shared with the staff's. */
  loginSlowdown: AccountSlowdown;
}

/** Sign-in, tokens, password change and single sign-on (when a provider is configured). */
export function authModule({
  db,
  config,
  tokens,
  tokenSecret,
  log,
  passwordMinLength,
  loginSlowdown,
}: AuthModuleDeps): ApiModule & { service: AuthService } {
  const repo = new AuthRepo(db);
  const service = new AuthService(repo, tokens);
  const openId = config.oidc ? new OpenIdService(new OidcProvider(config.oidc), repo, tokens, tokenSecret, log) : undefined;
  const limits = { perAccount: config.loginRateLimit, perAddress: config.loginIpRateLimit };
  return {
    service,
    routes: async (app) => {
      await app.register(authRoutes, { service, limits, passwordMinLength, slowdown: loginSlowdown });
      await app.register(openIdRoutes, { service: openId, perAddressLimit: config.loginIpRateLimit });
    },
  };
}
