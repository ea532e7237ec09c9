import { COOKIES, getCookie, removeCookie, setCookie } from '../cookies/browser-cookies.ts';

/** Long enough for a sign-on with a second factor at the provider. */
const SSO_COOKIE_SECONDS = 30 * 60;

export interface TOpenIdKey {
  state: string;
  code_verifier: string;
}

/** What the callback needs to complete the sign-on: openid_nonce, and openid_key (state + PKCE verifier). */
export function storeOpenIdAttempt(nonce: string, key: TOpenIdKey): void {
  setCookie(COOKIES.openidNonce, nonce, { maxAgeSeconds: SSO_COOKIE_SECONDS });
  setCookie(COOKIES.openidKey, JSON.stringify(key), { maxAgeSeconds: SSO_COOKIE_SECONDS });
}

export function readOpenIdAttempt(): { nonce: string | undefined; key: TOpenIdKey | undefined } {
  const nonce = getCookie(COOKIES.openidNonce) || undefined;
  let key: TOpenIdKey | undefined;
  try {
    const parsed: unknown = JSON.parse(getCookie(COOKIES.openidKey) ?? '');
    if (typeof parsed === 'object' && parsed !== null && 'state' in parsed && 'code_verifier' in parsed) {
      const { state, code_verifier } = parsed;
      if (typeof state === 'string' && typeof code_verifier === 'string') key = { state, code_verifier };
    }
  } catch {
    key = undefined;
  }
  return { nonce, key };
}

export function clearOpenIdAttempt(): void {
  removeCookie(COOKIES.openidNonce);
  removeCookie(COOKIES.openidKey);
}

/** Every single sign-on cookie, the provider's ID token included (logout, failed sign-on). */
export function clearOpenIdCookies(): void {
  clearOpenIdAttempt();
  removeCookie(COOKIES.openidToken);
}
