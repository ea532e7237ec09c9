import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import RequestDetailPage from './request-detail-page.tsx';
import RequestsPage from './requests-page.tsx';

const summary = (n: number, extra: object = {}) => ({
  number: `REQ-2026-${String(n).padStart(6, '0')}`,
  kind: 'request',
  subject: `Subject ${n}`,
  category: 'Invoices',
  contract: 'C1001',
  outcome: 'in_process',
  created_at: '2026-03-01T10:00:00.000Z',
  last_activity_at: '2026-03-04T10:00:00.000Z',
  ...extra,
});
const message = (id: number, extra: object = {}) => ({
  id,
  author: 'customer',
  staff_label: null,
  body: `Message ${id}`,
  created_at: '2026-03-01T10:00:00.000Z',
  attachments: [],
  ...extra,
});
const DETAIL = {
  ...summary(7, { outcome: 'additional_information_needed' }),
  section: 'invoices',
  open: true,
  messages: [
    message(1, {
      body: 'First line\n<b>not bold</b>',
      attachments: [{ id: 5, filename: 'invoice.pdf', size: 2048, content_type: 'application/pdf' }],
    }),
    message(2, { author: 'staff', staff_label: 'Atenció al client', body: 'Please send a photo.' }),
  ],
};
const pathOf = (call: TFetchCall) => call.url.replace(/\?.*$/, '');

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('requests list page', () => {
  it('lists the cases with their outcome, last activity and a link each; pages on the server', async () => {
    const { calls } = stubFetch((call) => {
      const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset'));
      return jsonResponse(200, {
        items:
          offset === 0
            ? [
                summary(1),
                summary(2, { kind: 'atc_claim', subject: '', outcome: 'accepted' }),
                summary(4, { kind: 'atc_claim', subject: 'Wrong reading' }),
              ]
            : [summary(3)],
        total: 21,
      });
    });
    renderWithApp(<RequestsPage />);
    const first = await screen.findByTestId('request-link-REQ-2026-000001');
    expect(first.getAttribute('href')).toBe('/requests/REQ-2026-000001');
    expect(screen.getByTestId('request-REQ-2026-000001').textContent).toContain('Last activity: 03/04/2026');
    expect(screen.getByTestId('request-outcome-REQ-2026-000001').textContent).toBe('In process');
    // A claim has no subject: its kind names it.
    expect(screen.getByTestId('request-link-REQ-2026-000002').textContent).toBe('Claim');
    expect(screen.getByTestId('request-outcome-REQ-2026-000002').textContent).toBe('Accepted');
    // A claim named by its reason: the kind and the subtype, told apart from the other claims.
    expect(screen.getByTestId('request-link-REQ-2026-000004').textContent).toBe('Claim: Wrong reading');
    expect(screen.getByTestId('requests-create').getAttribute('href')).toBe('/requests/create');
    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    await screen.findByTestId('request-link-REQ-2026-000003');
    expect(apiCalls(calls).map((c) => c.url)).toEqual(['/api/v1/requests?offset=0&limit=20', '/api/v1/requests?offset=20&limit=20']);
  });

  it('says so when there is no case yet, and when the list fails', async () => {
    stubFetch(() => jsonResponse(200, { items: [], total: 0 }));
    const { unmount } = renderWithApp(<RequestsPage />);
    expect((await screen.findByTestId('requests-empty')).textContent).toContain('You have not sent any request yet.');
    unmount();
    vi.unstubAllGlobals();
    stubFetch(() => jsonResponse(500, {}));
    renderWithApp(<RequestsPage />);
    expect(await screen.findByTestId('requests-error')).toBeTruthy();
  });
});

describe('request detail page', () => {
  const render = () => renderWithApp(<RequestDetailPage />, { route: '/requests/REQ-2026-000007', path: '/requests/:id' });

  it('shows the conversation, staff by its label, bodies as text, files downloadable', async () => {
    stubFetch((call) => (pathOf(call) === '/api/v1/requests/REQ-2026-000007' ? jsonResponse(200, DETAIL) : jsonResponse(404, {})));
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Subject 7' })).toBeTruthy();
    expect(screen.getByTestId('request-outcome').textContent).toBe('More information needed');
    const authors = screen.getAllByTestId('request-message-author').map((node) => node.textContent);
    expect(authors).toEqual(['You', 'Atenció al client']);
    expect(document.querySelector('b')).toBeNull();
    expect(screen.getAllByTestId('request-message-body')[0]!.textContent).toBe('First line\n<b>not bold</b>');
    expect(screen.getByTestId('request-attachment-5').textContent).toContain('invoice.pdf');
    expect(screen.getByTestId('field-body')).toBeTruthy();
  });

  it('sends a reply with its file; the conversation is fetched again and the form empties', async () => {
    let replied = false;
    const { calls } = stubFetch((call) => {
      if (call.method === 'POST') {
        replied = true;
        return jsonResponse(200, message(3, { body: 'Here it is.' }));
      }
      return jsonResponse(200, replied ? { ...DETAIL, messages: [...DETAIL.messages, message(3, { body: 'Here it is.' })] } : DETAIL);
    });
    render();
    await screen.findByTestId('field-body');
    fireEvent.change(screen.getByTestId('field-body'), { target: { value: 'Here it is.' } });
    fireEvent.change(screen.getByTestId('field-reply-attachments'), {
      target: { files: [new File([new Uint8Array(10)], 'meter.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByTestId('request-reply-submit'));
    expect(await screen.findByTestId('request-reply-sent')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('request-message-body').map((n) => n.textContent)).toContain('Here it is.'));
    expect((screen.getByTestId('field-body') as HTMLTextAreaElement).value).toBe('');
    const post = apiCalls(calls).find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/v1/requests/REQ-2026-000007/messages');
    expect([...(post!.body as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name])).toEqual([
      ['body', 'Here it is.'],
      ['attachments', 'meter.png'],
    ]);
  });

  it('keeps the reply and says why when the case was closed meanwhile', async () => {
    stubFetch((call) =>
      call.method === 'POST' ? jsonResponse(409, { code: 'case_closed', message: 'case_closed' }) : jsonResponse(200, DETAIL),
    );
    render();
    await screen.findByTestId('field-body');
    fireEvent.change(screen.getByTestId('field-body'), { target: { value: 'One more thing' } });
    fireEvent.click(screen.getByTestId('request-reply-submit'));
    expect((await screen.findByTestId('request-reply-error')).textContent).toBe('This case has been closed: it can no longer be answered.');
    expect((screen.getByTestId('field-body') as HTMLTextAreaElement).value).toBe('One more thing');
  });

  it('shows a closed case without a reply form, and says when a case is not the customer’s', async () => {
    stubFetch(() => jsonResponse(200, { ...DETAIL, outcome: 'denied', open: false }));
    const { unmount } = render();
    expect(await screen.findByTestId('request-closed')).toBeTruthy();
    expect(screen.queryByTestId('field-body')).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubFetch(() => jsonResponse(404, { code: 'case_not_found', message: 'case_not_found' }));
    render();
    expect(await screen.findByTestId('request-not-found')).toBeTruthy();
  });
});
