import { defineEndpoint, type TEndpointRoute } from '@portal/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { clearAllCookies } from '../../test/cookies.ts';
import { apiCalls, errorReports, jsonResponse, stubFetch } from '../../test/fetch-stub.ts';
import { apiCallRoute } from './api-client.ts';

// A first-page endpoint of the test's own, written the way the domain writes them: the route's
// parts once, the endpoint and its zod-free route built of them.
const method = 'GET';
const path = '/things/:name';
const versions = [2, 1] as const;
const thing = defineEndpoint({
  name: 'test.thing',
  method,
  path,
  versions,
  auth: false,
  tags: ['test'],
  summary: 'a thing',
  params: z.object({ name: z.string() }),
  query: z.object({ group: z.string() }),
  response: z.object({ id: z.number() }),
  errors: [],
});
const thingRoute: TEndpointRoute<typeof thing> = { method, path, versions };

const checkThing = (body: unknown) => {
  if (typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'number') return (body as { id: number }).id;
  throw new Error('Invalid thing');
};

beforeEach(clearAllCookies);
afterEach(() => vi.unstubAllGlobals());

describe('apiCallRoute(route, check, input) (first-page calls)', () => {
  it("builds the URL from the contract's route, tries its versions highest first and answers what the check reads", async () => {
    const { calls } = stubFetch(({ url }) =>
      url.startsWith('/api/v2/') ? jsonResponse(500, { code: 'boom', message: 'boom' }) : jsonResponse(200, { id: 7 }),
    );
    await expect(apiCallRoute(thingRoute, checkThing, { params: { name: 'C 1' }, query: { group: 'Login' } })).resolves.toBe(7);
    expect(apiCalls(calls).map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/v2/things/C%201?group=Login',
      'GET /api/v1/things/C%201?group=Login',
    ]);
    expect(errorReports(calls)).toHaveLength(0);
  });

  it('rethrows the check’s own error on an answer of another shape', async () => {
    stubFetch(() => jsonResponse(200, { id: 'x' }));
    await expect(apiCallRoute(thingRoute, checkThing, { params: { name: 'x' }, query: { group: 'g' } })).rejects.toThrow('Invalid thing');
  });
});
