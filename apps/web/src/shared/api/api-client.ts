import type { TAnyEndpoint, TEndpointInput, TEndpointResult, TEndpointRoute } from '@portal/domain';
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
  /** Headers the endpoint reads (its contract's `headers`, e.g. POST pay's Idempotency-Key). */
  headers?: Record<string, string>;
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
    ...options.headers,
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
async function requestVersions<T>(options: TApiCallOptions): Promise<TApiResponse<T>> {
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

/** How one call is made, beyond what its endpoint contract says. */
export interface TCallOptions {
  signal?: AbortSignal;
  /** Bearer to send instead of the token cookie. */
  token?: string;
  /** See TApiCallOptions.onTokenExpired. */
  onTokenExpired?: 'dialog' | 'ignore';
  /**
   * The versions to try, when the caller knows better than "all of them" (the contract report
   * is v1 for electricity and v2 for gas, customer-area §7). Each must be one of the endpoint's.
   */
  versions?: readonly number[];
  /** Headers the endpoint reads (its contract's `headers`), sent on every version tried. */
  headers?: Record<string, string>;
}

/** The call's options from an endpoint, or from a first-page route (which answers JSON). */
function optionsOf(
  route: TEndpointRoute | TAnyEndpoint,
  input: TEndpointInput<TAnyEndpoint> | undefined,
  call: TCallOptions,
): TApiCallOptions {
  const versions = call.versions ?? route.versions;
  for (const version of versions) {
    if (!route.versions.includes(version)) throw new Error(`apiCall: ${route.method} ${route.path} has no version ${version}`);
  }
  return {
    versions,
    method: route.method,
    path: route.path,
    params: input?.params as TApiCallOptions['params'],
    query: input?.query as TApiCallOptions['query'],
    body: input?.body,
    // FILE_RESPONSE, the only response that is a string, asked by type rather than against the
    // constant: the first page then does not load the domain's endpoint module, which every
    // lazily loaded contract shares (docs/decisions.md, "First-page calls").
    responseType: 'response' in route && typeof route.response === 'string' ? 'blob' : 'json',
    signal: call.signal,
    token: call.token,
    onTokenExpired: call.onTokenExpired,
    headers: call.headers,
  };
}

/**
 * The answer checked against the endpoint's response schema. A body of another shape is the
 * API breaking its contract: an ApiError like any failed call (reported, shown as the generic
 * "can't do the operation"), never data of an unknown shape handed to a page.
 */
function parseAnswer<E extends TAnyEndpoint>(endpoint: E, response: TApiResponse<unknown>): TApiResponse<TEndpointResult<E>> {
  if (typeof endpoint.response === 'string') return response as TApiResponse<TEndpointResult<E>>;
  const parsed = endpoint.response.safeParse(response.data);
  if (parsed.success) return { ...response, data: parsed.data as TEndpointResult<E> };
  const error = new ApiError(200, 'invalid_response', 'message_cant_do_operation');
  reportClientError({
    message: `${endpoint.method} ${endpoint.path}: invalid_response ${parsed.error.message.slice(0, 500)}`,
    // The path as declared: the filled one may carry a customer's contract name.
    path: `/api/v${response.version}${endpoint.path}`,
    status: 200,
    page: typeof window === 'undefined' ? '' : window.location.pathname,
  });
  throw error;
}

// The input may be left out when the endpoint needs none (no params, no body).
type TInputArgs<E extends TAnyEndpoint> =
  Record<string, never> extends TEndpointInput<E> ? [input?: TEndpointInput<E>] : [input: TEndpointInput<E>];

/**
 * Calls an endpoint contract and answers the parsed body with the version and headers (a
 * download reads its file name from Content-Disposition).
 */
export async function apiRequest<E extends TAnyEndpoint>(
  endpoint: E,
  input?: TEndpointInput<E>,
  call?: TCallOptions,
): Promise<TApiResponse<TEndpointResult<E>>>;
export async function apiRequest(
  endpoint: TAnyEndpoint,
  input?: TEndpointInput<TAnyEndpoint>,
  call: TCallOptions = {},
): Promise<TApiResponse<unknown>> {
  return parseAnswer(endpoint, await requestVersions<unknown>(optionsOf(endpoint, input, call)));
}

/** apiRequest answering the parsed body only: `apiCall(contractEndpoint, { params: { contractName } }, { signal })`. */
export async function apiCall<E extends TAnyEndpoint>(
  endpoint: E,
  ...args: [...TInputArgs<E>, call?: TCallOptions]
): Promise<TEndpointResult<E>>;
export async function apiCall(endpoint: TAnyEndpoint, input?: TEndpointInput<TAnyEndpoint>, call?: TCallOptions): Promise<unknown> {
  return (await apiRequest(endpoint, input, call)).data;
}

/**
 * A call of the first page (public and private settings, feature flags, the Login HTML blocks,
 * banners), made from its endpoint's zod-free route: the login page must not load zod
 * (docs/decisions.md, "First-page calls"). `check` reads the answer by the rules of the
 * endpoint's response schema, which a test keeps it in agreement with, and throws on an answer
 * of another shape (the query then holds that error, as before the contracts).
 */
export async function apiCallRoute<E extends TAnyEndpoint, T>(
  route: TEndpointRoute<E>,
  check: (body: unknown) => T,
  input?: TEndpointInput<E>,
  call: TCallOptions = {},
): Promise<T> {
  return check((await requestVersions<unknown>(optionsOf(route, input as TEndpointInput<TAnyEndpoint> | undefined, call))).data);
}
