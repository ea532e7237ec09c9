import '../../../test/dom.ts';
import { DEFAULT_SETTINGS, type TSettings } from '@portal/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { SIGNUP_DRAFT_KEY } from '../model/signup-draft.ts';
import SignupPage from '../pages/signup-page.tsx';

const MAILED = 'We have sent an e-mail to marta@correu.example.\n\nThe link works for 48 hours.';
const answer = (render: { errors?: string[]; body?: string }) => jsonResponse(200, { result: { render } });
const api = (confirm: (call: TFetchCall) => Response = () => answer({ body: MAILED })) =>
  stubFetch((call) => (call.method === 'POST' ? confirm(call) : jsonResponse(200, [])));
const posts = (calls: TFetchCall[]) => apiCalls(calls).filter((c) => c.method === 'POST');
const field = (id: string) => screen.getByTestId(`field-${id}`) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const fill = () => {
  type('nif', 'ES 12345678-Z');
  type('contract', '0001001');
  type('email', 'marta@correu.example');
  type('email2', 'marta@correu.example');
  fireEvent.click(field('acceptConditionsAndGdpr'));
};
const submit = () => fireEvent.click(screen.getByTestId('signup-submit'));
const withSignUp = (signUp: TSettings['signUp']): TSettings => ({ ...DEFAULT_SETTINGS, signUp });

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('signup');
});
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the sign-up page', () => {
  it('sends FormConfirm with the ES prefix stripped, shows the server’s text as text and forgets the draft', async () => {
    const { calls } = api();
    renderWithApp(<SignupPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign up to the customer area');
    expect(screen.queryByTestId('field-phone')).toBeNull();
    expect(screen.queryByTestId('field-invoiceNumber')).toBeNull();
    fill();
    submit();
    await screen.findByTestId('signup-done');
    const [post] = posts(calls);
    expect(post?.url).toMatch(/\/api\/v1\/signup\/confirm$/);
    expect(post?.body).toEqual({
      nif: '12345678Z',
      contract: '0001001',
      email: 'marta@correu.example',
      email2: 'marta@correu.example',
      accept_conditions: true,
      accept_gdpr: true,
    });
    const done = screen.getByTestId('signup-done');
    expect(done.textContent).toContain('We have sent an e-mail to marta@correu.example.');
    expect(done.querySelectorAll('p')).toHaveLength(2);
    expect(window.localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
  });

  it('checks the form before sending: e-mails must match, the box ticked', async () => {
    const { calls } = api();
    renderWithApp(<SignupPage />);
    type('nif', '12345678Z');
    type('contract', '0001001');
    type('email', 'marta@correu.example');
    type('email2', 'other@correu.example');
    submit();
    expect(await screen.findByText('The e-mails do not match')).toBeTruthy();
    expect(screen.getByText('You must accept the terms and the data protection policy')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
  });

  it('lists the server’s errors under cannot_signup and keeps everything typed', async () => {
    api(() => answer({ errors: ['The details do not match our records.'] }));
    renderWithApp(<SignupPage />);
    fill();
    submit();
    const list = await screen.findByTestId('signup-errors');
    expect(list.textContent).toContain('We cannot sign you up');
    expect(list.querySelectorAll('li')).toHaveLength(1);
    expect(list.textContent).toContain('The details do not match our records.');
    expect(field('nif').value).toBe('ES 12345678-Z');
    expect(field('email2').value).toBe('marta@correu.example');
    expect(field('acceptConditionsAndGdpr').checked).toBe(true);
  });

  it('puts a 400’s field errors under their fields, and says a 429', async () => {
    let status = 400;
    api(() =>
      status === 400
        ? jsonResponse(400, { code: 'validation_error', message: 'validation_error', errors: { contract: ['required_field'] } })
        : jsonResponse(429, { code: 'too_many_attempts', message: 'signup_too_many_attempts' }),
    );
    renderWithApp(<SignupPage />);
    fill();
    submit();
    await waitFor(() => expect(field('contract').getAttribute('aria-invalid')).toBe('true'));
    status = 429;
    submit();
    expect((await screen.findByTestId('signup-error')).textContent).toBe('Too many attempts. Try again in a few minutes.');
    expect(field('contract').value).toBe('0001001');
  });

  it('asks for the phone (starting with +34) and the invoice number when the settings turn them on', async () => {
    const { calls } = api();
    renderWithApp(<SignupPage />, { settings: withSignUp({ phoneField: true, invoiceNumberField: true }) });
    expect(field('phone').value).toBe('+34');
    fill();
    submit();
    await waitFor(() => expect(field('phone').getAttribute('aria-invalid')).toBe('true'));
    expect(posts(calls)).toHaveLength(0);
    type('phone', '+34 612 345 678');
    type('invoiceNumber', 'F2026-000123');
    submit();
    await screen.findByTestId('signup-done');
    expect(posts(calls)[0]?.body).toMatchObject({ phone: '+34 612 345 678', invoiceNumber: 'F2026-000123' });
  });

  it('saves the draft 1 s after the typing stops and restores it on the next visit', async () => {
    api();
    const first = renderWithApp(<SignupPage />);
    vi.useFakeTimers();
    type('nif', '12345678Z');
    type('email', 'marta@correu.example');
    act(() => vi.advanceTimersByTime(999));
    expect(window.localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(JSON.parse(window.localStorage.getItem(SIGNUP_DRAFT_KEY) ?? '{}')).toMatchObject({
      nif: '12345678Z',
      email: 'marta@correu.example',
    });
    vi.useRealTimers();
    first.unmount();

    renderWithApp(<SignupPage />);
    expect(field('nif').value).toBe('12345678Z');
    expect(field('email').value).toBe('marta@correu.example');
    expect(field('contract').value).toBe('');
  });

  it('links the conditions and the data protection policy when the settings have them', () => {
    api();
    renderWithApp(<SignupPage />, {
      settings: {
        ...DEFAULT_SETTINGS,
        links: { ...DEFAULT_SETTINGS.links, conditions: 'https://e.example/c', gdpr: 'https://e.example/g' },
      },
    });
    expect(screen.getByTestId('signup-conditions-link').getAttribute('href')).toBe('https://e.example/c');
    expect(screen.getByTestId('signup-gdpr-link').getAttribute('href')).toBe('https://e.example/g');
  });
});
