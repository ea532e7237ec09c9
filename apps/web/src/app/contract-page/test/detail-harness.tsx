import { DEFAULT_SETTINGS, type TContract, type TSettings } from '@portal/domain';
import { vi } from 'vitest';
import { listResponse, ok, pathOf } from '../../../test/contract-fixture.ts';
import { jsonResponse, stubFetch, type TFetchCall, type TFetchHandler } from '../../../test/fetch-stub.ts';
import { renderWithApp } from '../../../test/render.tsx';
import ContractDetailPage from '../contract-detail-page.tsx';

export interface TDetailOptions {
  route?: string;
  settings?: TSettings;
  /** Answers calls the harness does not (changes, lookups); undefined falls through to 404. */
  handle?: (call: TFetchCall) => Response | Promise<Response> | undefined;
  others?: TContract[];
  /** The page to mount; by default the one of the contract's type. */
  page?: 'electricity' | 'gas';
}

/**
 * The contract detail page on a stubbed API: GET of the contract and of the selector's list,
 * everything else through `handle`. Tests only.
 */
export function showContract(contract: TContract, { route, settings = DEFAULT_SETTINGS, handle, others = [], page }: TDetailOptions = {}) {
  const handler: TFetchHandler = (call) => {
    const answered = handle?.(call);
    if (answered) return answered;
    const path = pathOf(call);
    if (call.method === 'GET' && path === `/api/v2/contracts/${encodeURIComponent(contract.name)}`) return ok(contract);
    if (call.method === 'GET' && path === '/api/v2/contracts') return ok(listResponse([contract, ...others]));
    return jsonResponse(404, { code: 'not_found', message: 'not_found' });
  };
  const stub = stubFetch(handler);
  const gas = (page ?? contract.type) === 'gas';
  const view = renderWithApp(<ContractDetailPage />, {
    route: route ?? (gas ? `/contracts-gas/${contract.name}` : `/contracts/electricity/${contract.name}`),
    path: gas ? '/contracts-gas/:contractName' : '/contracts/:contractType/:contractName',
    settings,
  });
  return { ...stub, ...view };
}

/** Records what would be saved: the file name and content of each download. */
export function captureDownloads() {
  const saved: Array<{ name: string; href: string }> = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test'), revokeObjectURL: vi.fn() }));
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
  return { saved, restore: () => click.mockRestore() };
}

export const blobResponse = (body: string, fileName: string, type = 'application/pdf') =>
  new Response(body, { status: 200, headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${fileName}"` } });
