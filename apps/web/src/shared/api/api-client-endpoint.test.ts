import { defineEndpoint, FILE_RESPONSE } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiErrorsOf } from '../../test/api-errors.ts';
import { clearAllCookies } from '../../test/cookies.ts';
import { apiCalls, errorReports, jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { apiCall, apiRequest } from './api-client.ts';

// Endpoints of the test's own: the client must work for any contract, not only today's.
// Each one needs a session and names a thing in its path.
const aThing = { auth: true, tags: ['test'], params: z.object({ name: z.string() }) } as const;

const detail = defineEndpoint({
  ...aThing,
  name: 'test.detail',
  method: 'GET',
  path: '/things/:name',
  versions: [2, 1],
  summary: 'a thing',
  query: z.object({ type: z.enum(['a', 'b']).optional() }),
  response: z.object({ id: z.number(), when: z.string().transform((s) => s.slice(0, 4)) }),
  errors: [404],
});

const change = defineEndpoint({
  ...aThing,
  name: 'test.change',
  method: 'PUT',
  path: '/things/:name/colour/',
  versions: [1],
  summary: 'change a thing',
  body: z.object({ colour: z.string() }),
  response: z.object({ colour: z.string() }),
  errors: [400],
});

const file = defineEndpoint({
  ...aThing,
  name: 'test.file',
  method: 'GET',
  path: '/things/:name/pdf/',
  versions: [2, 1],
  summary: 'a file',
  response: FILE_RESPONSE,
  errors: [404],
});

beforeEach(clearAllCookies);
afterEach(() => vi.unstubAllGlobals());

describe('apiCall(endpoint, input)', () => {
  it('builds the URL from the contract, tries its versions highest first and parses the answer', async () => {
    const { calls } = stubFetch(({ url }) =>
      url.startsWith('/api/v2/')
        ? jsonResponse(404, { code: 'not_found', message: 'not_found' })
        : jsonResponse(200, { id: 3, when: '2026-01-01' }),
    );
    const answer = await apiRequest(detail, { params: { name: 'C 1' }, query: { type: 'a' } });
    expect(apiCalls(calls).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v2/things/C%201?type=a',
      'GET /api/v1/things/C%201?type=a',
    ]);
    // The response schema's output, transforms included.
    expect(answer).toMatchObject({ data: { id: 3, when: '2026' }, version: 1 });
  });

  it('sends the body as JSON with the method of the contract', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { colour: 'red' }));
    await expect(apiCall(change, { params: { name: 'x' }, body: { colour: 'red' } })).resolves.toEqual({ colour: 'red' });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/v1/things/x/colour/', body: { colour: 'red' } });
  });

  it('refuses an answer of another shape as an invalid response, and reports it', async () => {
    const { calls } = stubFetch(() => jsonResponse(200, { id: 'three' }));
    const error = await apiCall(detail, { params: { name: 'x' } }).catch((e: unknown) => e);
    expect(apiErrorsOf(error)).toMatchObject({ code: 'invalid_response', message: 'message_cant_do_operation' });
    expect(errorReports(calls)).toHaveLength(1);
  });

  it('reads a file endpoint as a Blob, and may narrow the versions it tries', async () => {
    const { calls } = stubFetch(() => new Response('%PDF', { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    const blob = await apiCall(file, { params: { name: 'x' } }, { versions: [1] });
    expect(await blob.text()).toBe('%PDF');
    expect(apiCalls(calls).map((c) => c.url)).toEqual(['/api/v1/things/x/pdf/']);
  });

  it('refuses a version the endpoint does not have: a programming error, not a failed call', async () => {
    stubFetch(() => jsonResponse(200, {}));
    await expect(apiCall(file, { params: { name: 'x' } }, { versions: [3] })).rejects.toThrow(/no version 3/);
  });
});
