import type { TSettings } from '@portal/domain';
import { COOKIES, getCookie, ONE_YEAR_SECONDS, setCookie } from '../cookies/browser-cookies.ts';
import { createStore } from '../store/create-store.ts';

/** The three optional cookie purposes (visitor-and-shell §2.10). Necessary cookies need no consent. */
export interface TConsent {
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

export const ALL_CONSENT: TConsent = { preferences: true, statistics: true, marketing: true };
export const NO_CONSENT: TConsent = { preferences: false, statistics: false, marketing: false };

const CONSENT_COOKIES = {
  preferences: COOKIES.consentPreferences,
  statistics: COOKIES.consentStatistics,
  marketing: COOKIES.consentMarketing,
} as const satisfies Record<keyof TConsent, string>;

/** The stored answer, or undefined while the visitor has not answered the banner. */
export function readConsent(): TConsent | undefined {
  if (getCookie(COOKIES.consentMarker) === undefined) return undefined;
  return {
    preferences: getCookie(CONSENT_COOKIES.preferences) === 'true',
    statistics: getCookie(CONSENT_COOKIES.statistics) === 'true',
    marketing: getCookie(CONSENT_COOKIES.marketing) === 'true',
  };
}

export const consentStore = createStore<{ consent: TConsent | undefined }>({
  consent: typeof document === 'undefined' ? undefined : readConsent(),
});

/** Stores the answer: one cookie per purpose ('true'/'false') and the cookie_consent marker. */
export function saveConsent(consent: TConsent): void {
  for (const purpose of Object.keys(CONSENT_COOKIES) as Array<keyof TConsent>) {
    setCookie(CONSENT_COOKIES[purpose], String(consent[purpose]), { maxAgeSeconds: ONE_YEAR_SECONDS });
  }
  setCookie(COOKIES.consentMarker, 'true', { maxAgeSeconds: ONE_YEAR_SECONDS });
  consentStore.setState({ consent });
}

/**
 * Whether the cookie preferences dialog is open: the footer reopens it at any time, so consent
 * given can be changed or withdrawn (GDPR art. 7(3): as easy to withdraw as to give).
 */
export const cookiePreferencesStore = createStore<{ open: boolean }>({ open: false });
export const openCookiePreferences = () => cookiePreferencesStore.setState({ open: true });
export const closeCookiePreferences = () => cookiePreferencesStore.setState({ open: false });

/** The banner's "Reject all": only the necessary cookies, the refusal remembered like a consent. */
export const rejectAllConsent = () => saveConsent(NO_CONSENT);

/** Token login accepts the consent cookies on the user's behalf (visitor-and-shell §4.1). */
export const acceptAllConsent = () => saveConsent(ALL_CONSENT);

/** Analytics runs only when the deployment enables it and the visitor consented to statistics. */
export function isAnalyticsAllowed(settings: Pick<TSettings, 'features'>, consent: TConsent | undefined): boolean {
  return settings.features.analytics && consent?.statistics === true;
}
