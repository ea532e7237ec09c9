import '../../test/dom.ts';
import { createPowerLeadEndpoint, DEFAULT_SETTINGS, mergeSettings } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../test/render.tsx';
import { apiCall } from '../api/api-client.ts';
import { authStore, INITIAL_AUTH_STATE } from '../session/auth-store.ts';
import { LeadForm } from './lead-form.tsx';
import { leadFormData, type TLeadSend } from './lead-send.ts';

/** A caller of the form, as a feature is: its own call's mutation and its fields. */
function Caller({ invoiceRequired = false }: { invoiceRequired?: boolean }) {
  const mutation = useMutation({ mutationFn: (send: TLeadSend) => apiCall(createPowerLeadEndpoint, { body: leadFormData(send) }) });
  return (
    <LeadForm
      mutation={mutation}
      extra={{ cups: 'ES0987543210987654ZF', optimalPower: '3.1' }}
      invoiceRequired={invoiceRequired}
      title="Call me"
    />
  );
}

const api = (send: (call: TFetchCall) => Response = () => jsonResponse(200, { status: 'OK', lead_id: 7 })) =>
  stubFetch((call) => {
    if (call.url === '/api/v1/leads/ticket') return jsonResponse(200, { ticket: 'ticket-1' });
    if (call.method === 'POST') return send(call);
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
const formOf = (call: TFetchCall | undefined) => Object.fromEntries([...((call?.body ?? new FormData()) as FormData).entries()]);
const field = (name: string) => screen.getByTestId(`field-${name}`) as HTMLInputElement;
const change = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const posts = (calls: TFetchCall[]) => apiCalls(calls).filter((c) => c.method === 'POST');
const submit = () => fireEvent.click(screen.getByTestId('lead-submit'));
const fill = () => {
  change('name', 'Anna');
  change('surname1', 'Puig');
  change('email', 'anna@example.com');
  change('telephone', '+34 612 345 678');
  change('contactHours', '13-15h');
};
const pdf = (name: string, size = 100) => {
  const file = new File([new Uint8Array(100)], name, { type: 'application/pdf' });
  if (size !== 100) Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeAll(useEnglish);
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.setState(INITIAL_AUTH_STATE);
});

describe('the lead form (visitor-and-shell §2.4, §5.1)', () => {
  it('says what each field needs and sends nothing', async () => {
    const { calls } = api();
    renderWithApp(<Caller />);
    submit();
    expect(await screen.findAllByText('This field is required.')).toHaveLength(5);
    expect(screen.getByText('Tick the box to agree.')).toBeTruthy();
    change('email', 'anna@');
    change('telephone', '12');
    submit();
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('shows the fixed +34, limits the phone to 12 digits, and offers the four contact slots', () => {
    api();
    renderWithApp(<Caller />);
    expect(screen.getByTestId('lead-phone-prefix').textContent).toBe('+34');
    change('telephone', '612 345 678 901 234');
    expect(field('telephone').value).toBe('612 345 678 901 ');
    const slots = [...(field('contactHours') as unknown as HTMLSelectElement).options].map((o) => o.value).filter(Boolean);
    expect(slots).toEqual(['9-13h', '13-15h', '15-19h', '19-21h']);
  });

  it('sends the contact, the caller’s fields, the ticket, the empty honeypot and the invoice, then thanks', async () => {
    const { calls } = api();
    renderWithApp(<Caller />);
    await waitFor(() => expect(apiCalls(calls).some((c) => c.url === '/api/v1/leads/ticket')).toBe(true));
    fill();
    fireEvent.change(field('invoice'), { target: { files: [pdf('bill.pdf')] } });
    fireEvent.click(field('consent'));
    submit();
    expect(await screen.findByText('Thank you!')).toBeTruthy();
    const [post] = posts(calls);
    expect(post?.url).toBe('/api/v1/leads/potencia');
    const sent = formOf(post);
    expect(sent).toMatchObject({
      name: 'Anna',
      surname1: 'Puig',
      email: 'anna@example.com',
      telephone: '612345678',
      contactHours: '13-15h',
      consent: 'true',
      cups: 'ES0987543210987654ZF',
      optimalPower: '3.1',
      ticket: 'ticket-1',
      website: '',
    });
    expect((sent.invoice as File).name).toBe('bill.pdf');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Thank you!'));
  });

  it('refuses an invoice over 15,000,000 bytes before sending', async () => {
    const { calls } = api();
    renderWithApp(<Caller />);
    fireEvent.change(field('invoice'), { target: { files: [pdf('huge.pdf', 15_000_001)] } });
    expect(await screen.findByText(/The file is too large: the limit is 15 MB/)).toBeTruthy();
    fill();
    fireEvent.click(field('consent'));
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(formOf(posts(calls)[0]).invoice).toBeUndefined();
  });

  it('asks for the invoice when the caller requires it', async () => {
    const { calls } = api();
    renderWithApp(<Caller invoiceRequired />);
    fill();
    fireEvent.click(field('consent'));
    submit();
    expect(await screen.findByText('Attach your invoice.')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('puts the server’s field errors under their fields and keeps what was typed', async () => {
    api(() => jsonResponse(400, { code: 'validation_error', message: 'validation_error', errors: { email: ['email_not_valid'] } }));
    renderWithApp(<Caller />);
    fill();
    fireEvent.click(field('consent'));
    submit();
    await waitFor(() => expect(field('email').getAttribute('aria-invalid')).toBe('true'));
    expect(field('name').value).toBe('Anna');
    expect(screen.queryByText('Thank you!')).toBeNull();
  });

  it('treats consent as given for a signed-in customer and does not show the box (§6)', async () => {
    authStore.setState({ ...INITIAL_AUTH_STATE, isAuthenticating: false, isAuthenticated: true });
    const { calls } = api();
    renderWithApp(<Caller />);
    expect(screen.queryByTestId('field-consent')).toBeNull();
    expect(screen.getByTestId('lead-form-clients').textContent).toBe('Go to my area');
    fill();
    submit();
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(formOf(posts(calls)[0]).consent).toBe('true');
  });

  it('shows the organisation’s phone, schedule and email, and links the conditions', () => {
    api();
    const settings = mergeSettings(DEFAULT_SETTINGS, {
      organization: { phone_crm: '900 123 456', email: 'sales@example.com', schedule: { from: '8h', to: '20h' } },
      links: { calculatorConditions: 'https://example.com/conditions' },
    });
    renderWithApp(<Caller />, { settings });
    const organisation = screen.getByTestId('lead-form-organisation');
    expect(organisation.textContent).toContain('900 123 456');
    expect(organisation.textContent).toContain('8h to 20h');
    expect(organisation.textContent).toContain('sales@example.com');
    expect(screen.getByRole('link', { name: /conditions/ }).getAttribute('href')).toBe('https://example.com/conditions');
    expect(screen.getByTestId('lead-form-clients').textContent).toBe('Sign in');
  });
});
