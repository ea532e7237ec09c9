import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consentStore, cookiePreferencesStore, isAnalyticsAllowed, readConsent } from '../../../shared/consent/consent.ts';
import { getCookie } from '../../../shared/cookies/browser-cookies.ts';
import { clearAllCookies } from '../../../test/cookies.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { AppFooter } from '../layout/app-footer.tsx';
import { CookieBanner } from './cookie-banner.tsx';

beforeAll(useEnglish);
beforeEach(() => {
  clearAllCookies();
  consentStore.setState({ consent: readConsent() });
  cookiePreferencesStore.setState({ open: false });
});

describe('cookie banner', () => {
  it('accept all sets every consent cookie to true, marks the answer and goes away', () => {
    renderWithApp(<CookieBanner />);
    fireEvent.click(screen.getByTestId('cookie-accept-all'));
    expect(getCookie('consent_preferences')).toBe('true');
    expect(getCookie('consent_statistics')).toBe('true');
    expect(getCookie('consent_marketing')).toBe('true');
    expect(getCookie('cookie_consent')).toBe('true');
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('personalise stores each choice as true or false', async () => {
    renderWithApp(<CookieBanner />);
    fireEvent.click(screen.getByTestId('cookie-personalise'));
    fireEvent.click(await screen.findByRole('switch', { name: /Statistics/ }));
    fireEvent.click(screen.getByTestId('cookie-save'));
    expect(getCookie('consent_preferences')).toBe('false');
    expect(getCookie('consent_statistics')).toBe('true');
    expect(getCookie('consent_marketing')).toBe('false');
    expect(getCookie('cookie_consent')).toBe('true');
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('is not shown once answered', () => {
    consentStore.setState({ consent: { preferences: false, statistics: false, marketing: false } });
    renderWithApp(<CookieBanner />);
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
  });

  it('the footer reopens the preferences as last saved, and statistics can be withdrawn', async () => {
    const settings = mergeSettings(DEFAULT_SETTINGS, { links: { cookies: 'https://example.com/cookies' } });
    renderWithApp(
      <>
        <AppFooter />
        <CookieBanner />
      </>,
      { settings },
    );
    fireEvent.click(screen.getByTestId('cookie-accept-all'));
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    fireEvent.click(screen.getByTestId('footer-cookie-preferences'));
    const statistics = await screen.findByRole('switch', { name: /Statistics/ });
    expect((statistics as HTMLInputElement).checked).toBe(true);
    fireEvent.click(statistics);
    fireEvent.click(screen.getByTestId('cookie-save'));
    expect(getCookie('consent_statistics')).toBe('false');
    expect(getCookie('consent_preferences')).toBe('true');
    const on = mergeSettings(DEFAULT_SETTINGS, { features: { analytics: true } });
    expect(isAnalyticsAllowed(on, consentStore.getState().consent)).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('cookie-preferences-dialog')).toBeNull());
    expect(screen.queryByTestId('cookie-banner')).toBeNull();
    // The policy itself is still linked from the footer.
    expect(screen.getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('https://example.com/cookies');
  });

  it('analytics runs only with statistics consent and the feature on', () => {
    const on = mergeSettings(DEFAULT_SETTINGS, { features: { analytics: true } });
    expect(isAnalyticsAllowed(on, { preferences: false, statistics: true, marketing: false })).toBe(true);
    expect(isAnalyticsAllowed(on, { preferences: true, statistics: false, marketing: true })).toBe(false);
    expect(isAnalyticsAllowed(on, undefined)).toBe(false);
    expect(isAnalyticsAllowed(DEFAULT_SETTINGS, { preferences: true, statistics: true, marketing: true })).toBe(false);
  });
});
