import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

const fill = (current: string, next: string, repeat: string) => {
  fireEvent.change(screen.getByTestId('change-password-current'), { target: { value: current } });
  fireEvent.change(screen.getByTestId('change-password-new'), { target: { value: next } });
  fireEvent.change(screen.getByTestId('change-password-repeat'), { target: { value: repeat } });
  fireEvent.click(screen.getByTestId('change-password-submit'));
};

const setup = (readonly = false, settings = DEFAULT_SETTINGS) => {
  const onChanged = vi.fn();
  const onCancel = vi.fn();
  renderWithApp(<ChangePasswordForm onChanged={onChanged} onCancel={onCancel} readonly={readonly} />, { settings });
  return { onChanged, onCancel };
};

beforeAll(async () => {
  await useEnglish();
  // The new-password rules' words load with the page (pages.ts).
  await loadCataloguePart('shared');
});
afterEach(() => vi.unstubAllGlobals());

describe('change password form', () => {
  it('has three labelled fields, cancel and send', () => {
    const { onCancel } = setup();
    expect(screen.getByLabelText(/Current password/)).toBe(screen.getByTestId('change-password-current'));
    expect(screen.getByLabelText(/^New password/)).toBe(screen.getByTestId('change-password-new'));
    expect(screen.getByLabelText(/Repeat the new password/)).toBe(screen.getByTestId('change-password-repeat'));
    fireEvent.click(screen.getByTestId('change-password-cancel'));
    expect(onCancel).toHaveBeenCalled();
  });

  it('requires the current password (at least 6 characters)', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    setup();
    fill('abc', 'Abcdefghij1!', 'Abcdefghij1!');
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(apiCalls(calls)).toHaveLength(0);
  });

  it("explains a new password that is too short, too weak or too common, with the settings' minimum", async () => {
    setup();
    expect(screen.getByText(/^At least 12 characters, with a lowercase letter/)).toBeTruthy();
    // Six and ten characters are below the default minimum of 12.
    fill('current1', 'Aa1!aa', 'Aa1!aa');
    expect(await screen.findByText('The password must be at least 12 characters long.')).toBeTruthy();
    fill('current1', 'Password1!', 'Password1!');
    expect(await screen.findByText('The password must be at least 12 characters long.')).toBeTruthy();
    fill('current1', 'abcdefghij12', 'abcdefghij12');
    expect(await screen.findByText(/must contain a lowercase letter, an uppercase letter/)).toBeTruthy();
    fill('current1', 'Password1234!', 'Password1234!');
    expect(await screen.findByText(/This password is too common or has appeared in data breaches/)).toBeTruthy();
  });

  it('reads the minimum from the settings (password.minLength)', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { status: 'OK', token: 't' }));
    setup(false, mergeSettings(DEFAULT_SETTINGS, { password: { minLength: 16 } }));
    expect(screen.getByText(/^At least 16 characters/)).toBeTruthy();
    fill('current1', 'Better-Portal-1!', 'Better-Portal-1!');
    await waitFor(() => expect(apiCalls(calls)).toHaveLength(1));
    fill('current1', 'Better-Port-1!', 'Better-Port-1!');
    expect(await screen.findByText('The password must be at least 16 characters long.')).toBeTruthy();
  });

  it('refuses a new password equal to the current one, before calling the API', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    setup();
    fill('Demo-Portal-2026!', 'Demo-Portal-2026!', 'Demo-Portal-2026!');
    expect(await screen.findByText('The new password must be different from the current one.')).toBeTruthy();
    expect(apiCalls(calls)).toHaveLength(0);
  });

  it('shows the server refusing the same password under the new password field', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        code: 'validation_error',
        message: 'validation_error',
        errors: { password: ['change_password_same_as_current'] },
      }),
    );
    setup();
    fill('Demo-Portal-2026!', 'Better-Portal-2026!', 'Better-Portal-2026!');
    expect(await screen.findByText('The new password must be different from the current one.')).toBeTruthy();
    expect(screen.getByTestId('change-password-new').getAttribute('aria-invalid')).toBe('true');
  });

  it('requires the repetition to match', async () => {
    setup();
    fill('current1', 'Abcdefghij1!', 'Abcdefghij1?');
    expect(await screen.findByText('The new password and its confirmation do not match.')).toBeTruthy();
  });

  it('sends current and password, and hands over the new token', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { status: 'OK', token: 'new.token.value' }));
    const { onChanged } = setup();
    fill('Demo-Portal-2026!', 'Better-Portal-2026!', 'Better-Portal-2026!');
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith('new.token.value'));
    expect(apiCalls(calls)[0]).toMatchObject({
      method: 'PUT',
      url: '/api/v1/user/password',
      body: { current: 'Demo-Portal-2026!', password: 'Better-Portal-2026!' },
    });
  });

  it('a 403 says the current password is wrong', async () => {
    stubFetch(() => jsonResponse(403, { code: 'invalid_current_password', message: 'change_password_invalid_current', status: 'ERROR' }));
    const { onChanged } = setup();
    fill('Wrong-2026!', 'Better-Portal-2026!', 'Better-Portal-2026!');
    expect((await screen.findByTestId('change-password-error')).textContent).toBe('The current password is not correct.');
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('takes the refusal away once the field is corrected', async () => {
    stubFetch(() => jsonResponse(403, { code: 'invalid_current_password', message: 'change_password_invalid_current', status: 'ERROR' }));
    setup();
    fill('Wrong-2026!', 'Better-Portal-2026!', 'Better-Portal-2026!');
    expect((await screen.findByTestId('change-password-error')).textContent).toBe('The current password is not correct.');
    fireEvent.change(screen.getByTestId('change-password-current'), { target: { value: 'Demo-Portal-2026!' } });
    await waitFor(() => expect(screen.queryByTestId('change-password-error')).toBeNull());
    expect(screen.queryByText('The current password is not correct.')).toBeNull();
  });

  it('any other failure shows the generic error', async () => {
    stubFetch(() => jsonResponse(500, { code: 'internal_error', message: 'internal_error' }));
    setup();
    fill('Demo-Portal-2026!', 'Better-Portal-2026!', 'Better-Portal-2026!');
    expect((await screen.findByTestId('change-password-error')).textContent).toMatch(/could not be changed/);
  });

  it('a read-only session cannot send, and the disabled button says why where a touch screen shows it', () => {
    setup(true);
    const button = screen.getByTestId('change-password-submit') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reason = screen.getByTestId('change-password-submit-reason');
    expect(reason.textContent).toMatch(/impersonating/);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });
});
