import '../../../test/dom.ts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { keepStaffSession } from '../api/staff-session.ts';
import { ConsoleRoutes } from '../components/console-routes.tsx';
import { CONSOLE_SECTIONS } from './console-section-table.tsx';

const STAFF_TOKEN = 'staff.token.value';
const pathOf = (call: TFetchCall) => call.url.replace(/\?.*$/, '');
const render = (route: string) => renderWithApp(<ConsoleRoutes sections={CONSOLE_SECTIONS} />, { route, path: '/staff/*' });

const contract = { name: '0001001', cups: 'ES0031405397346001RJ0F', type: 'electricity', state: 'active' };
const hit = { id: 7, name: 'Marta Puig', tax_id: '12345678Z', matched: 'tax_id', contracts: [contract], more_contracts: true };
const card = {
  id: 7,
  name: 'Marta Puig',
  tax_id: '12345678Z',
  created_at: '2025-01-10T09:00:00.000Z',
  users: [{ id: 3, login: 'marta@example.com', name: 'Marta Puig', locale: 'ca-ES' }],
  contracts: [contract],
  more_contracts: false,
};
const viewAs = {
  token: 'view.as.token',
  expires_in: 1800,
  expires_at: '2026-03-01T10:30:00.000Z',
  url: 'http://portal.test/#token=view.as.token',
};

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('staff-console');
});
beforeEach(() => {
  window.sessionStorage.clear();
  keepStaffSession({ token: STAFF_TOKEN, label: 'Atenció al client', role: 'agent', expires_in: 36_000 });
});
afterEach(() => vi.unstubAllGlobals());

describe('the customers page', () => {
  it('checks the search with the API’s rule: one character is refused in words and nothing is asked', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { items: [hit] }));
    render('/staff/customers');
    fireEvent.change(await screen.findByTestId('field-q'), { target: { value: ' 1 ' } });
    fireEvent.click(screen.getByTestId('staff-customers-submit'));
    expect(await screen.findByText('This value is too short.')).toBeTruthy();
    expect(apiCalls(calls)).toHaveLength(0);
  });

  it('a search lists the hits (name, tax id, what matched, contracts) with the staff token, and a hit opens its card', async () => {
    const { calls } = stubFetch((call) => jsonResponse(200, pathOf(call) === '/api/v1/staff/customers' ? { items: [hit] } : card));
    render('/staff/customers');
    fireEvent.change(await screen.findByTestId('field-q'), { target: { value: '12345678Z' } });
    fireEvent.click(screen.getByTestId('staff-customers-submit'));
    const row = await screen.findByTestId('staff-customer-7');
    expect(row.textContent).toContain('Marta Puig');
    expect(row.textContent).toContain('12345678Z');
    expect(row.textContent).toContain('Tax id');
    expect(row.textContent).toContain('0001001 · ES0031405397346001RJ0F, and more');
    const [search] = apiCalls(calls);
    expect(search?.url).toBe('/api/v1/staff/customers?q=12345678Z');
    expect(search?.headers.authorization).toBe(`Bearer ${STAFF_TOKEN}`);
    expect(screen.getByTestId('location').textContent).toBe('/staff/customers?q=12345678Z');

    fireEvent.click(screen.getByRole('link', { name: 'Marta Puig' }));
    expect((await screen.findByTestId('staff-customer-facts')).textContent).toContain('marta@example.com');
    expect(apiCalls(calls).at(-1)?.url).toBe('/api/v1/staff/customers/7');
    expect(screen.getByRole('link', { name: 'Back to the customer search' }).getAttribute('href')).toBe('/staff/customers?q=12345678Z');
  });

  it('says when nothing matches', async () => {
    stubFetch(() => jsonResponse(200, { items: [] }));
    render('/staff/customers?q=Nobody');
    expect((await screen.findByTestId('staff-customers-list-empty')).textContent).toBe('No customer matches this search.');
  });

  it('a failed search offers to try again', async () => {
    let failing = true;
    const { calls } = stubFetch(() =>
      failing ? jsonResponse(500, { code: 'internal', message: 'internal' }) : jsonResponse(200, { items: [hit] }),
    );
    render('/staff/customers?q=Puig');
    const retry = await screen.findByTestId('staff-customers-list-retry', {}, { timeout: 5000 });
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId('staff-customer-7')).toBeTruthy();
    expect(apiCalls(calls).length).toBeGreaterThan(1);
  });
});

describe('view as this customer', () => {
  it('asks for the read-only token, opens the returned address in a new tab without a way back, and says until when', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { calls } = stubFetch((call) => jsonResponse(200, call.method === 'POST' ? viewAs : card));
    render('/staff/customers/7');
    fireEvent.click(await screen.findByTestId('staff-view-as'));
    const opened = await screen.findByTestId('staff-view-as-opened');
    expect(open).toHaveBeenCalledWith(viewAs.url, '_blank', 'noopener');
    expect(opened.textContent).toMatch(/valid until .*11:30/);
    const post = apiCalls(calls).find((call) => call.method === 'POST');
    expect(post?.url).toBe('/api/v1/staff/customers/7/view-as');
    expect(post?.headers.authorization).toBe(`Bearer ${STAFF_TOKEN}`);
  });

  it('a customer without a user: the button is not offered, and a 409 says so in words', async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    stubFetch((call) =>
      call.method === 'POST'
        ? jsonResponse(409, { code: 'customer_has_no_user', message: 'customer_has_no_user' })
        : jsonResponse(200, card),
    );
    render('/staff/customers/7');
    fireEvent.click(await screen.findByTestId('staff-view-as'));
    expect((await screen.findByTestId('staff-view-as-error')).textContent).toBe(
      'This customer has no portal user: there is nothing to view.',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('a card without users shows no button', async () => {
    stubFetch(() => jsonResponse(200, { ...card, users: [] }));
    render('/staff/customers/7');
    await screen.findByTestId('staff-view-as-no-user');
    await waitFor(() => expect(screen.queryByTestId('staff-view-as')).toBeNull());
  });
});
