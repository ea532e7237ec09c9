import { defineEndpoint, FILE_RESPONSE, TOKEN_EXPIRED } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiErrorsOf } from '../../test/api-errors.ts';
import { clearAllCookies, setTestCookie } from '../../test/cookies.ts';
import { apiCalls, errorReports, jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { closeSessionExpired, sessionExpiredStore } from '../session/session-expired-store.ts';
import { getToken } from '../session/token-store.ts';
import { apiCall, apiRequest, buildApiUrl } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { isTokenExpired, readErrorBody, TOKEN_EXPIRED_MESSAGE } from './error-body.ts';

// Test endpoints: the client is tested on contracts of its own, not on today's calls.
const ANY = z.unknown();
const users = (versions: number[]) =>
  defineEndpoint({
    name: 'test.users',
    method: 'GET',
    path: '/users/',
    versions,
    auth: true,
    tags: [],
    summary: '',
    response: ANY,
    errors: [],
  });
const login = (versions: number[]) =>
  defineEndpoint({
    name: 'test.login',
    method: 'POST',
    path: '/user/login',
    versions,
    auth: false,
    tags: [],
    summary: '',
    body: ANY,
    response: ANY,
    errors: [],
  });
const refresh = defineEndpoint({
  name: 'test.refresh',
  method: 'POST',
  path: '/user/refresh',
  versions: [1],
  auth: true,
  tags: [],
  summary: '',
  response: ANY,
  errors: [],
});
const invoicePdf = defineEndpoint({
  name: 'test.pdf',
  method: 'GET',
  path: '/invoices/:id/pdf/',
  versions: [1],
  auth: true,
  tags: [],
  summary: '',
  params: z.object({ id: z.number() }),
  response: FILE_RESPONSE,
  errors: [],
});

beforeEach(async () => {
  clearAllCookies();
  closeSessionExpired();
  await changeLanguage('es-ES', { persist: false });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildApiUrl', () => {
  it('substitutes :params, appends the query and leaves out empty values', () => {
    expect(buildApiUrl(2, '/banners/:code', { code: 'a b' }, { lang: 'ca-ES', empty: undefined, none: null, n: 3 })).toBe(
      '/api/v2/banners/a%20b?lang=ca-ES&n=3',
    );
    expect(buildApiUrl(1, 'users/')).toBe('/api/v1/users/');
  });

  it('refuses a missing param instead of calling a wrong path', () => {
    expect(() => buildApiUrl(1, '/contracts/:contractName/')).toThrow(/contractName/);
  });
});

describe('apiCall', () => {
  it('sends Accept-Language of the current language and the bearer token of the cookie', async () => {
    setTestCookie('token', 'abc.def.ghi');
    const { calls } = stubFetch(() => jsonResponse(200, { ok: true }));
    await expect(apiCall(users([1]))).resolves.toEqual({ ok: true });
    expect(calls[0]?.headers['accept-language']).toBe('es-ES');
    expect(calls[0]?.headers.authorization).toBe('Bearer abc.def.ghi');
  });

  it('sends JSON bodies with their content type', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, {}));
    await apiCall(login([1]), { body: { user: 'x', password: 'y' } });
    expect(calls[0]).toMatchObject({ method: 'POST', body: { user: 'x', password: 'y' } });
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('tries the highest version first and falls back to the lower ones', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.startsWith('/api/v2/') ? jsonResponse(404, { code: 'not_found', message: 'not_found' }) : jsonResponse(200, { result: 1 }),
    );
    const response = await apiRequest(users([1, 2]));
    expect(apiCalls(calls).map((c) => c.url)).toEqual(['/api/v2/users/', '/api/v1/users/']);
    expect(response).toMatchObject({ data: { result: 1 }, version: 1 });
    // A success on a lower version is not a failure to report.
    expect(errorReports(calls)).toHaveLength(0);
  });

  it('descends through every listed version, then reports once and rethrows an ApiError', async () => {
    const { calls } = stubFetch(() =>
      jsonResponse(400, { code: 'validation_error', message: 'validation_error', errors: { user: ['required_field'] } }),
    );
    const error = await apiCall(login([3, 2, 1]), { body: {} }).catch((e: unknown) => e);
    expect(apiCalls(calls).map((c) => c.url)).toEqual(['/api/v3/user/login', '/api/v2/user/login', '/api/v1/user/login']);
    expect(error).toBeInstanceOf(ApiError);
    expect(apiErrorsOf(error)).toEqual({
      status: 400,
      code: 'validation_error',
      message: 'validation_error',
      errors: { user: ['required_field'] },
    });
    const reports = errorReports(calls);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ method: 'POST', body: { path: '/api/v1/user/login', status: 400, page: '/' } });
    expect(String((reports[0]?.body as { message?: string } | undefined)?.message)).toContain('validation_error');
  });

  it('turns a network failure into status 0 and reports a null status', async () => {
    const { calls } = stubFetch(({ url }) => {
      if (url === '/api/v1/client_errors') return jsonResponse(204, null);
      throw new TypeError('Failed to fetch');
    });
    const error = await apiCall(users([1])).catch((e: unknown) => e);
    expect(apiErrorsOf(error)).toMatchObject({ status: 0, code: 'network_error' });
    expect(errorReports(calls)[0]?.body).toMatchObject({ status: null });
  });

  it('never lets a failing report break the call', async () => {
    stubFetch(({ url }) =>
      url === '/api/v1/client_errors' ? Promise.reject(new Error('down')) : jsonResponse(500, { code: 'internal', message: 'x' }),
    );
    await expect(apiCall(users([1]))).rejects.toMatchObject({ status: 500 });
  });

  it('answers blobs for downloads', async () => {
    // Bodies are given as text: jsdom's Blob is not one Node's Response can read; the client still reads a Blob.
    stubFetch(() => new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const data = await apiCall(invoicePdf, { params: { id: 1 } });
    expect(await data.text()).toBe('%PDF');
  });
});

describe('session expiry', () => {
  it('the web spells token_expired like the domain', () => {
    expect(TOKEN_EXPIRED_MESSAGE).toBe(TOKEN_EXPIRED);
  });

  it('a 401 token_expired in a JSON body clears the token and opens the dialog, without trying lower versions', async () => {
    setTestCookie('token', 'old.token.value');
    const { calls } = stubFetch(() => jsonResponse(401, { code: 'token_expired', message: 'token_expired' }));
    await expect(apiCall(users([2, 1]))).rejects.toMatchObject({ status: 401, code: 'token_expired' });
    expect(apiCalls(calls)).toHaveLength(1);
    expect(getToken()).toBeUndefined();
    expect(sessionExpiredStore.getState().open).toBe(true);
  });

  it('a 401 token_expired inside a Blob body (a download) does the same', async () => {
    setTestCookie('token', 'old.token.value');
    stubFetch(() => new Response(JSON.stringify({ code: 'token_expired', message: 'token_expired' }), { status: 401 }));
    await expect(apiCall(invoicePdf, { params: { id: 7 } })).rejects.toMatchObject({ status: 401 });
    expect(getToken()).toBeUndefined();
    expect(sessionExpiredStore.getState().open).toBe(true);
  });

  it('another 401 (wrong credentials) keeps the session and the dialog closed', async () => {
    setTestCookie('token', 'kept.token.value');
    stubFetch(() => jsonResponse(401, { code: 'invalid_credentials', message: 'login_credentials_incorrect' }));
    await expect(apiCall(login([1]), { body: {} })).rejects.toMatchObject({
      message: 'login_credentials_incorrect',
    });
    expect(getToken()).toBe('kept.token.value');
    expect(sessionExpiredStore.getState().open).toBe(false);
  });

  it("onTokenExpired 'ignore' leaves the dialog to the caller", async () => {
    setTestCookie('token', 'old.token.value');
    stubFetch(() => jsonResponse(401, { code: 'token_expired', message: 'token_expired' }));
    await expect(apiCall(refresh, undefined, { onTokenExpired: 'ignore' })).rejects.toMatchObject({ status: 401 });
    expect(sessionExpiredStore.getState().open).toBe(false);
  });

  it('reads JSON out of Blob and text bodies, and recognises the expiry by message or code', async () => {
    expect(await readErrorBody(new Blob(['{"message":"token_expired"}']))).toEqual({ message: 'token_expired' });
    expect(await readErrorBody('{"code":"x"}')).toEqual({ code: 'x' });
    expect(await readErrorBody(new Blob(['not json']))).toBeUndefined();
    expect(isTokenExpired(401, { message: 'token_expired' })).toBe(true);
    expect(isTokenExpired(401, { code: 'token_expired', message: 'other' })).toBe(true);
    expect(isTokenExpired(403, { message: 'token_expired' })).toBe(false);
    expect(isTokenExpired(401, { message: 'token_invalid' })).toBe(false);
  });
});
