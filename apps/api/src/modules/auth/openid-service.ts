import { normaliseTaxId, type TLanguage } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import * as client from 'openid-client';
import type { OidcProvider } from '../../platform/auth/oidc.ts';
import { localeFor, type TokenService } from '../../platform/auth/tokens.ts';
import { ApiError } from '../../platform/http/errors.ts';
import { isStateValid, signState } from './openid-state.ts';
import type { AuthRepo } from './repo.ts';

const openidFailed = () => new ApiError(401, 'openid_failed', 'login_openid_failed');
const TAX_ID = /^[A-Z0-9]{5,16}$/;

export interface OpenIdLoginInput {
  code: string;
  nonce?: string | undefined;
  state: string;
  code_verifier: string;
  redirect_uri: string;
}

/** Single sign-on against the configured provider (authorization code flow with PKCE S256). */
export class OpenIdService {
  constructor(
    private readonly provider: OidcProvider,
    private readonly repo: AuthRepo,
    private readonly tokens: TokenService,
    private readonly stateSecret: Uint8Array,
    private readonly log: FastifyBaseLogger,
  ) {}

  async authorize(redirectUri: string) {
    const config = await this.configuration();
    const nonce = client.randomNonce();
    const codeVerifier = client.randomPKCECodeVerifier();
    const state = signState(this.stateSecret, codeVerifier);
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'openid profile email',
      code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, nonce, state, code_verifier: codeVerifier };
  }

  async login(input: OpenIdLoginInput, acceptLanguage: string | undefined) {
    // customer-area §8: a lost nonce cookie is its own failure (504), not a bad sign-in.
    if (!input.nonce) throw new ApiError(504, 'nonce_missing', 'login_nonce_missing');
    if (!isStateValid(this.stateSecret, input.state, input.code_verifier)) throw openidFailed();
    const config = await this.configuration();
    const { claims, idToken } = await this.exchange(config, input);
    const issuer = config.serverMetadata().issuer;
    const subject = String(claims.sub);
    const taxClaim = claims[this.provider.config.taxIdClaim];
    const taxId = typeof taxClaim === 'string' ? normaliseTaxId(taxClaim) : '';
    if (!TAX_ID.test(taxId)) {
      this.log.warn({ claim: this.provider.config.taxIdClaim }, 'single sign-on: the ID token carries no usable tax id');
      throw openidFailed();
    }
    const locale: TLanguage = localeFor(acceptLanguage, 'ca-ES');
    const user =
      (await this.repo.findIdentityUser(issuer, subject)) ??
      (await this.repo.findByLogin(taxId)) ??
      (await this.repo.createSsoUser({
        taxId,
        name: typeof claims.name === 'string' ? claims.name : taxId,
        email: typeof claims.email === 'string' ? claims.email : '',
        locale,
      }));
    await this.repo.rememberIdentity(issuer, subject, user.id);
    const token = await this.tokens.issue({ userId: user.id, locale: localeFor(acceptLanguage, user.locale), readonly: false });
    return { token, openid_token: idToken, new_customer: await this.repo.isNewCustomer(user.id) };
  }

  async logoutUrl(idToken: string, postLogoutRedirectUri: string) {
    const config = await this.configuration();
    if (!config.serverMetadata().end_session_endpoint) throw new ApiError(404, 'openid_logout_unsupported');
    const url = client.buildEndSessionUrl(config, { id_token_hint: idToken, post_logout_redirect_uri: postLogoutRedirectUri });
    return { url: url.href };
  }

  private async exchange(config: client.Configuration, input: OpenIdLoginInput) {
    // The web posts what the provider sent to its redirect URI; rebuild that callback URL.
    const callback = new URL(input.redirect_uri);
    callback.searchParams.set('code', input.code);
    callback.searchParams.set('state', input.state);
    // RFC 9207: providers that announce it send `iss`; ours is the only issuer we talk to.
    if (config.serverMetadata().authorization_response_iss_parameter_supported) {
      callback.searchParams.set('iss', config.serverMetadata().issuer);
    }
    try {
      const tokens = await client.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: input.code_verifier,
        expectedNonce: input.nonce,
        expectedState: input.state,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || !tokens.id_token) throw new Error('no ID token');
      return { claims: claims as Record<string, unknown> & { sub: string }, idToken: tokens.id_token };
    } catch (error) {
      this.log.info({ err: error }, 'single sign-on code exchange failed');
      throw openidFailed();
    }
  }

  private async configuration(): Promise<client.Configuration> {
    try {
      return await this.provider.configuration();
    } catch (error) {
      this.log.error({ err: error }, 'single sign-on provider discovery failed');
      throw new ApiError(502, 'openid_unavailable', 'login_internal_error');
    }
  }
}
