import '../../../test/dom.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { keepStaffSession } from '../api/staff-session.ts';
import { ConsoleRoutes } from '../components/console-routes.tsx';
import { CONSOLE_SECTIONS } from './console-section-table.tsx';

const render = () => renderWithApp(<ConsoleRoutes sections={CONSOLE_SECTIONS} />, { route: '/staff/accounts', path: '/staff/*' });
const supervisor = {
  id: 1,
  email: 'atencio@demo.example',
  label: 'Atenció al client',
  role: 'supervisor',
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
};
const agent = { id: 2, email: 'agent@demo.example', label: 'Agent', role: 'agent', active: false, created_at: '2026-01-02T00:00:00.000Z' };
const list = { items: [supervisor, agent] };
const STRONG = 'Nova-Clau-2026!x';

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('staff-console');
});
beforeEach(() => {
  window.sessionStorage.clear();
  keepStaffSession({ token: 'staff.token', label: 'Atenció al client', role: 'supervisor', expires_in: 36_000 });
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff accounts page', () => {
  it('lists every account with its e-mail, label, role and whether it is active', async () => {
    stubFetch(() => jsonResponse(200, list));
    render();
    const row = await screen.findByTestId('staff-account-2');
    expect(row.textContent).toContain('agent@demo.example');
    expect(row.textContent).toContain('Agent');
    expect(row.textContent).toContain('Disabled');
    expect(within(row).getByTestId('staff-account-2-active').textContent).toBe('Enable');
    expect(within(screen.getByTestId('staff-account-1')).getByTestId('staff-account-1-active').textContent).toBe('Disable');
  });

  it('a new account is checked with the API’s schema before it is sent', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, list));
    render();
    await screen.findByTestId('staff-account-1');
    const create = screen.getByTestId('staff-account-create');
    fireEvent.change(within(create).getByTestId('field-email'), { target: { value: 'not an address' } });
    fireEvent.change(within(create).getByTestId('field-label'), { target: { value: 'Nou' } });
    fireEvent.change(within(create).getByTestId('field-password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('staff-account-create-submit'));
    expect(await within(create).findByText('Enter a valid email address.')).toBeTruthy();
    expect(within(create).getByText('The password must be at least 12 characters long.')).toBeTruthy();
    expect(apiCalls(calls).filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('an address that has an account (409) is said at the e-mail field and above the form', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? jsonResponse(409, { code: 'staff_email_in_use', message: 'staff_email_in_use' }) : jsonResponse(200, list),
    );
    render();
    await screen.findByTestId('staff-account-1');
    const create = screen.getByTestId('staff-account-create');
    fireEvent.change(within(create).getByTestId('field-email'), { target: { value: 'Agent@Demo.example' } });
    fireEvent.change(within(create).getByTestId('field-label'), { target: { value: 'Nou' } });
    fireEvent.change(within(create).getByTestId('field-role'), { target: { value: 'supervisor' } });
    fireEvent.change(within(create).getByTestId('field-password'), { target: { value: STRONG } });
    fireEvent.click(screen.getByTestId('staff-account-create-submit'));
    expect((await screen.findByTestId('staff-account-create-error')).textContent).toBe('An account with this e-mail already exists.');
    expect(within(create).getAllByText('An account with this e-mail already exists.')).toHaveLength(2);
    expect(apiCalls(calls).find((call) => call.method === 'POST')?.body).toEqual({
      email: 'agent@demo.example',
      label: 'Nou',
      role: 'supervisor',
      password: STRONG,
    });
  });

  it.each([
    ['staff_own_account_locked', 'You cannot disable your own account or take its supervisor role away. Ask another supervisor.'],
    [
      'staff_last_supervisor',
      'This is the last active supervisor: make another account a supervisor before disabling it or changing its role.',
    ],
  ])('disabling refused (409 %s) is explained in the dialog, which stays open', async (code, words) => {
    const { calls } = stubFetch((call) => (call.method === 'PATCH' ? jsonResponse(409, { code, message: code }) : jsonResponse(200, list)));
    render();
    fireEvent.click(await screen.findByTestId('staff-account-1-active'));
    fireEvent.click(await screen.findByTestId('staff-account-active-confirm'));
    expect((await screen.findByTestId('staff-account-active-error')).textContent).toBe(words);
    const patch = apiCalls(calls).find((call) => call.method === 'PATCH');
    expect(patch?.url).toBe('/api/v1/staff/accounts/1');
    expect(patch?.body).toEqual({ active: false });
  });

  it('a role change sends the label and role, closes the dialog and reads the list again', async () => {
    const { calls } = stubFetch((call) =>
      call.method === 'PATCH' ? jsonResponse(200, { ...agent, role: 'supervisor' }) : jsonResponse(200, list),
    );
    render();
    fireEvent.click(await screen.findByTestId('staff-account-2-change'));
    const dialog = await screen.findByTestId('staff-account-change');
    fireEvent.change(within(dialog).getByTestId('field-role'), { target: { value: 'supervisor' } });
    fireEvent.click(screen.getByTestId('staff-account-change-confirm'));
    await waitFor(() => expect(screen.queryByTestId('staff-account-change')).toBeNull());
    expect(apiCalls(calls).find((call) => call.method === 'PATCH')?.body).toEqual({ label: 'Agent', role: 'supervisor' });
    expect(apiCalls(calls).filter((call) => call.url === '/api/v1/staff/accounts')).toHaveLength(2);
  });

  it('a new password is checked with the rules and sent alone', async () => {
    const { calls } = stubFetch((call) => (call.method === 'PATCH' ? jsonResponse(200, agent) : jsonResponse(200, list)));
    render();
    fireEvent.click(await screen.findByTestId('staff-account-2-password'));
    const dialog = await screen.findByTestId('staff-account-password');
    fireEvent.change(within(dialog).getByTestId('field-password'), { target: { value: 'alllowercase-long' } });
    fireEvent.click(screen.getByTestId('staff-account-password-confirm'));
    expect(
      await within(dialog).findByText('The password must contain a lowercase letter, an uppercase letter, a digit and a symbol.'),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByTestId('field-password'), { target: { value: STRONG } });
    fireEvent.click(screen.getByTestId('staff-account-password-confirm'));
    await waitFor(() => expect(screen.queryByTestId('staff-account-password')).toBeNull());
    expect(apiCalls(calls).find((call) => call.method === 'PATCH')?.body).toEqual({ password: STRONG });
  });
});
