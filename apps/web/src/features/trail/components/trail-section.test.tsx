import '../../../test/dom.ts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCataloguePart } from '../../../shared/i18n/i18n.ts';
import { apiCalls, jsonResponse, stubFetch, type TFetchCall } from '../../../test/fetch-stub.ts';
import { renderWithApp, useEnglish } from '../../../test/render.tsx';
import { TrailSection } from './trail-section.tsx';

const LINES = [
  {
    id: 3,
    at: '2025-03-31T10:00:00.000Z',
    actor: 'staff',
    action: 'case_message',
    subject: 'REQ-2025-000001',
    address: '198.51.100.7',
    changes: {},
  },
  { id: 2, at: '2025-03-30T09:00:00.000Z', actor: 'staff_as_customer', action: 'impersonation', subject: null, address: null, changes: {} },
  {
    id: 1,
    at: '2025-03-29T08:00:00.000Z',
    actor: 'customer',
    action: 'change_requested',
    subject: '0001001',
    address: '203.0.113.9',
    changes: {},
  },
];

function serve(items: unknown[] = LINES, total = 25) {
  return stubFetch((call: TFetchCall) => {
    if (call.url.startsWith('/api/v1/user/trail/download')) {
      const csv = call.url.includes('format=xlsx') ? 'xlsx' : 'csv';
      return new Response('Date;Action', { status: 200, headers: { 'content-disposition': `attachment; filename="activity.${csv}"` } });
    }
    if (call.url.startsWith('/api/v1/user/trail')) return jsonResponse(200, { items, total, offset: 0, limit: 10 });
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  });
}
const trailCalls = (calls: TFetchCall[]) => apiCalls(calls).filter((c) => c.url.startsWith('/api/v1/user/trail'));

beforeAll(async () => {
  await useEnglish();
  await loadCataloguePart('trail');
});
afterEach(() => vi.unstubAllGlobals());

describe('the trail on the profile', () => {
  it('lists the lines newest first: when, what, who in words, from where', async () => {
    const { calls } = serve();
    renderWithApp(<TrailSection />);
    const section = await screen.findByRole('region', { name: 'Your activity' });
    const list = await within(section).findByTestId('trail-list');
    const text = (id: number) => within(list).getByTestId(`trail-entry-${id}`).textContent ?? '';
    expect(text(3)).toContain('Message on a request: REQ-2025-000001');
    expect(text(3)).toContain('Customer service');
    expect(text(3)).toContain('198.51.100.7');
    expect(text(2)).toContain('Customer service viewing your account');
    expect(text(1)).toContain('Change requested: 0001001');
    expect(text(1)).toContain('You');
    expect(trailCalls(calls).map((c) => c.url)).toEqual(['/api/v1/user/trail?offset=0&limit=10']);
  });

  it('pages through the server’s pages', async () => {
    const { calls } = serve();
    renderWithApp(<TrailSection />);
    const pagination = await screen.findByTestId('trail-pagination');
    fireEvent.click(within(pagination).getByRole('button', { name: /next/i }));
    await waitFor(() => expect(trailCalls(calls).map((c) => c.url)).toContain('/api/v1/user/trail?offset=10&limit=10'));
  });

  it('downloads the whole trail as CSV or Excel in the interface language', async () => {
    const { calls } = serve();
    const created = vi.fn(() => 'blob:trail');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    renderWithApp(<TrailSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Download all your activity as a CSV file' }));
    await waitFor(() => expect(trailCalls(calls).map((c) => c.url)).toContain('/api/v1/user/trail/download?format=csv&lang=en-US'));
    fireEvent.click(screen.getByRole('button', { name: 'Download all your activity as an Excel file' }));
    await waitFor(() => expect(trailCalls(calls).map((c) => c.url)).toContain('/api/v1/user/trail/download?format=xlsx&lang=en-US'));
  });

  it('says so when there is nothing yet', async () => {
    serve([], 0);
    renderWithApp(<TrailSection />);
    expect((await screen.findByTestId('trail-none')).textContent).toContain('There is no activity on your account yet.');
  });

  it('has no accessibility violations', async () => {
    serve();
    renderWithApp(<TrailSection />);
    await screen.findByTestId('trail-list');
    const results = await axe.run(document.body, { resultTypes: ['violations'], rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
