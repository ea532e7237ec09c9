import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authActions } from '../../../shared/session/auth-store.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { ReplyForm } from './reply-form.tsx';
import { RequestForm } from './request-form.tsx';

const CATEGORIES = [
  { id: 10, name: 'Invoices' },
  { id: 90, name: 'Other' },
];
const CONTRACTS = [{ name: 'C1001', address: 'Carrer Major 1, Girona' }];

const api = (create: (call: TFetchCall) => Response | Promise<Response> = () => jsonResponse(200, { number: 'REQ-2026-000042' })) =>
  stubFetch((call) => (call.method === 'POST' ? create(call) : jsonResponse(404, { code: 'not_found', message: 'not_found' })));
const formOf = (call: TFetchCall | undefined) =>
  [...((call?.body ?? new FormData()) as FormData).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]);
const field = (id: string) => screen.getByTestId(`field-${id}`) as HTMLInputElement & HTMLSelectElement;
const change = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('request-submit'));
const fill = () => {
  change('category', '10');
  change('contract', 'C1001');
  change('subject', 'Two invoices for one month');
  change('description', 'I was billed twice.\nPlease check.');
};
const attach = (...names: string[]) =>
  fireEvent.change(field('attachments'), {
    target: {
      files: names.map((name) => new File([new Uint8Array(100)], name, { type: name.endsWith('.pdf') ? 'application/pdf' : 'image/png' })),
    },
  });
const posts = (calls: TFetchCall[]) => apiCalls(calls).filter((c) => c.method === 'POST');

beforeAll(useEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  authActions.signedOut();
});

describe('new request form (customer-area §3, §4)', () => {
  it('shows every rule’s message and sends nothing while a field is missing', async () => {
    const { calls } = api();
    renderWithApp(<RequestForm categories={CATEGORIES} contracts={CONTRACTS} />);
    submit();
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the request as multipart with its files, shows SENDING, then SENT with the number and a link to it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = api(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<RequestForm categories={CATEGORIES} contracts={CONTRACTS} />);
    fill();
    attach('invoice.pdf', 'photo.png');
    submit();
    expect(await screen.findByTestId('request-sending')).toBeTruthy();
    expect((screen.getByTestId('request-submit') as HTMLButtonElement).disabled).toBe(true);
    answer(jsonResponse(200, { number: 'REQ-2026-000042' }));
    expect((await screen.findByTestId('request-sent')).textContent).toContain('REQ-2026-000042');
    expect(screen.getByTestId('request-sent-open').getAttribute('href')).toBe('/requests/REQ-2026-000042');
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/v1/requests');
    expect(formOf(post)).toEqual([
      ['category', '10'],
      ['contract', 'C1001'],
      ['subject', 'Two invoices for one month'],
      ['description', 'I was billed twice.\nPlease check.'],
      ['attachments', 'invoice.pdf'],
      ['attachments', 'photo.png'],
    ]);
  });

  it('sends no contract when none is chosen', async () => {
    const { calls } = api();
    renderWithApp(<RequestForm categories={CATEGORIES} contracts={CONTRACTS} />);
    fill();
    change('contract', '');
    submit();
    await screen.findByTestId('request-sent');
    expect(formOf(posts(calls)[0]).map(([k]) => k)).toEqual(['category', 'subject', 'description']);
  });

  it('on a failure returns to the form with everything typed (files too) and a translated error', async () => {
    const { calls } = api(() => jsonResponse(500, { code: 'internal', message: 'internal' }));
    renderWithApp(<RequestForm categories={CATEGORIES} contracts={CONTRACTS} />);
    fill();
    attach('invoice.pdf');
    submit();
    expect((await screen.findByTestId('request-error')).textContent).toBe('The operation could not be done. Please try again later.');
    expect(field('category').value).toBe('10');
    expect(field('contract').value).toBe('C1001');
    expect(field('subject').value).toBe('Two invoices for one month');
    expect(field('description').value).toBe('I was billed twice.\nPlease check.');
    expect(screen.getByText('invoice.pdf')).toBeTruthy();
    // Sending again sends the kept file.
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(formOf(posts(calls)[1]).at(-1)).toEqual(['attachments', 'invoice.pdf']);
  });

  it('puts the server’s field errors on their fields and the files’ under the picker', async () => {
    api(() =>
      jsonResponse(400, {
        code: 'validation_error',
        message: 'validation_error',
        errors: { category: ['request_category_required'], files: ['invalid_attachment_format'] },
      }),
    );
    renderWithApp(<RequestForm categories={CATEGORIES} contracts={CONTRACTS} />);
    fill();
    submit();
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(screen.getByText('Invalid attachment format')).toBeTruthy();
    expect(field('subject').value).toBe('Two invoices for one month');
  });
});

describe('a read-only (impersonation) session', () => {
  const locked = (submitId: string, noticeId: string) => {
    const notice = screen.getByTestId(noticeId);
    expect(notice.textContent).toBe('This action cannot be done while impersonating a customer (read-only session).');
    const button = screen.getByTestId(submitId) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(notice.id);
  };

  it('sees the new request disabled, says why above it, and sends nothing', async () => {
    authActions.signedIn({ loginType: 'token', readonly: true, newCustomer: false });
    const { calls } = api();
    renderWithApp(<RequestForm categories={CATEGORIES} contracts={CONTRACTS} />);
    locked('request-submit', 'request-read-only');
    for (const id of ['category', 'contract', 'subject', 'description']) expect(field(id).disabled, id).toBe(true);
    expect((screen.getByRole('button', { name: /add files/i }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByRole('form'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posts(calls)).toHaveLength(0);
  });

  it('sees the reply disabled with the same reason', () => {
    authActions.signedIn({ loginType: 'token', readonly: true, newCustomer: false });
    api();
    renderWithApp(<ReplyForm number="REQ-2026-000007" />);
    locked('request-reply-submit', 'request-reply-read-only');
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).disabled).toBe(true);
  });

  it('a customer’s own session keeps them enabled, with no such notice', () => {
    api();
    renderWithApp(<RequestForm categories={CATEGORIES} contracts={CONTRACTS} />);
    expect(screen.queryByTestId('request-read-only')).toBeNull();
    expect((screen.getByTestId('request-submit') as HTMLButtonElement).disabled).toBe(false);
  });
});
