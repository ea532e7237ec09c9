import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractFixture, listResponse } from '../../../test/contract-fixture.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import CustomerServicePage from '../pages/customer-service-page.tsx';
import { ContactForm } from './contact-form.tsx';
import { UnsignedContactForm } from './unsigned-contact-form.tsx';

const CONTRACTS = [
  { name: 'C1001', type: 'electricity', address: 'Carrer Major 1, Girona' },
  { name: 'G2001', type: 'gas', address: 'Carrer Nou 2, Sabadell' },
] as const;
const CATEGORIES = [
  { id: 10, name: 'Invoices' },
  { id: 20, name: 'Meter readings' },
];
const pathOf = (call: TFetchCall) => call.url.replace(/\?.*$/, '');
const api = (
  send: (call: TFetchCall) => Response | Promise<Response> = () => jsonResponse(200, { id: 7, case_number: 'CON-2026-000042' }),
) =>
  stubFetch((call) => {
    const path = pathOf(call);
    if (path === '/api/v1/crm/cases/categories/')
      return jsonResponse(200, call.url.includes('unsigned=true') ? [CATEGORIES[0]] : CATEGORIES);
    if (path === '/api/v1/crm/unsigned/ticket') return jsonResponse(200, { ticket: `ticket-${Math.random()}` });
    if (path === '/api/v2/contracts') {
      const items = CONTRACTS.map((c) => {
        const contract = contractFixture({ name: c.name, type: c.type });
        return { ...contract, cups: { ...contract.cups, full_address: c.address } };
      });
      return jsonResponse(200, listResponse(items));
    }
    if (call.method === 'POST') return send(call);
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
const formOf = (call: TFetchCall | undefined) => {
  const entries = [...((call?.body ?? new FormData()) as FormData).entries()];
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of entries) {
    const text = typeof value === 'string' ? value : (value as File).name;
    const existing = out[key];
    out[key] = existing === undefined ? text : [existing, text].flat();
  }
  return out;
};
const field = (id: string) => screen.getByTestId(`field-${id}`) as HTMLInputElement & HTMLSelectElement;
const change = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('contact-submit'));
const posts = (calls: TFetchCall[]) => apiCalls(calls).filter((c) => c.method === 'POST');
const pdf = (name: string) => new File([new Uint8Array(100)], name, { type: 'application/pdf' });
const attach = (id: string, ...files: File[]) => fireEvent.change(field(id), { target: { files } });
const categoriesLoaded = (id: string) => waitFor(() => expect([...field(id).options].map((o) => o.value)).toContain('10'));

beforeAll(useEnglish);
afterEach(() => vi.unstubAllGlobals());

describe('signed contact form (customer-area §2, §4, §5)', () => {
  const fill = async () => {
    change('polissa_id', 'G2001');
    await categoriesLoaded('categ_id');
    change('categ_id', '10');
    change('title', 'Duplicated bill');
    change('message', 'September was billed twice.');
  };

  it('shows every rule’s message, asks for at least one file, and sends nothing', async () => {
    const { calls } = api();
    renderWithApp(<ContactForm contracts={CONTRACTS} autoReads={false} />);
    await categoriesLoaded('categ_id');
    submit();
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(screen.getByText('Attach at least one file.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends the contract, its kind, the fields and two files as multipart, then shows the case number', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = api(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<ContactForm contracts={CONTRACTS} autoReads={false} />);
    await fill();
    attach('attachments', pdf('a.pdf'), pdf('b.pdf'));
    submit();
    expect(await screen.findByTestId('contact-sending')).toBeTruthy();
    answer(jsonResponse(200, { id: 7, case_number: 'CON-2026-000042' }));
    expect((await screen.findByTestId('contact-sent')).textContent).toContain('CON-2026-000042');
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/v1/crm/cases/');
    expect(formOf(post)).toEqual({
      polissa_id: 'G2001',
      polissa_type: 'gas',
      categ_id: '10',
      title: 'Duplicated bill',
      message: 'September was billed twice.',
      attachments: ['a.pdf', 'b.pdf'],
    });
  });

  it('on a failure returns to the form keeping every value and file, with a translated error', async () => {
    const { calls } = api(() => jsonResponse(500, { code: 'internal', message: 'internal' }));
    renderWithApp(<ContactForm contracts={CONTRACTS} autoReads={false} />);
    await fill();
    attach('attachments', pdf('a.pdf'));
    submit();
    expect((await screen.findByTestId('contact-error')).textContent).toBe('The operation could not be done. Please try again later.');
    expect(field('polissa_id').value).toBe('G2001');
    expect(field('categ_id').value).toBe('10');
    expect(field('title').value).toBe('Duplicated bill');
    expect(field('message').value).toBe('September was billed twice.');
    expect(screen.getAllByTestId('file-chosen')).toHaveLength(1);
    // Sending again sends the same file.
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(formOf(posts(calls)[1]).attachments).toBe('a.pdf');
  });

  it('puts the server’s field errors on their fields and the files’ under the picker', async () => {
    api(() =>
      jsonResponse(400, {
        code: 'validation_error',
        message: 'validation_error',
        errors: { categ_id: ['contact_category_required'], attachments: ['files_too_many'] },
      }),
    );
    renderWithApp(<ContactForm contracts={CONTRACTS} autoReads={false} />);
    await fill();
    attach('attachments', pdf('a.pdf'));
    submit();
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(field('title').value).toBe('Duplicated bill');
  });

  it('in the autoreads mode fixes category 20, asks for the reading and sends it', async () => {
    const { calls } = api();
    renderWithApp(<ContactForm contracts={CONTRACTS} autoReads />);
    await waitFor(() => expect([...field('categ_id').options].map((o) => o.value)).toContain('20'));
    expect(field('categ_id').value).toBe('20');
    expect(field('categ_id').disabled).toBe(true);
    change('polissa_id', 'C1001');
    change('title', 'Reading');
    change('message', 'My reading this month.');
    attach('attachments', pdf('meter.pdf'));
    submit();
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    change('meter_reading', '12.5');
    submit();
    expect(await screen.findByText('Enter the reading as a whole number of kWh, from 0 to 99,999,999.')).toBeTruthy();
    change('meter_reading', '4521');
    submit();
    await screen.findByTestId('contact-sent');
    expect(formOf(posts(calls)[0])).toMatchObject({ polissa_type: 'electricity', categ_id: '20', meter_reading: '4521' });
  });
});

describe('customer service page', () => {
  const autoReadsOn = mergeSettings(DEFAULT_SETTINGS, { features: { contactAutoReads: true } });

  it('opens the autoreads variant with ?autolectures=true when contactAutoReads is on', async () => {
    api();
    renderWithApp(<CustomerServicePage />, { route: '/atencio-al-client?autolectures=true', settings: autoReadsOn });
    expect(await screen.findByTestId('field-meter_reading')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Send your meter reading' })).toBeTruthy();
  });

  it('offers a customer with no contract a request, which needs none, instead of a dead end', async () => {
    stubFetch((call) =>
      pathOf(call) === '/api/v2/contracts'
        ? jsonResponse(200, listResponse([]))
        : jsonResponse(404, { code: 'not_found', message: 'not_found' }),
    );
    renderWithApp(<CustomerServicePage />, { route: '/atencio-al-client' });
    const none = await screen.findByTestId('contact-no-contracts');
    expect(none.textContent).toContain('You can still write to us');
    expect(screen.getByTestId('contact-no-contracts-request').getAttribute('href')).toBe('/requests/create');
    expect(screen.queryByTestId('field-title')).toBeNull();
  });

  it('ignores ?autolectures=true while contactAutoReads is off', async () => {
    api();
    renderWithApp(<CustomerServicePage />, { route: '/atencio-al-client?autolectures=true' });
    await screen.findByTestId('field-title');
    expect(screen.queryByTestId('field-meter_reading')).toBeNull();
    expect(field('categ_id').value).toBe('');
  });
});

describe('unsigned contact form (customer-area §2, §4, §5)', () => {
  const fill = async () => {
    change('email', 'visitor@example.com');
    change('mobile', '612 345 678');
    await categoriesLoaded('category');
    change('category', '10');
    change('subject', 'Tariffs');
    change('description', 'Which tariffs do you have?');
  };

  it('validates e-mail, mobile and the required fields, and sends nothing', async () => {
    const { calls } = api();
    renderWithApp(<UnsignedContactForm />);
    await categoriesLoaded('category');
    change('email', 'no-at-sign');
    change('mobile', '12');
    submit();
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    expect(screen.getByTestId('field-email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('field-mobile').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the fields, a file, the ticket and the empty honeypot, then shows the case number and takes a new ticket', async () => {
    const { calls } = api(() => jsonResponse(200, { result: { case_number: 'WEB-2026-000043' } }));
    renderWithApp(<UnsignedContactForm />);
    await fill();
    attach('attachment', pdf('bill.pdf'));
    submit();
    expect((await screen.findByTestId('contact-sent')).textContent).toContain('WEB-2026-000043');
    const sent = formOf(posts(calls)[0]);
    expect(sent).toMatchObject({
      email: 'visitor@example.com',
      mobile: '612 345 678',
      category: '10',
      subject: 'Tariffs',
      description: 'Which tariffs do you have?',
      website: '',
      attachment: 'bill.pdf',
    });
    expect(String(sent.ticket)).toMatch(/^ticket-/);
    await waitFor(() => expect(apiCalls(calls).filter((c) => pathOf(c) === '/api/v1/crm/unsigned/ticket')).toHaveLength(2));
  });

  it('hides the honeypot from people and assistive technology', async () => {
    api();
    renderWithApp(<UnsignedContactForm />);
    const honeypot = screen.getByTestId('contact-honeypot');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot.tabIndex).toBe(-1);
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('on a throttle (429) returns to the form keeping everything, with its own message', async () => {
    api(() => jsonResponse(429, { code: 'contact_too_many_requests', message: 'contact_too_many_requests' }));
    renderWithApp(<UnsignedContactForm />);
    await fill();
    attach('attachment', pdf('bill.pdf'));
    submit();
    expect((await screen.findByTestId('contact-error')).textContent).toBe(
      'Too many messages have been sent from here. Please try again later.',
    );
    expect(field('email').value).toBe('visitor@example.com');
    expect(field('mobile').value).toBe('612 345 678');
    expect(field('category').value).toBe('10');
    expect(field('subject').value).toBe('Tariffs');
    expect(field('description').value).toBe('Which tariffs do you have?');
    expect(screen.getAllByTestId('file-chosen')).toHaveLength(1);
  });

  it('over the connection’s quota says so under the picker, with the quota the server named', async () => {
    api(() =>
      jsonResponse(413, {
        code: 'attachments_quota_exceeded',
        message: 'attachments_quota_exceeded',
        errors: { files: ['attachments_quota_exceeded'] },
        limit_mb: 100,
      }),
    );
    renderWithApp(<UnsignedContactForm />);
    await fill();
    attach('attachment', pdf('bill.pdf'));
    submit();
    expect((await screen.findByTestId('files-error')).textContent).toBe(
      'These files do not fit: what is sent from your connection may take up to 100 MB a day.',
    );
    expect(screen.getAllByTestId('file-chosen')).toHaveLength(1);
  });

  it('on a refusal says the message could not be sent', async () => {
    api(() => jsonResponse(400, { code: 'contact_refused', message: 'contact_refused' }));
    renderWithApp(<UnsignedContactForm />);
    await fill();
    submit();
    expect((await screen.findByTestId('contact-error')).textContent).toBe('The message could not be sent. Please try again in a moment.');
  });
});
