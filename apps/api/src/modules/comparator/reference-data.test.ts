import { ZAccessTariffsResponseSchema, ZComersResponseSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TARIFFS } from '../../seed/reference/access-tariffs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { get, nextIp } from '../../test/comparator-test-support.ts';

const REFERENCE_LIMIT = 5;

describe('the comparators’ reference data (visitor-and-shell §7, §9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { comparator: { comparePerMinute: 5, referencePerMinute: REFERENCE_LIMIT } } });
  });
  afterAll(() => t.close());

  it.each([
    ['', ['2.0TD', '3.0TD']],
    ['?power=4.6', ['2.0TD']],
    ['?power=15', ['2.0TD']],
    ['?power=15.001', ['3.0TD']],
    ['?power=50&old=1', ['3.0TD']],
    ['?power=3,45&old=0', ['2.0TD']],
  ])('GET tariff%s answers %j, cached 30 minutes', async (query, names) => {
    const res = await get(t, `/api/v1/tariff${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
    expect(ZAccessTariffsResponseSchema.parse(res.json()).map((tariff) => tariff.name)).toEqual(names);
  });

  it.each([['?power=abc'], ['?power=-1'], ['?power=4.60001'], ['?old=2']])('GET tariff%s is a 400', async (query) => {
    const res = await get(t, `/api/v1/tariff${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET gas/tariff answers the gas access tariffs RL.1 to RL.11 of every portal', async () => {
    const res = await get(t, '/api/v2/gas/tariff');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
    const names = ZAccessTariffsResponseSchema.parse(res.json()).map((tariff) => tariff.name);
    expect(new Set(names)).toEqual(new Set(ACCESS_TARIFFS.filter((tariff) => tariff.kind === 'gas').map((tariff) => tariff.name)));
  });

  it('keeps the demo’s tariff ids: the reference seed writes the demo’s five first', async () => {
    const res = ZAccessTariffsResponseSchema.parse((await get(t, '/api/v1/tariff')).json());
    expect(res).toEqual([
      { id: 1, name: '2.0TD' },
      { id: 2, name: '3.0TD' },
    ]);
  });

  it.each([
    ['/api/v1/leads/comers?lang=es-ES', ['Holaluz', 'Som Energia', 'Endesa Energía', 'Energía XXI'], []],
    ['/api/v1/leads/comers', ['Iberdrola Clientes'], []],
    ['/api/v2/gas/leads/comers', ['Naturgy Iberia', 'Comercializadora Regulada Gas & Power'], ['Holaluz', 'Som Energia']],
  ])('GET %s lists real retailers sorted by name, cached 30 minutes', async (url, present, absent) => {
    const res = await get(t, url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=1800');
    const names = ZComersResponseSchema.parse(res.json()).map((comer) => comer.name);
    for (const name of present) expect(names).toContain(name);
    for (const name of absent) expect(names).not.toContain(name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es', { sensitivity: 'base' }).compare));
  });

  it('refuses a language parameter with control characters (400)', async () => {
    expect((await get(t, '/api/v1/leads/comers?lang=%00')).statusCode).toBe(400);
  });

  it('throttles one address (429 with Retry-After), not the next', async () => {
    const ip = nextIp();
    const codes = [];
    for (let i = 0; i <= REFERENCE_LIMIT; i += 1) codes.push((await get(t, '/api/v2/gas/tariff', ip)).statusCode);
    expect(codes).toEqual([...new Array(REFERENCE_LIMIT).fill(200), 429]);
    const refused = await get(t, '/api/v1/leads/comers', ip);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await get(t, '/api/v1/leads/comers')).statusCode).toBe(200);
  });
});
