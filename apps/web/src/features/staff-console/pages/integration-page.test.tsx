import '../../../test/dom.ts';
import type { TIntegrationToken } from '@portal/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { keepStaffSession } from '../api/staff-session.ts';
import { ConsoleRoutes } from '../components/console-routes.tsx';
import { CONSOLE_SECTIONS } from './console-section-table.tsx';

const render = (route = '/staff/integration') => renderWithApp(<ConsoleRoutes sections={CONSOLE_SECTIONS} />, { route, path: '/staff/*' });
const pathOf = (call: TFetchCall) => call.url.replace(/\?.*$/, '');
const by = { id: 1, label: 'Atenció al client', email: 'atencio@demo.example' };
const token: TIntegrationToken = {
  id: 4,
  name: 'ERP',
  scopes: ['leads:read'],
  created_by: by,
  created_at: '2026-03-01T10:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
};
const SECRET = 'pit_abcdefghijklmnopqrstuvwxyz0123456789';
const webhook = {
  id: 9,
  url: 'https://erp.example/hook',
  events: ['case.created'],
  created_by: by,
  created_at: '2026-03-01T10:00:00.000Z',
  disabled_at: null,
};
const attempt = {
  delivery_id: 31,
  event_id: 'evt_1',
  event: 'case.created',
  attempt: 2,
  at: '2026-03-01T10:05:00.000Z',
  status_code: 503,
  error: null,
  delivery_state: 'pending',
};

/** The API as the page sees it: the two lists, and what each action answers. */
function api(answers: { createToken?: () => Response; createWebhook?: () => Response } = {}) {
  let tokens = [token];
  return stubFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/v1/staff/integration-tokens' && call.method === 'POST') {
      const answer = answers.createToken?.();
      if (answer) return answer;
      const created: TIntegrationToken = { ...token, id: 5, name: 'CRM', scopes: ['leads:read', 'import'] };
      tokens = [created, ...tokens];
      return jsonResponse(200, { ...created, token: SECRET });
    }
    if (path === '/api/v1/staff/integration-tokens/4/revoke') {
      tokens = tokens.map((each) => (each.id === 4 ? { ...each, revoked_at: '2026-03-02T10:00:00.000Z' } : each));
      return jsonResponse(
        200,
        tokens.find((each) => each.id === 4),
      );
    }
    if (path === '/api/v1/staff/integration-tokens') return jsonResponse(200, { items: tokens });
    if (path === '/api/v1/staff/webhooks' && call.method === 'POST')
      return answers.createWebhook?.() ?? jsonResponse(200, { ...webhook, secret: 'whsec_x' });
    if (path === '/api/v1/staff/webhooks') return jsonResponse(200, { items: [webhook] });
    if (path === '/api/v1/staff/webhooks/9/deliveries') return jsonResponse(200, { items: [attempt], total: 1, offset: 0, limit: 20 });
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
}

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('staff-console');
});
beforeEach(() => {
  window.sessionStorage.clear();
  keepStaffSession({ token: 'staff.token', label: 'Atenció al client', role: 'supervisor', expires_in: 36_000 });
});
afterEach(() => vi.unstubAllGlobals());

describe('integration tokens', () => {
  it('a new token is shown once with a copy button and the warning; once kept, it is gone and the list never shows it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { calls } = api();
    render();
    await screen.findByTestId('staff-token-4');
    const create = screen.getByTestId('staff-token-create');
    fireEvent.change(within(create).getByTestId('field-name'), { target: { value: 'CRM' } });
    fireEvent.click(screen.getByTestId('staff-token-scopes-import'));
    fireEvent.click(screen.getByTestId('staff-token-scopes-leads:read'));
    fireEvent.click(screen.getByTestId('staff-token-create-submit'));

    const secret = await screen.findByTestId('staff-token-secret');
    expect(within(secret).getByTestId('staff-token-secret-value').textContent).toBe(SECRET);
    expect(secret.textContent).toContain('it will not be shown again');
    // The scopes go in the domain's order, whatever order they were ticked in.
    expect(apiCalls(calls).find((call) => call.method === 'POST')?.body).toEqual({ name: 'CRM', scopes: ['leads:read', 'import'] });
    fireEvent.click(within(secret).getByTestId('staff-token-secret-copy'));
    expect(await within(secret).findByText('Copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(SECRET);

    const listed = await screen.findByTestId('staff-token-5');
    expect(listed.textContent).toContain('Read the leads, Import prices');
    expect(screen.getByTestId('staff-tokens-list').textContent).not.toContain(SECRET);
    fireEvent.click(within(secret).getByTestId('staff-token-secret-done'));
    await waitFor(() => expect(screen.queryByTestId('staff-token-secret')).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('a token needs a name and a scope before anything is sent', async () => {
    const { calls } = api();
    render();
    await screen.findByTestId('staff-token-4');
    fireEvent.click(screen.getByTestId('staff-token-create-submit'));
    expect(await within(screen.getByTestId('staff-token-create')).findAllByText('This field is required.')).toHaveLength(2);
    expect(apiCalls(calls).filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('revoking asks first, then the token shows as revoked with no revoke button', async () => {
    const { calls } = api();
    render();
    fireEvent.click(await screen.findByTestId('staff-token-4-revoke'));
    expect(apiCalls(calls).filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('staff-token-revoke-confirm'));
    await waitFor(() => expect(screen.getByTestId('staff-token-4').textContent).toContain('Revoked'));
    expect(screen.queryByTestId('staff-token-4-revoke')).toBeNull();
    expect(apiCalls(calls).find((call) => call.method === 'POST')?.url).toBe('/api/v1/staff/integration-tokens/4/revoke');
  });
});

describe('webhooks', () => {
  it('an address the API refuses is said under the address field', async () => {
    api({
      createWebhook: () =>
        jsonResponse(400, {
          code: 'webhook_url_not_allowed',
          message: 'webhook_url_not_allowed',
          errors: { url: ['webhook_url_not_allowed'] },
        }),
    });
    render();
    await screen.findByTestId('staff-webhook-9');
    const create = screen.getByTestId('staff-webhook-create');
    fireEvent.change(within(create).getByTestId('field-url'), { target: { value: 'http://erp.example/hook' } });
    fireEvent.click(screen.getByTestId('staff-webhook-events-lead.created'));
    fireEvent.click(screen.getByTestId('staff-webhook-create-submit'));
    expect(await within(create).findByText('It must be an https address, with no user or password.')).toBeTruthy();
  });

  it('a new webhook’s secret is shown once; an endpoint opens its delivery log', async () => {
    api();
    render();
    await screen.findByTestId('staff-webhook-9');
    const create = screen.getByTestId('staff-webhook-create');
    fireEvent.change(within(create).getByTestId('field-url'), { target: { value: 'https://erp.example/hook' } });
    fireEvent.click(screen.getByTestId('staff-webhook-events-case.created'));
    fireEvent.click(screen.getByTestId('staff-webhook-create-submit'));
    expect((await screen.findByTestId('staff-webhook-secret-value')).textContent).toBe('whsec_x');

    fireEvent.click(within(screen.getByTestId('staff-webhook-9')).getByRole('link'));
    const row = await screen.findByTestId('staff-webhook-attempt-31-2');
    expect(row.textContent).toContain('New case');
    expect(row.textContent).toContain('503');
    expect(row.textContent).toContain('Will be retried');
  });

  it('a failed list offers to try again', async () => {
    stubFetch(() => jsonResponse(500, { code: 'internal', message: 'internal' }));
    render();
    expect(await screen.findByTestId('staff-webhooks-list-failed', {}, { timeout: 5000 })).toBeTruthy();
  });
});
