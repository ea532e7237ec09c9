/** Every cookie the portal writes (customer-area §9). */
export const COOKIES = {
  lang: 'lang',
  token: 'token',
  consentPreferences: 'consent_preferences',
  consentStatistics: 'consent_statistics',
  consentMarketing: 'consent_marketing',
  /** Marks that the visitor answered the cookie banner, whatever the answer. */
  consentMarker: 'cookie_consent',
  openidNonce: 'openid_nonce',
  openidKey: 'openid_key',
  openidToken: 'openid_token',
  maintenanceBypass: 'maintenance_bypass',
} as const;

export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export interface TCookieOptions {
  /** Omitted: a session cookie, gone when the browser closes. */
  maxAgeSeconds?: number;
}

export function getCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Always path=/ and SameSite=Lax; Secure wherever the browser accepts it. */
export function setCookie(name: string, value: string, options: TCookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  // Browsers refuse a Secure cookie from an insecure origin, which would silently lose the token.
  // isSecureContext holds on https and on localhost (where Chromium accepts Secure cookies).
  if (window.isSecureContext) parts.push('Secure');
  // biome-ignore lint/suspicious/noDocumentCookie: the portal's cookies must stay readable by the API and by every tab; the Cookie Store API is not in every supported browser.
  document.cookie = parts.join('; ');
}

export function removeCookie(name: string): void {
  setCookie(name, '', { maxAgeSeconds: 0 });
}
