import '../../../test/dom.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { sessionExpiredStore } from '../../../shared/session/session-expired-store.ts';
import { clearToken, getToken, setToken } from '../../../shared/session/token-store.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { keepStaffSession, readStaffSession } from '../api/staff-session.ts';
import { ConsoleRoutes } from '../components/console-routes.tsx';
import { CONSOLE_SECTIONS } from './console-section-table.tsx';

const STAFF_TOKEN = 'staff.token.value';
const CUSTOMER_TOKEN = 'customer.token.value';
const signIn = (role: 'agent' | 'supervisor' = 'supervisor') =>
  keepStaffSession({ token: STAFF_TOKEN, label: 'Atenció al client', role, expires_in: 36_000 });
const pathOf = (call: TFetchCall) => call.url.replace(/\?.*$/, '');
const render = (route: string) => renderWithApp(<ConsoleRoutes sections={CONSOLE_SECTIONS} />, { route, path: '/staff/*' });

const caseSummary = {
  number: 'ATC-2026-000123',
  kind: 'atc_claim',
  customer: { name: 'Marta Puig', tax_id: '12345678Z', email: null, mobile: null },
  contract: '0001001',
  subject: 'Lectura estimada',
  outcome: 'in_process',
  open: true,
  created_at: '2026-03-01T10:00:00.000Z',
  last_activity: '2026-03-02T10:00:00.000Z',
  awaiting_staff: true,
};
const caseDetail = {
  ...caseSummary,
  description: 'La lectura no quadra',
  category: null,
  atc_type: '1',
  atc_subtype: '001',
  messages: [
    {
      id: 1,
      author_kind: 'customer',
      author: 'Marta Puig',
      body: 'La lectura no quadra',
      created_at: '2026-03-01T10:00:00.000Z',
      attachments: [{ id: 9, filename: 'foto.pdf', mime_type: 'application/pdf', size: 2048 }],
    },
  ],
};
const signing = {
  id: 41,
  kind: 'iban',
  state: 'signed',
  contract_name: '0001001',
  contract_type: 'electricity',
  customer: { name: 'Marta Puig', tax_id: '12345678Z' },
  created_at: '2026-03-01T10:00:00.000Z',
  signed_at: '2026-03-01T10:05:00.000Z',
  decided_at: null,
  reason: null,
  request: { iban: 'ES91 2100 0418 4502 0005 1332' },
  evidence: {
    document_sha256: 'a'.repeat(64),
    signed_at: '2026-03-01T10:05:00.000Z',
    client_address: '203.0.113.7',
    user_agent: 'Mozilla/5.0 Test',
    channel: 'email',
  },
  sealed_attachment_id: 77,
};
const emptyPage = { n_items: 0, offset: 0, limit: 20, items: [] };

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('staff-console');
});
beforeEach(() => {
  window.sessionStorage.clear();
  clearToken();
  sessionExpiredStore.setState({ open: false });
});
afterEach(() => vi.unstubAllGlobals());

describe('the staff console’s sign-in and token', () => {
  it('sends a signed-out visitor to the sign-in, checks the form with the API’s schema, and signs in without the customer’s token', async () => {
    setToken(CUSTOMER_TOKEN);
    const { calls } = stubFetch((call) =>
      pathOf(call) === '/api/v1/staff/login'
        ? jsonResponse(200, { token: STAFF_TOKEN, label: 'Atenció al client', role: 'agent', expires_in: 36_000 })
        : jsonResponse(200, { ...emptyPage, items: [caseSummary], n_items: 1 }),
    );
    render('/staff/cases');
    await screen.findByTestId('staff-login-page');
    expect(screen.getByTestId('location').textContent).toBe('/staff/login');

    fireEvent.click(screen.getByTestId('staff-login-submit'));
    expect(await screen.findAllByText('This field is required.')).not.toHaveLength(0);
    expect(apiCalls(calls)).toHaveLength(0);

    fireEvent.change(screen.getByTestId('field-email'), { target: { value: 'atencio@demo.example' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'Atencio-Demo-2026!' } });
    fireEvent.click(screen.getByTestId('staff-login-submit'));

    // Back where the console was left, the list asked for with the staff token.
    await screen.findByTestId('staff-case-ATC-2026-000123');
    expect(screen.getByTestId('location').textContent).toBe('/staff/cases');
    const [login, list] = apiCalls(calls);
    expect(login?.headers.authorization).toBeUndefined();
    expect(list?.headers.authorization).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(screen.getByTestId('staff-who').textContent).toBe('Atenció al client · Agent');
    expect(readStaffSession()?.token).toBe(STAFF_TOKEN);
    expect(getToken()).toBe(CUSTOMER_TOKEN);
  });

  it.each([
    [401, { code: 'invalid_credentials', message: 'login_credentials_incorrect' }, 'The e-mail or the password is not right.'],
    [429, { code: 'too_many_attempts', message: 'login_too_many_attempts' }, 'Too many attempts. Wait a minute before trying again.'],
  ])('a refused sign-in (%i) says why on the form and keeps no session', async (status, body, words) => {
    stubFetch(() => jsonResponse(status, body));
    render('/staff/login');
    fireEvent.change(await screen.findByTestId('field-email'), { target: { value: 'atencio@demo.example' } });
    fireEvent.change(screen.getByTestId('field-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('staff-login-submit'));
    expect((await screen.findByTestId('staff-login-error')).textContent).toBe(words);
    expect(readStaffSession()).toBeUndefined();
  });

  it('a 401 of any staff call forgets the staff token and goes back to the sign-in, leaving the customer’s session alone', async () => {
    setToken(CUSTOMER_TOKEN);
    signIn();
    stubFetch(() => jsonResponse(401, { code: 'token_expired', message: 'token_expired' }));
    render('/staff/queue');
    await screen.findByTestId('staff-login-page');
    expect(readStaffSession()).toBeUndefined();
    expect(getToken()).toBe(CUSTOMER_TOKEN);
    expect(sessionExpiredStore.getState().open).toBe(false);
  });

  it('sign-out forgets the token and shows the sign-in', async () => {
    signIn();
    stubFetch(() => jsonResponse(200, emptyPage));
    render('/staff/cases');
    fireEvent.click(await screen.findByTestId('staff-sign-out'));
    await screen.findByTestId('staff-login-page');
    expect(readStaffSession()).toBeUndefined();
  });
});

describe('the console’s entries by role', () => {
  it('an agent sees no supervisor-only entry (accounts, integration) and does not reach its page', async () => {
    signIn('agent');
    const { calls } = stubFetch(() => jsonResponse(200, emptyPage));
    render('/staff/accounts');
    await screen.findByTestId('staff-not-found');
    const nav = screen.getByRole('navigation', { name: 'Console sections' });
    expect(within(nav).queryByTestId('staff-nav-accounts')).toBeNull();
    expect(within(nav).queryByTestId('staff-nav-integration')).toBeNull();
    expect(within(nav).getByTestId('staff-nav-cases')).toBeTruthy();
    expect(within(nav).getByTestId('staff-nav-customers')).toBeTruthy();
    expect(apiCalls(calls).some((call) => call.url.startsWith('/api/v1/staff/accounts'))).toBe(false);
  });

  it('a supervisor sees them and reaches them', async () => {
    signIn('supervisor');
    stubFetch(() => jsonResponse(200, { items: [] }));
    render('/staff/accounts');
    await screen.findByTestId('staff-accounts-list-empty');
    expect(screen.getByTestId('staff-nav-accounts')).toBeTruthy();
    expect(screen.getByTestId('staff-nav-integration')).toBeTruthy();
    expect(screen.getByTestId('staff-role').textContent).toBe('Supervisor');
  });

  it('/staff opens on the role’s first entry', async () => {
    signIn('agent');
    stubFetch(() => jsonResponse(200, emptyPage));
    render('/staff');
    await screen.findByTestId('staff-cases-list-empty');
    expect(screen.getByTestId('location').textContent).toBe('/staff/cases');
  });
});

describe('the console’s pages', () => {
  it('cases: the status filter and paging go to the API; who spoke last is shown', async () => {
    signIn();
    const { calls } = stubFetch(() => jsonResponse(200, { n_items: 45, offset: 0, limit: 20, items: [caseSummary] }));
    render('/staff/cases');
    const row = await screen.findByTestId('staff-case-ATC-2026-000123');
    expect(row.textContent).toContain('Customer: awaits an answer');
    fireEvent.change(screen.getByTestId('staff-cases-status'), { target: { value: 'closed' } });
    await waitFor(() => expect(apiCalls(calls).at(-1)?.url).toBe('/api/v1/staff/cases?status=closed&offset=0&limit=20'));
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(apiCalls(calls).at(-1)?.url).toBe('/api/v1/staff/cases?status=closed&offset=20&limit=20'));
  });

  it('a case: the conversation with its files, and a reply with a file sent as multipart with the staff token', async () => {
    signIn();
    const { calls } = stubFetch((call) =>
      call.method === 'POST'
        ? jsonResponse(200, {
            case: {
              ...caseDetail,
              messages: [
                ...caseDetail.messages,
                { ...caseDetail.messages[0]!, id: 2, author_kind: 'staff', author: 'Atenció al client', body: 'Revisat', attachments: [] },
              ],
            },
            customer_notified: true,
          })
        : jsonResponse(200, caseDetail),
    );
    render('/staff/cases/ATC-2026-000123');
    expect((await screen.findByTestId('staff-attachment-9')).textContent).toContain('foto.pdf');
    fireEvent.change(screen.getByTestId('field-body'), { target: { value: 'Revisat' } });
    const file = new File(['%PDF-1.4'], 'resposta.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByTestId('staff-reply-files'), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('staff-reply-send'));
    expect((await screen.findByTestId('staff-reply-sent')).textContent).toBe('Reply sent. The customer has been mailed.');
    const post = apiCalls(calls).find((call) => call.method === 'POST')!;
    expect(post.url).toBe('/api/v1/staff/cases/ATC-2026-000123/messages');
    expect(post.headers.authorization).toBe(`Bearer ${STAFF_TOKEN}`);
    const body = post.body as FormData;
    expect(body.get('body')).toBe('Revisat');
    expect((body.getAll('attachments')[0] as File).name).toBe('resposta.pdf');
    expect(await screen.findByTestId('staff-message-2')).toBeTruthy();
  });

  it('a signed request: its evidence, and a 409 on approval said as someone else having processed it', async () => {
    signIn();
    stubFetch((call) =>
      call.method === 'POST'
        ? jsonResponse(409, { code: 'signing_not_signed', message: 'signing_not_signed' })
        : jsonResponse(200, signing),
    );
    render('/staff/queue/41');
    const evidence = await screen.findByTestId('staff-signing-evidence');
    expect(evidence.textContent).toContain('a'.repeat(64));
    expect(evidence.textContent).toContain('203.0.113.7');
    expect(evidence.textContent).toContain('Mozilla/5.0 Test');
    expect(screen.getByTestId('staff-signing-document').textContent).toBe('Download the sealed PDF');
    fireEvent.click(screen.getByTestId('staff-signing-approve'));
    fireEvent.click(await screen.findByTestId('staff-signing-approve-confirm'));
    expect((await screen.findByTestId('staff-approve-error')).textContent).toBe(
      'Someone else has already processed this request. Reload it to see its state.',
    );
  });

  it('a rejection needs a reason before anything is sent', async () => {
    signIn();
    const { calls } = stubFetch((call) =>
      call.method === 'POST' ? jsonResponse(200, { ...signing, state: 'rejected', reason: 'IBAN erroni' }) : jsonResponse(200, signing),
    );
    render('/staff/queue/41');
    fireEvent.click(await screen.findByTestId('staff-signing-reject'));
    fireEvent.click(await screen.findByTestId('staff-signing-reject-confirm'));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(apiCalls(calls).filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('field-reason'), { target: { value: 'IBAN erroni' } });
    fireEvent.click(screen.getByTestId('staff-signing-reject-confirm'));
    expect((await screen.findByTestId('staff-signing-decided')).textContent).toContain('Rejected');
    expect(apiCalls(calls).find((call) => call.method === 'POST')?.body).toEqual({ reason: 'IBAN erroni' });
  });

  it('the trail: the filters go to the API, a range that ends before it starts is not asked for', async () => {
    signIn();
    const { calls } = stubFetch(() => jsonResponse(200, { items: [], total: 0, offset: 0, limit: 20 }));
    render('/staff/trail');
    await screen.findByTestId('staff-trail-list-empty');
    fireEvent.change(screen.getByTestId('staff-trail-customer'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('staff-trail-action'), { target: { value: 'change_requested' } });
    await waitFor(() =>
      expect(apiCalls(calls).at(-1)?.url).toBe('/api/v1/staff/trail?customer_id=12&action=change_requested&offset=0&limit=20'),
    );
    const before = apiCalls(calls).length;
    fireEvent.change(screen.getByTestId('staff-trail-from'), { target: { value: '03/31/2026' } });
    fireEvent.change(screen.getByTestId('staff-trail-to'), { target: { value: '03/01/2026' } });
    expect(await screen.findByText('The end is before the start.')).toBeTruthy();
    expect(
      apiCalls(calls)
        .slice(before)
        .every((call) => !call.url.includes('to=2026-03-01')),
    ).toBe(true);
  });

  it('the wizards’ leads: their days go to the API as the CSV’s, a range that ends before it starts is not asked for', async () => {
    signIn();
    const { calls } = stubFetch(() => jsonResponse(200, { items: [], total: 0, offset: 0, limit: 20 }));
    render('/staff/leads');
    await screen.findByTestId('staff-contracting-list-empty');
    fireEvent.change(screen.getByTestId('staff-contracting-from'), { target: { value: '03/01/2026' } });
    await waitFor(() => expect(apiCalls(calls).at(-1)?.url).toBe('/api/v1/staff/contracting-leads?from=2026-03-01&offset=0&limit=20'));
    const before = apiCalls(calls).length;
    fireEvent.change(screen.getByTestId('staff-contracting-to'), { target: { value: '02/01/2026' } });
    expect(await screen.findByText('The end is before the start.')).toBeTruthy();
    expect(
      apiCalls(calls)
        .slice(before)
        .every((call) => !call.url.includes('to=2026-02-01')),
    ).toBe(true);
  });
});
