import { vi } from 'vitest';

export interface TFetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** Parsed JSON body, or the raw body. */
  body: unknown;
}

export type TFetchHandler = (call: TFetchCall) => Response | Promise<Response>;

/** Replaces global fetch for a test (tests only; product code never stubs). */
export function stubFetch(handler: TFetchHandler) {
  const calls: TFetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value;
    });
    let body: unknown = init.body;
    if (typeof init.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    }
    const call: TFetchCall = { url: String(input), method: init.method ?? 'GET', headers, body };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Calls to the API, leaving out the fire-and-forget error reports. */
export const apiCalls = (calls: TFetchCall[]) => calls.filter((c) => !c.url.startsWith('/api/v1/client_errors'));
export const errorReports = (calls: TFetchCall[]) => calls.filter((c) => c.url === '/api/v1/client_errors');

/** Resolves after pending promises and timers of zero delay have run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
