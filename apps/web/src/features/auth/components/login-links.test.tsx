import '../../../test/dom.ts';
import { DEFAULT_SETTINGS } from '@portal/domain';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { LoginLinks } from './login-links.tsx';

beforeAll(useEnglish);

describe('the login page’s account links (customer-area §2)', () => {
  it('shows the reset-password link now that /recordar-clau is mounted, in the current language', () => {
    renderWithApp(<LoginLinks />);
    const link = screen.getByTestId('login-reset-password-link');
    expect(link.getAttribute('href')).toBe('/reset-password');
    expect(link.textContent).toBe('Forgot your password?');
  });

  it('shows sign-up and activation while the signup feature is on', () => {
    renderWithApp(<LoginLinks />);
    expect(screen.getByTestId('login-signup-link').getAttribute('href')).toBe('/register');
    expect(screen.getByTestId('login-activation-link').getAttribute('href')).toBe('/activation');
  });

  it('hides them when the feature is off, the reset link stays', () => {
    renderWithApp(<LoginLinks />, { settings: { ...DEFAULT_SETTINGS, features: { ...DEFAULT_SETTINGS.features, signup: false } } });
    expect(screen.queryByTestId('login-signup-link')).toBeNull();
    expect(screen.queryByTestId('login-activation-link')).toBeNull();
    expect(screen.getByTestId('login-reset-password-link')).toBeTruthy();
  });
});
