import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consentStore, isAnalyticsAllowed, readConsent } from '../../../shared/consent/consent.ts';
import { getCookie } from '../../../shared/cookies/cookies.ts';
import { clearAllCookies } from '../../../test/cookies.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { CookieBanner } from './cookie-banner.tsx';

beforeAll(useEnglish);
beforeEach(() => {
  clearAllCookies();
  consentStore.setState({ consent: readConsent() });
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

  it('analytics runs only with statistics consent and the feature on', () => {
    const on = mergeSettings(DEFAULT_SETTINGS, { features: { analytics: true } });
    expect(isAnalyticsAllowed(on, { preferences: false, statistics: true, marketing: false })).toBe(true);
    expect(isAnalyticsAllowed(on, { preferences: true, statistics: false, marketing: true })).toBe(false);
    expect(isAnalyticsAllowed(on, undefined)).toBe(false);
    expect(isAnalyticsAllowed(DEFAULT_SETTINGS, { preferences: true, statistics: true, marketing: true })).toBe(false);
  });
});
