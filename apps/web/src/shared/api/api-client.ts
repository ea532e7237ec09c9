import { currentLanguage } from '../i18n/i18n.ts';
import { openSessionExpired } from '../session/session-expired-store.ts';
import { clearToken, getToken } from '../session/token-store.ts';
import { ApiError, isApiError } from './api-error.ts';
import { isTokenExpired, readErrorBody, toApiError } from './error-body.ts';
import { reportClientError } from './report-client-error.ts';

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type TQueryValue = string | number | boolean | null | undefined;

export interface TApiCallOptions {
  /** API versions this call exists in; the highest is tried first (customer-area §7). Default [1]. */
  versions?: readonly number[];
  method?: THttpMethod;
  /** Path after /api/v{n}, with :params, e.g. '/banners/:code'. */
  path: string;
  params?: Record<string, string | number>;
  query?: Record<string, TQueryValue>;
  /** JSON-serialised, or sent as is when FormData. */
  body?: unknown;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /** Bearer to send instead of the token cookie. */
  token?: string;
  /**
   * 'dialog' (default): an expired token clears the session and opens the session-expired
   * dialog. 'ignore': the caller handles it (the session start shows a notice instead).
   */
  onTokenExpired?: 'dialog' | 'ignore';
}

export interface TApiResponse<T> {
  data: T;
  /** The version that answered. */
  version: number;
  headers: Headers;
}

/** /api/v{version}{path} with :params substituted and the query appended (empty values left out). */
export function buildApiUrl(
  version: number,
  path: string,
  params: TApiCallOptions['params'] = {},
  query: TApiCallOptions['query'] = {},
): string {
  const normalised = `/${path.replace(/^\/+/, '')}`;
  const filled = normalised.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`apiCall: missing path param ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const qs = search.toString();
  return `/api/v${version}${filled}${qs ? `?${qs}` : ''}`;
}

const isAbort = (error: unknown, signal: AbortSignal | undefined) =>
  signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');

async function readSuccess(response: Response, responseType: 'json' | 'blob'): Promise<unknown> {
  if (responseType === 'blob') return response.blob();
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(response.status, 'invalid_response', 'message_cant_do_operation');
  }
}

async function attempt<T>(version: number, url: string, options: TApiCallOptions): Promise<TApiResponse<T>> {
  const { method = 'GET', body, responseType = 'json' } = options;
  const headers: Record<string, string> = {
    Accept: responseType === 'blob' ? '*/*' : 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const token = options.token ?? getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    throw toApiError(0, undefined);
  }
  if (response.ok) return { data: (await readSuccess(response, responseType)) as T, version, headers: response.headers };
  // A download's error arrives as a Blob like its success would; readErrorBody reads JSON out of both.
  const raw = responseType === 'blob' ? await response.blob() : await response.text();
  throw toApiError(response.status, await readErrorBody(raw));
}

/** The session ended on the server: drop the token and ask the user to sign in again (customer-area §4). */
function expireSession(): void {
  clearToken();
  openSessionExpired();
}

/**
 * Calls the API: tries the highest listed version, on failure the lower ones down to the
 * lowest, then reports the failure and rethrows it as an ApiError (customer-area §7). A 401
 * token_expired stops the descent: every version would refuse the same token.
 */
export async function apiRequest<T>(options: TApiCallOptions): Promise<TApiResponse<T>> {
  const versions = [...new Set(options.versions ?? [1])].sort((a, b) => b - a);
  let failure: ApiError | undefined;
  for (const version of versions) {
    // Built outside the try: a missing param is a bug to surface, not a failure to retry.
    const url = buildApiUrl(version, options.path, options.params, options.query);
    try {
      return await attempt<T>(version, url, options);
    } catch (error) {
      if (isAbort(error, options.signal)) throw error;
      failure = isApiError(error) ? error : toApiError(0, undefined);
      if (isTokenExpired(failure.status, failure.body)) {
        if (options.onTokenExpired !== 'ignore') expireSession();
        break;
      }
    }
  }
  const error = failure ?? toApiError(0, undefined);
  const method = options.method ?? 'GET';
  const lowest = versions[versions.length - 1] ?? 1;
  reportClientError({
    message: `${method} ${options.path}: ${error.status || 'network'} ${error.code} ${error.message}`,
    path: buildApiUrl(lowest, options.path, options.params).replace(/\?.*$/, ''),
    status: error.status || null,
    page: typeof window === 'undefined' ? '' : window.location.pathname,
  });
  throw error;
}

/** apiRequest answering the body only: `apiCall({ versions: [2, 1], method, path, params, query, body })`. */
export async function apiCall<T>(options: TApiCallOptions): Promise<T> {
  return (await apiRequest<T>(options)).data;
}
