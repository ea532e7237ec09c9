import { mapLoginFailure, type TLanguage, type TLoginKind, type TSettings } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorStatus, isApiError } from '../../../shared/api/api-error.ts';
import { acceptAllConsent } from '../../../shared/consent/consent.ts';
import { COOKIES, setCookie } from '../../../shared/cookies/browser-cookies.ts';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { profileQuery } from '../../../shared/profile/index.ts';
import { afterLoginTarget, firstContractingTarget } from '../../../shared/routing/navigation-targets.ts';
import { authActions } from '../../../shared/session/auth-store.ts';
import { endServerSession } from '../../../shared/session/logout.ts';
import { clearOpenIdAttempt, clearOpenIdCookies, readOpenIdAttempt, storeOpenIdAttempt } from '../../../shared/session/openid-cookies.ts';
import { decodeTokenClaims, isExpired } from '../../../shared/session/token-claims.ts';
import { clearToken, getToken, setToken } from '../../../shared/session/token-store.ts';
import { forgetPrivateSettings } from '../../../shared/settings/index.ts';
import { notify } from '../../../shared/ui/notice-store.ts';
import { postClientIdLogin } from '../api/client-id-login.ts';
import { postIsTokenValid } from '../api/is-token-valid.ts';
import { getOpenIdAuthorize } from '../api/openid-authorize.ts';
import { postOpenIdLogin } from '../api/openid-login.ts';
import { postRefreshToken } from '../api/refresh-token.ts';
import { withoutQueryParams } from './address.ts';
import { decideAddressToken } from './address-token-decision.ts';
import { failureDisplay } from './failure-display.ts';
import type { TSessionStartBranch } from './session-start-decision.ts';
import { rememberSsoReturn, takeSsoReturn } from './sso-return.ts';

/** What the session start needs from the app; injected so tests drive it without a browser. */
export interface TSessionStartDeps {
  settings: TSettings;
  /** The address when the app started, which the branch was decided on. */
  location: TAddress;
  /** The address now: guards may have moved on while the session starts. */
  currentLocation: () => TAddress;
  /** Origin of the portal, for the single sign-on redirect_uri. */
  origin: string;
  navigate: (to: string, options: { replace: boolean }) => void;
  /** Leaves the portal for another site (the identity provider). */
  leave: (url: string) => void;
  changeLanguage: (language: TLanguage) => Promise<void>;
  currentLanguage: () => TLanguage;
  queryClient: QueryClient;
  /** Shows a piece of interface while the session starts (null: nothing); SessionBootstrap renders it. */
  show: (node: ReactNode) => void;
}

type TAddress = { pathname: string; search: string; hash: string };

/** Takes credentials out of the address (and history), if they are still in it. */
function cleanAddress(deps: TSessionStartDeps, names: readonly string[]): void {
  const current = deps.currentLocation();
  const cleaned = withoutQueryParams(current, names);
  if (cleaned !== `${current.pathname}${current.search}${current.hash}`) deps.navigate(cleaned, { replace: true });
}

/** The single sign-on callback route is the connect screen (loading while authenticating). */
export const ssoRedirectUri = (origin: string) => `${origin}/connect`;

const SSO_ADDRESS_PARAMS = ['code', 'state', 'session_state', 'iss', 'error', 'error_description'] as const;

function fail(kind: TLoginKind, error: unknown): void {
  const failure = mapLoginFailure(kind, errorStatus(error), isApiError(error) ? error.message : undefined);
  authActions.failed(failure, failureDisplay(kind, failure));
}

/** The token and profile calls carry no new-customer flag; the profile does (menus differ for new customers). */
function learnNewCustomer(queryClient: QueryClient): void {
  queryClient
    .fetchQuery(profileQuery)
    .then((profile) => authActions.setNewCustomer(profile.new_customer))
    .catch(() => undefined);
}

/** Token login of a read-only link: accept consent, validate, take the token's language. */
async function tokenLogin(token: string, deps: TSessionStartDeps): Promise<void> {
  acceptAllConsent();
  try {
    if (!(await postIsTokenValid(token))) throw new ApiError(401, 'token_invalid', 'login_token_invalid');
  } catch (error) {
    clearToken();
    fail('token', error);
    return;
  }
  setToken(token);
  const claims = decodeTokenClaims(token);
  if (claims) await deps.changeLanguage(claims.locale);
  authActions.signedIn({ loginType: 'token', readonly: claims?.readonly ?? false, newCustomer: false });
  learnNewCustomer(deps.queryClient);
}

/** Tells why the link was not used; its words load with it (catalogue part `session`). */
async function tellRefused(messageKey: string): Promise<void> {
  await loadCataloguePart('auth').catch(() => undefined);
  notify(messageKey, 'warning');
}

/**
 * A token in the address (customer-area §4): out of the address first, whatever happens next;
 * then what address-token-decision.ts decides, so a link never swaps a signed-in customer into
 * another account without asking, and never opens a full session.
 */
async function addressTokenLogin(token: string, storedToken: string | undefined, deps: TSessionStartDeps): Promise<void> {
  cleanAddress(deps, ['token']);
  // The decision keeps a session only when there is one; signed out otherwise, defensively.
  const keepSession = () => (storedToken ? refreshLogin(storedToken, deps) : authActions.signedOut());
  const decision = decideAddressToken(decodeTokenClaims(token), storedToken ? decodeTokenClaims(storedToken) : undefined);
  switch (decision.kind) {
    case 'signIn':
      return tokenLogin(token, deps);
    case 'keepSession':
      return keepSession();
    case 'refuse':
      if (decision.keepSession) {
        await keepSession();
        return tellRefused('session_link_refused_signed_in');
      }
      clearToken();
      fail('token', new ApiError(401, 'token_invalid', 'login_token_invalid'));
      return tellRefused('session_link_refused');
    case 'ask':
      // The dialog loads only when asked: the session start's own chunk, fetched on every
      // start with a token, stays as it was.
      if (!(await (await import('../components/address-token-dialog.tsx')).askToOpenLink(deps.show))) return keepSession();
      // Ended on the server too, as a logout would; the identity provider's own session, if any,
      // is the provider's: the person stays on the portal.
      if (storedToken) await endServerSession(storedToken);
      clearToken();
      clearOpenIdCookies();
      deps.queryClient.clear();
      forgetPrivateSettings();
      return tokenLogin(token, deps);
  }
}

/** id_client and secret in the address: on success the language, then the first contracting page. */
async function clientIdLogin(clientId: string, secret: string, deps: TSessionStartDeps): Promise<void> {
  cleanAddress(deps, ['id_client', 'secret']);
  let token: string;
  try {
    token = await postClientIdLogin(clientId, secret);
  } catch (error) {
    fail('client_id', error);
    return;
  }
  setToken(token);
  const claims = decodeTokenClaims(token);
  if (claims) await deps.changeLanguage(claims.locale);
  const target = firstContractingTarget(deps.currentLanguage(), deps.settings);
  authActions.signedIn({ loginType: 'client_id', readonly: claims?.readonly ?? false, newCustomer: false, landing: target });
  deps.navigate(target, { replace: true });
  learnNewCustomer(deps.queryClient);
}

/** A stored token: exchange it for a fresh one; a refused or expired one ends with the session-expired notice. */
async function refreshLogin(token: string, deps: TSessionStartDeps): Promise<void> {
  const claims = decodeTokenClaims(token);
  if (!claims || isExpired(claims)) {
    clearToken();
    fail('refresh', new ApiError(401, 'token_expired', 'token_expired'));
    return;
  }
  let fresh: string;
  try {
    fresh = await postRefreshToken(token);
  } catch (error) {
    if (errorStatus(error) === 401) clearToken();
    fail('refresh', error);
    return;
  }
  setToken(fresh);
  authActions.signedIn({ loginType: 'refresh', readonly: decodeTokenClaims(fresh)?.readonly ?? claims.readonly, newCustomer: false });
  learnNewCustomer(deps.queryClient);
}

/**
 * Sends the browser to the identity provider, keeping the nonce, state and PKCE verifier in
 * cookies for the way back. The app stays on the loading screen meanwhile.
 */
export async function startSsoRedirect(deps: Pick<TSessionStartDeps, 'location' | 'origin' | 'leave'>): Promise<void> {
  authActions.authenticating();
  try {
    const attempt = await getOpenIdAuthorize(ssoRedirectUri(deps.origin));
    storeOpenIdAttempt(attempt.nonce, { state: attempt.state, code_verifier: attempt.code_verifier });
    rememberSsoReturn(`${deps.location.pathname}${deps.location.search}`);
    deps.leave(attempt.url);
  } catch (error) {
    fail('openid', error);
  }
}

/** Back from the provider with code and state: exchange them for our token. */
async function ssoCallback(code: string, state: string, deps: TSessionStartDeps): Promise<void> {
  cleanAddress(deps, SSO_ADDRESS_PARAMS);
  const attempt = readOpenIdAttempt();
  const failSso = (error: unknown) => {
    clearOpenIdCookies();
    clearToken();
    fail('openid', error);
  };
  // The nonce cookie is gone (expired, another browser): the sign-on cannot be completed (504).
  if (!attempt.nonce || !attempt.key) return failSso(new ApiError(504, 'nonce_missing', 'login_nonce_missing'));
  // A state we did not issue is a forged or replayed answer.
  if (attempt.key.state !== state) return failSso(new ApiError(401, 'openid_failed', 'login_openid_failed'));
  let answer: Awaited<ReturnType<typeof postOpenIdLogin>>;
  try {
    answer = await postOpenIdLogin({
      code,
      nonce: attempt.nonce,
      state,
      code_verifier: attempt.key.code_verifier,
      redirect_uri: ssoRedirectUri(deps.origin),
    });
  } catch (error) {
    return failSso(error);
  }
  clearOpenIdAttempt();
  setToken(answer.token);
  setCookie(COOKIES.openidToken, answer.openid_token);
  const target = afterLoginTarget({
    language: deps.currentLanguage(),
    settings: deps.settings,
    changePassword: false,
    newCustomer: answer.new_customer,
    ...takeSsoReturn(),
  });
  authActions.signedIn({
    loginType: 'openid',
    readonly: decodeTokenClaims(answer.token)?.readonly ?? false,
    newCustomer: answer.new_customer,
    landing: target,
  });
  deps.navigate(target, { replace: true });
}

/** What the browser itself provides: filled here, in the lazy chunk, so the first page does not carry it. */
type TBrowserDeps = 'currentLocation' | 'origin' | 'leave';

/** runSessionStart in the browser: the window's address, origin and navigation. */
export function runSessionStartInBrowser(branch: TSessionStartBranch, deps: Omit<TSessionStartDeps, TBrowserDeps>): Promise<void> {
  const { location } = window;
  return runSessionStart(branch, {
    ...deps,
    currentLocation: () => ({ pathname: location.pathname, search: location.search, hash: location.hash }),
    origin: location.origin,
    leave: (url) => location.assign(url),
  });
}

/** Runs the branch decideSessionStart chose. Every path ends authenticated, signed out, or failed with a status. */
export async function runSessionStart(branch: TSessionStartBranch, deps: TSessionStartDeps): Promise<void> {
  switch (branch.kind) {
    case 'token':
      return addressTokenLogin(branch.token, getToken(), deps);
    case 'clientId':
      return clientIdLogin(branch.clientId, branch.secret, deps);
    case 'refresh':
      return refreshLogin(branch.token, deps);
    case 'oidcRedirect':
      return startSsoRedirect(deps);
    case 'oidcCallback':
      return ssoCallback(branch.code, branch.state, deps);
    case 'oidcError':
      cleanAddress(deps, SSO_ADDRESS_PARAMS);
      clearOpenIdCookies();
      return fail('openid', new ApiError(401, 'openid_failed', 'login_openid_failed'));
    case 'anonymous':
      authActions.signedOut();
      return;
  }
}
