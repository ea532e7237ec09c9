import '../../../test/dom.ts';
import { DEFAULT_SETTINGS } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { keepStaffSession } from '../api/staff-session.ts';
import { ConsoleRoutes } from '../components/console-routes.tsx';
import { CONSOLE_SECTIONS } from './console-section-table.tsx';

const render = () => renderWithApp(<ConsoleRoutes sections={CONSOLE_SECTIONS} />, { route: '/staff/settings', path: '/staff/*' });
const stored = {
  public: { invoices: { itemsPerPage: 25 } },
  private: { stripeKey: 'sk_test_x' },
  defaults: DEFAULT_SETTINGS,
  flags: { 'coupons.coupon': true, 'crm.case': true },
};
const editor = async (scope: 'public' | 'private') => screen.findByTestId(`staff-settings-${scope}`);
const type = (scope: 'public' | 'private', text: string) =>
  fireEvent.change(screen.getByTestId(`staff-settings-${scope}-text`), { target: { value: text } });

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('staff-console');
});
beforeEach(() => {
  window.sessionStorage.clear();
  keepStaffSession({ token: 'staff.token', label: 'Atenció al client', role: 'supervisor', expires_in: 36_000 });
});
afterEach(() => vi.unstubAllGlobals());

describe('the settings page', () => {
  it('shows each scope’s stored JSON and the flags, each with its switch', async () => {
    stubFetch(() => jsonResponse(200, stored));
    render();
    await editor('public');
    expect(JSON.parse((screen.getByTestId('staff-settings-public-text') as HTMLTextAreaElement).value)).toEqual(stored.public);
    expect(JSON.parse((screen.getByTestId('staff-settings-private-text') as HTMLTextAreaElement).value)).toEqual(stored.private);
    expect((screen.getByTestId('staff-flag-crm.case') as HTMLInputElement).checked).toBe(true);
  });

  it('previews what everyone will read: the defaults with the typed public settings over them', async () => {
    stubFetch(() => jsonResponse(200, stored));
    render();
    await editor('public');
    type('public', '{ "invoices": { "itemsPerPage": 40 }, "features": { "signup": false } }');
    fireEvent.click(screen.getByTestId('staff-settings-public-preview-button'));
    expect(await screen.findByText('The portal can read these settings.')).toBeTruthy();
    const merged = JSON.parse(screen.getByTestId('staff-settings-public-merged').textContent ?? '');
    expect(merged.invoices).toEqual({ enablePayment: true, itemsPerPage: 40 });
    expect(merged.features.signup).toBe(false);
    expect(merged.features.contact).toBe(DEFAULT_SETTINGS.features.contact);
    // The private secret is never in what everyone reads.
    expect(merged.stripeKey).toBeUndefined();
  });

  it('says what is wrong by path before saving, sends nothing, and keeps what was typed', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, stored));
    render();
    await editor('public');
    const typed = '{ "features": { "signup": "no" }, "maintenance": { "start": "tomorrow" } }';
    type('public', typed);
    fireEvent.click(screen.getByTestId('staff-settings-public-save'));
    const issues = await screen.findByTestId('staff-settings-public-issues');
    expect(issues.textContent).toContain('2 problems:');
    expect(issues.textContent).toContain('features.signup: must be true or false.');
    expect(issues.textContent).toContain('maintenance.start: must be a date and time such as 2026-11-22T22:00:00Z, or null.');
    expect(within(await editor('public')).getByText('The portal could not read these settings: the preview says why.')).toBeTruthy();
    expect((screen.getByTestId('staff-settings-public-text') as HTMLTextAreaElement).value).toBe(typed);
    expect(apiCalls(calls).filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it.each([
    ['{ "features": ', 'This is not valid JSON.'],
    ['[1, 2]', 'The settings must be a JSON object: { … }.'],
  ])('refuses %s under the field', async (text, words) => {
    const { calls } = stubFetch(() => jsonResponse(200, stored));
    render();
    await editor('private');
    type('private', text);
    fireEvent.click(screen.getByTestId('staff-settings-private-save'));
    expect((await within(await editor('private')).findAllByText(words)).length).toBeGreaterThan(0);
    expect(apiCalls(calls).filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('saves the scope whole through the API, then shows what is stored', async () => {
    const saved = { ...stored, private: { invoices: { itemsPerPage: 30 } } };
    const { calls } = stubFetch((call) => jsonResponse(200, call.method === 'PUT' ? saved : stored));
    render();
    await editor('private');
    type('private', '{"invoices":{"itemsPerPage":30}}');
    fireEvent.click(screen.getByTestId('staff-settings-private-save'));
    expect(await screen.findByTestId('staff-settings-private-saved')).toBeTruthy();
    const put = apiCalls(calls).find((call) => call.method === 'PUT');
    expect(put?.url).toBe('/api/v1/staff/settings/private');
    expect(put?.body).toEqual({ data: { invoices: { itemsPerPage: 30 } } });
    await waitFor(() =>
      expect((screen.getByTestId('staff-settings-private-text') as HTMLTextAreaElement).value).toBe(JSON.stringify(saved.private, null, 2)),
    );
  });

  it('lists the API’s refusal (settings_invalid) by path, keeping what was typed', async () => {
    const refusal = {
      code: 'settings_invalid',
      message: 'settings_invalid',
      errors: { 'features.signup': ['settings_boolean'] },
      issues: [{ path: 'features.signup', problem: 'boolean' }],
    };
    stubFetch((call) => (call.method === 'PUT' ? jsonResponse(400, refusal) : jsonResponse(200, stored)));
    render();
    await editor('public');
    // Valid here; the server (another supervisor's private settings meanwhile) refuses it.
    type('public', '{"homepage":"home"}');
    fireEvent.click(screen.getByTestId('staff-settings-public-save'));
    expect((await screen.findByTestId('staff-settings-public-error')).textContent).toBe(
      'The server refused these settings: the portal could not read them.',
    );
    expect(screen.getByTestId('staff-settings-public-refused').textContent).toContain('features.signup: must be true or false.');
    expect((screen.getByTestId('staff-settings-public-text') as HTMLTextAreaElement).value).toBe('{"homepage":"home"}');
  });

  it('a switch sets its flag; a new flag is checked with the API’s name rule before it is sent', async () => {
    const { calls } = stubFetch((call) =>
      jsonResponse(200, call.method === 'PUT' ? { ...stored, flags: { ...stored.flags, 'crm.case': false } } : stored),
    );
    render();
    fireEvent.click(await screen.findByTestId('staff-flag-crm.case'));
    await waitFor(() => expect((screen.getByTestId('staff-flag-crm.case') as HTMLInputElement).checked).toBe(false));
    expect(apiCalls(calls).find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/v1/staff/feature-flags/crm.case',
      body: { enabled: false },
    });

    const create = screen.getByTestId('staff-flag-create');
    fireEvent.change(within(create).getByTestId('field-name'), { target: { value: 'New Flag' } });
    fireEvent.click(screen.getByTestId('staff-flag-create-submit'));
    expect(await within(create).findByText('Use only lower-case letters, digits, dots, hyphens and underscores.')).toBeTruthy();
    expect(apiCalls(calls).filter((call) => call.method === 'PUT')).toHaveLength(1);
  });

  it('a press while the switch is being sent is shown, then sent after its answer: two quick presses end where the second left it', async () => {
    const answers: Array<() => void> = [];
    const { calls } = stubFetch((call) => {
      if (call.method !== 'PUT') return jsonResponse(200, stored);
      const enabled = (call.body as { enabled: boolean }).enabled;
      // Each PUT is answered when the test says so.
      return new Promise<Response>((resolve) => {
        answers.push(() => resolve(jsonResponse(200, { ...stored, flags: { ...stored.flags, 'crm.case': enabled } })));
      });
    });
    render();
    const flag = () => screen.getByTestId('staff-flag-crm.case') as HTMLInputElement;
    fireEvent.click(await screen.findByTestId('staff-flag-crm.case'));
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(flag().checked).toBe(false);
    fireEvent.click(flag());
    expect(flag().checked).toBe(true);
    expect(flag().getAttribute('aria-busy')).toBe('true');
    answers[0]!();
    await waitFor(() => expect(answers).toHaveLength(2));
    expect(flag().checked).toBe(true);
    answers[1]!();
    await waitFor(() => expect(flag().getAttribute('aria-busy')).toBe('false'));
    expect(flag().checked).toBe(true);
    expect(
      apiCalls(calls)
        .filter((call) => call.method === 'PUT')
        .map((call) => call.body),
    ).toEqual([{ enabled: false }, { enabled: true }]);
  });

  it('is not an agent’s: neither in the nav nor reachable', async () => {
    keepStaffSession({ token: 'staff.token', label: 'Agent', role: 'agent', expires_in: 36_000 });
    stubFetch(() => jsonResponse(200, { items: [], n_items: 0, offset: 0, limit: 20 }));
    render();
    await waitFor(() => expect(screen.queryByTestId('staff-settings')).toBeNull());
    expect(screen.queryByTestId('staff-nav-settings')).toBeNull();
  });
});
