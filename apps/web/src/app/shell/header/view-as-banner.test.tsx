import '../../../test/dom.ts';
import { formatTimeOfDay } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { getToken } from '../../../shared/session/token-store.ts';
import { clearAllCookies, setTestCookie } from '../../../test/cookies.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { testToken } from '../../../test/token.ts';
import ProfileHeader from './profile-header.tsx';

const PROFILE = {
  name: 'Marta Puig Serra',
  email: 'marta@demo.example',
  vat: '12345678Z',
  newsletter_url: null,
  new_customer: false,
  change_password: false,
};
const EXP = Math.floor(Date.now() / 1000) + 1800;

beforeAll(useEnglish);
beforeEach(() => {
  clearAllCookies();
  authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticated: true, isAuthenticating: false, loginType: 'token' });
  stubFetch(({ url }) => (url.endsWith('/users/') ? jsonResponse(200, PROFILE) : jsonResponse(204, null)));
});
afterEach(() => vi.unstubAllGlobals());

function signedInWith(token: string, readonly: boolean) {
  setTestCookie('token', token);
  authStore.setState({ readonly });
  return renderWithApp(<ProfileHeader />);
}

describe('the view-as banner (a staff member viewing the customer’s portal)', () => {
  it('shows for a read-only token that names a staff member: read only, until when, and a button that ends the view', async () => {
    signedInWith(testToken({ readonly: true, staff_id: 7, exp: EXP }), true);
    const banner = await screen.findByRole('region', { name: 'Customer service view' });
    expect(banner.textContent).toContain(
      `You are viewing this customer's portal as customer service: read only, until ${formatTimeOfDay(new Date(EXP * 1000), 'en-US')}.`,
    );
    // The banner says it all: no second read-only badge or strip.
    expect(screen.queryByTestId('readonly-badge')).toBeNull();
    expect(screen.queryByTestId('readonly-strip')).toBeNull();
    // No close button: only ending the view, which is the logout.
    const end = screen.getByRole('button', { name: 'End the view' });
    expect(screen.queryByRole('button', { name: /close|dismiss/i })).toBeNull();
    end.focus();
    expect(document.activeElement).toBe(end);
    fireEvent.click(end);
    await waitFor(() => expect(getToken()).toBeUndefined());
  });

  it('does not show for a customer’s own token, nor for a read-only token that names no staff member', async () => {
    signedInWith(testToken({ readonly: false }), false);
    await screen.findByTestId('account-menu-button');
    expect(screen.queryByTestId('view-as-banner')).toBeNull();
    document.body.innerHTML = '';
    signedInWith(testToken({ readonly: true }), true);
    await screen.findByTestId('readonly-badge');
    expect(screen.queryByTestId('view-as-banner')).toBeNull();
  });
});
