import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import ResetPasswordPage from '../pages/reset-password-page.tsx';
import { ResetRequestForm } from './reset-request-form.tsx';

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
const ok = () => jsonResponse(200, { status: 'OK' });
const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
const errorOf = (testId: string) => document.getElementById(`${input(testId).id}-helper`)?.textContent;
const posts = (calls: TFetchCall[]) => apiCalls(calls).filter((c) => c.method === 'POST');

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('password-reset');
  await loadCataloguePart('shared');
});
afterEach(() => vi.unstubAllGlobals());

describe('the reset request form (visitor-and-shell §5.10, §7)', () => {
  it('checks the fields with the schema and sends nothing while they are wrong', async () => {
    const { calls } = stubFetch(ok);
    renderWithApp(<ResetRequestForm />);
    fireEvent.click(screen.getByTestId('password-reset-submit'));
    await waitFor(() => expect(errorOf('password-reset-nif')).toBe('This field is required.'));
    expect(errorOf('password-reset-email')).toBe('This field is required.');
    type('password-reset-email', 'marta@');
    fireEvent.click(screen.getByTestId('password-reset-submit'));
    await waitFor(() => expect(errorOf('password-reset-email')).toBe('Enter a valid email address.'));
    expect(posts(calls)).toEqual([]);
  });

  it('sends the nif as the login compares it and shows the neutral message', async () => {
    const { calls } = stubFetch(ok);
    renderWithApp(<ResetRequestForm />);
    type('password-reset-nif', 'es 12345678-z');
    type('password-reset-email', 'marta.puig@correu.example');
    fireEvent.click(screen.getByTestId('password-reset-submit'));
    expect((await screen.findByTestId('password-reset-sent')).textContent).toContain('If these details match an account');
    expect(posts(calls)).toMatchObject([{ url: '/api/v1/user/reset/', body: { nif: '12345678Z', email: 'marta.puig@correu.example' } }]);
  });

  it('shows the server’s field errors under the fields and keeps what was typed', async () => {
    stubFetch(() =>
      jsonResponse(400, { code: 'validation_error', message: 'validation_error', errors: { email: ['password_reset_email_invalid'] } }),
    );
    renderWithApp(<ResetRequestForm />);
    type('password-reset-nif', '12345678Z');
    type('password-reset-email', 'marta@correu.example');
    fireEvent.click(screen.getByTestId('password-reset-submit'));
    await waitFor(() => expect(errorOf('password-reset-email')).toBe('Enter a valid email address.'));
    expect(input('password-reset-nif').value).toBe('12345678Z');
    expect(input('password-reset-email').value).toBe('marta@correu.example');
    expect(screen.queryByTestId('password-reset-sent')).toBeNull();
  });

  it('says when it is throttled, and what any other failure is, keeping the form', async () => {
    let answer = () => jsonResponse(429, { code: 'too_many_attempts', message: 'password_reset_too_many_attempts' });
    stubFetch(() => answer());
    renderWithApp(<ResetRequestForm />);
    type('password-reset-nif', '12345678Z');
    type('password-reset-email', 'marta@correu.example');
    fireEvent.click(screen.getByTestId('password-reset-submit'));
    expect((await screen.findByTestId('password-reset-error')).textContent).toContain('Too many requests.');
    answer = () => jsonResponse(503, { code: 'database_unavailable', message: 'database_unavailable' });
    fireEvent.click(screen.getByTestId('password-reset-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('password-reset-error').textContent).toBe('The operation could not be done. Please try again later.'),
    );
    expect(input('password-reset-nif').value).toBe('12345678Z');
  });
});

describe('the reset page with a mailed link', () => {
  it('reads the secret, takes it out of the address, and sets the password with the change-password rules', async () => {
    const { calls } = stubFetch(ok);
    renderWithApp(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/reset-password'));
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
    type('password-reset-new', 'abcdefghij12');
    type('password-reset-repeat', 'abcdefghij13');
    fireEvent.click(screen.getByTestId('password-reset-save'));
    await waitFor(() =>
      expect(errorOf('password-reset-new')).toBe(
        'The password must contain a lowercase letter, an uppercase letter, a digit and a symbol.',
      ),
    );
    expect(errorOf('password-reset-repeat')).toBe('The new password and its confirmation do not match.');
    // Ten characters, below the settings' default minimum.
    type('password-reset-new', 'Password1!');
    fireEvent.click(screen.getByTestId('password-reset-save'));
    await waitFor(() => expect(errorOf('password-reset-new')).toBe('The password must be at least 12 characters long.'));
    expect(posts(calls)).toEqual([]);

    type('password-reset-new', 'Nova-Clau-2026!');
    type('password-reset-repeat', 'Nova-Clau-2026!');
    fireEvent.click(screen.getByTestId('password-reset-save'));
    expect((await screen.findByTestId('password-reset-done')).textContent).toContain('Your password has been changed');
    expect(posts(calls)).toMatchObject([
      { url: '/api/v1/user/reset/confirm', body: { token: TOKEN, newPassword: 'Nova-Clau-2026!', repeatPassword: 'Nova-Clau-2026!' } },
    ]);
    expect(screen.getByTestId('password-reset-login-link').getAttribute('href')).toBe('/login');
  });

  it('offers a new link when the link is used or expired', async () => {
    stubFetch(() => jsonResponse(410, { code: 'reset_link_invalid', message: 'reset_link_invalid' }));
    renderWithApp(<ResetPasswordPage />, { route: `/reset-password?token=${TOKEN}` });
    type('password-reset-new', 'Nova-Clau-2026!');
    type('password-reset-repeat', 'Nova-Clau-2026!');
    fireEvent.click(screen.getByTestId('password-reset-save'));
    expect((await screen.findByTestId('password-reset-link-invalid')).textContent).toContain('This link is no longer valid');
    fireEvent.click(screen.getByTestId('password-reset-request-again'));
    expect(await screen.findByTestId('password-reset-request-form')).toBeTruthy();
  });

  it('shows the request form without a link', () => {
    stubFetch(ok);
    renderWithApp(<ResetPasswordPage />, { route: '/reset-password' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Reset your password');
    expect(screen.getByTestId('password-reset-request-form')).toBeTruthy();
    expect(document.querySelector('meta[name="referrer"]')).toBeNull();
  });
});
