import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, INITIAL_AUTH_STATE } from '../../../shared/session/auth-store.ts';
import { getToken } from '../../../shared/session/token-store.ts';
import { clearAllCookies } from '../../../test/cookies.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { testToken } from '../../../test/token.ts';
import { PROFILE } from '../test/profile-fixture.ts';
import { LoginForm } from './login-form.tsx';

const fill = (user: string, password: string) => {
  fireEvent.change(screen.getByTestId('login-user'), { target: { value: user } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
};
const submit = () => fireEvent.click(screen.getByTestId('login-submit'));
const location = () => screen.getByTestId('location').textContent;

beforeAll(useEnglish);
beforeEach(() => {
  clearAllCookies();
  authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('login form', () => {
  it('labels its fields', () => {
    renderWithApp(<LoginForm />, { route: '/login' });
    expect(screen.getByLabelText(/User \(tax ID\)/)).toBe(screen.getByTestId('login-user'));
    expect(screen.getByLabelText(/Password/)).toBe(screen.getByTestId('login-password'));
  });

  it('validates with the login schema before calling the API', async () => {
    const { calls } = stubFetch(() => jsonResponse(500, {}));
    renderWithApp(<LoginForm />, { route: '/login' });
    submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByTestId('login-user').getAttribute('aria-invalid')).toBe('true');
    expect(apiCalls(calls)).toHaveLength(0);
  });

  it('focuses the first field in error, and checks a field again as it changes once submitted', async () => {
    const { calls } = stubFetch(() => jsonResponse(500, {}));
    renderWithApp(<LoginForm />, { route: '/login' });
    fireEvent.change(screen.getByTestId('login-user'), { target: { value: '12345678Z' } });
    submit();
    // Only the password is missing: its error, and the focus on it.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByTestId('login-password'));
    expect(screen.getByTestId('login-user').getAttribute('aria-invalid')).toBeNull();
    // Emptying the user shows its error at once; typing the password takes the password's away.
    fireEvent.change(screen.getByTestId('login-user'), { target: { value: '' } });
    await waitFor(() => expect(screen.getByTestId('login-user').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'x' } });
    await waitFor(() => expect(screen.getByTestId('login-password').getAttribute('aria-invalid')).toBeNull());
    expect(apiCalls(calls)).toHaveLength(0);
  });

  it('shows the wrong-credentials message on a 401, on the form', async () => {
    stubFetch(() => jsonResponse(401, { code: 'invalid_credentials', message: 'login_credentials_incorrect' }));
    renderWithApp(<LoginForm />, { route: '/login' });
    fill('12345678Z', 'wrong');
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toBe('The user or the password is not correct.');
    expect(authStore.getState()).toMatchObject({ isAuthenticated: false, statusCode: 401, statusType: 'form' });
  });

  it('a new attempt clears the old error, even one the form itself refuses', async () => {
    const { calls } = stubFetch(() => jsonResponse(401, { code: 'invalid_credentials', message: 'login_credentials_incorrect' }));
    renderWithApp(<LoginForm />, { route: '/login' });
    fill('12345678Z', 'wrong');
    submit();
    await screen.findByTestId('login-error');
    // The alert shows before the first attempt has finished; its button is disabled until then, and
    // a click on it would be lost (the field errors would still come, from re-validation on change).
    await waitFor(() => expect((screen.getByTestId('login-submit') as HTMLButtonElement).disabled).toBe(false));
    fill('', '');
    submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.queryByTestId('login-error')).toBeNull();
    expect(apiCalls(calls)).toHaveLength(1);
  });

  it('shows the too-many-attempts message on a 429', async () => {
    stubFetch(() => jsonResponse(429, { code: 'too_many_attempts', message: 'login_too_many_attempts' }));
    renderWithApp(<LoginForm />, { route: '/login' });
    fill('12345678Z', 'wrong');
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toMatch(/Too many sign-in attempts/);
  });

  it('a 500 goes to the error page rather than the form', async () => {
    stubFetch(() => jsonResponse(500, { code: 'internal_error', message: 'internal_error' }));
    renderWithApp(<LoginForm />, { route: '/login' });
    fill('12345678Z', 'whatever');
    submit();
    await waitFor(() => expect(authStore.getState()).toMatchObject({ statusCode: 500, statusType: 'page' }));
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('shows the API field errors of a 400 under the fields', async () => {
    stubFetch(() =>
      jsonResponse(400, { code: 'validation_error', message: 'validation_error', errors: { user: ['login_user_too_long'] } }),
    );
    renderWithApp(<LoginForm />, { route: '/login' });
    fill('12345678Z', 'x');
    submit();
    expect(await screen.findByText('The user is too long.')).toBeTruthy();
  });

  it('signs in, keeps the token and returns to the carried redirect', async () => {
    const token = testToken();
    const { calls } = stubFetch(({ url }) =>
      url === '/api/v1/user/login' ? jsonResponse(200, { token, change_password: false }) : jsonResponse(200, PROFILE),
    );
    renderWithApp(<LoginForm />, { route: '/login?redirectPath=dynamicPage&routePath=info&pageId=2' });
    fill(' 12345678Z ', 'Demo-Portal-2026!');
    submit();
    await waitFor(() => expect(location()).toBe('/d/info/2'));
    expect(apiCalls(calls)[0]).toMatchObject({ method: 'POST', body: { user: '12345678Z', password: 'Demo-Portal-2026!' } });
    expect(getToken()).toBe(token);
    expect(authStore.getState()).toMatchObject({ isAuthenticated: true, loginType: 'credentials' });
  });

  it('goes to change password first when the account must change it', async () => {
    stubFetch(({ url }) =>
      url === '/api/v1/user/login' ? jsonResponse(200, { token: testToken(), change_password: true }) : jsonResponse(200, PROFILE),
    );
    renderWithApp(<LoginForm />, { route: '/login?redirectPath=profile' });
    fill('12345678Z', 'Demo-Portal-2026!');
    submit();
    await waitFor(() => expect(location()).toBe('/change-password'));
  });
});
