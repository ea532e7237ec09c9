import { DEFAULT_SETTINGS, type TInvoice, type TSettings } from '@portal/domain';
import { useNavigate } from 'react-router';
import { vi } from 'vitest';
import { jsonResponse, stubFetch, type TFetchCall, type TFetchHandler } from '../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../test/render.tsx';
import InvoicesPage from '../pages/invoices-page.tsx';
import { invoiceListResponse } from './invoice-fixture.ts';

export const pathOf = (call: TFetchCall) => new URL(call.url, 'http://localhost').pathname;
export const queryOf = (call: TFetchCall) => Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
export const ok = (body: unknown) => jsonResponse(200, body);

/** Calls of one list: /api/v1/invoices/ of a type, or /api/v1/invoices_multipoint/. */
export const listCalls = (calls: TFetchCall[], kind: 'electricity' | 'gas' | 'multipoint') =>
  calls.filter((call) =>
    kind === 'multipoint'
      ? pathOf(call) === '/api/v1/invoices_multipoint/'
      : pathOf(call) === '/api/v1/invoices/' && queryOf(call).type === kind,
  );

export interface TInvoicesOptions {
  settings?: TSettings;
  electricity?: TInvoice[];
  gas?: TInvoice[];
  multipoint?: TInvoice[];
  /** Answers first; undefined falls through to the lists (a page of the given invoices) and then 404. */
  handle?: (call: TFetchCall) => Response | Promise<Response> | undefined;
  /** Adds a "history back" button (the browser's Back). */
  withBack?: boolean;
}

/** The browser's Back button, for tests of what the address keeps. */
function HistoryBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)} data-testid="history-back">
      history back
    </button>
  );
}

/** The invoice page on a stubbed API at an address. Tests only. */
export function showInvoices(
  route: string,
  { settings = DEFAULT_SETTINGS, electricity = [], gas = [], multipoint = [], handle, withBack = false }: TInvoicesOptions = {},
) {
  const handler: TFetchHandler = (call) => {
    const answered = handle?.(call);
    if (answered) return answered;
    const path = pathOf(call);
    const { offset = '0', limit = '100', type } = queryOf(call);
    const page = (items: TInvoice[]) =>
      ok(invoiceListResponse(items.slice(Number(offset), Number(offset) + Number(limit)), items.length, Number(offset), Number(limit)));
    if (path === '/api/v1/invoices_multipoint/') return page(multipoint);
    if (path === '/api/v1/invoices/') return page(type === 'gas' ? gas : electricity);
    if (path === '/api/v1/filter/params') return ok({ contracts: ['C1001', 'C1002'], cups: [], addresses: [], vats: ['12345678Z'] });
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  };
  const stub = stubFetch(handler);
  const ui = withBack ? (
    <>
      <InvoicesPage />
      <HistoryBack />
    </>
  ) : (
    <InvoicesPage />
  );
  const view = renderWithApp(ui, { route, settings });
  return { ...stub, ...view };
}

/** Records what would be saved: the file name of each download. */
export function captureDownloads() {
  const saved: string[] = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return { saved, restore: () => click.mockRestore() };
}

export const fileResponse = (body: string, fileName: string, type = 'application/pdf') =>
  new Response(body, { status: 200, headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${fileName}"` } });

export const location = (screen: { getByTestId: (id: string) => HTMLElement }) => screen.getByTestId('location').textContent;
