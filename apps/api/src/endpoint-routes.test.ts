import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TAnyEndpoint } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.ts';

const DOMAIN_SRC = fileURLToPath(new URL('../../../packages/domain/src/', import.meta.url));

// Routes the API serves that are not calls of the web: OpenAPI documentation.
const NOT_CALLS = [/^\/api\/docs(\/|$)/];

const isEndpoint = (value: unknown): value is TAnyEndpoint =>
  typeof value === 'object' && value !== null && 'name' in value && 'method' in value && 'path' in value && 'versions' in value;

/** Every endpoint object of the domain, found by file name (`*.endpoint.ts`), so none can be left out of a list. */
async function allEndpoints(): Promise<TAnyEndpoint[]> {
  const files = (await readdir(DOMAIN_SRC, { recursive: true })).filter((file) => file.endsWith('.endpoint.ts'));
  const found: TAnyEndpoint[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(path.join(DOMAIN_SRC, file));
    const endpoints = Object.values(module).filter(isEndpoint);
    if (endpoints.length === 0) throw new Error(`${file} exports no endpoint`);
    found.push(...endpoints);
  }
  return found;
}

const key = (method: string, url: string) => `${method} ${url}`;

let test: TestApp;
let endpoints: TAnyEndpoint[];

beforeAll(async () => {
  test = await createTestApp({ seed: false });
  endpoints = await allEndpoints();
});
afterAll(() => test?.close());

describe('endpoint contracts and API routes (one contract per call)', () => {
  it('finds the contracts, each with a unique name', () => {
    expect(endpoints.length).toBeGreaterThan(0);
    const names = endpoints.map((e) => e.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it('every endpoint contract has a route on each of its versions', () => {
    const routes = new Set(test.app.portal.routes.map((r) => key(r.method, r.url)));
    const missing = endpoints.flatMap((e) => e.versions.map((v) => key(e.method, `/api/v${v}${e.path}`))).filter((k) => !routes.has(k));
    expect(missing).toEqual([]);
  });

  it('every API route is the route of an endpoint contract', () => {
    const declared = new Set(endpoints.flatMap((e) => e.versions.map((v) => key(e.method, `/api/v${v}${e.path}`))));
    const strays = test.app.portal.routes
      .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && !NOT_CALLS.some((re) => re.test(r.url)))
      .map((r) => key(r.method, r.url))
      .filter((k) => !declared.has(k));
    expect(strays).toEqual([]);
  });

  it('a route declared as needing a session is registered as one', () => {
    const authOf = new Map(test.app.portal.routes.map((r) => [key(r.method, r.url), r.auth]));
    // 'optional' (a visitor, or a customer when a token comes) needs no session: registered as not needing one.
    const wrong = endpoints
      .flatMap((e) => e.versions.map((v) => ({ k: key(e.method, `/api/v${v}${e.path}`), auth: e.auth === true })))
      .filter(({ k, auth }) => authOf.has(k) && authOf.get(k) !== auth)
      .map(({ k }) => k);
    expect(wrong).toEqual([]);
  });
});
