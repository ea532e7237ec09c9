import { ZAddressSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v1/addresses/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const addresses = async (login: string) =>
    json<{ items: unknown[] }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/addresses/', headers: bearer(await t.login(login)) }),
    ).items.map((a) => ZAddressSchema.parse(a));

  it('answers the customer’s own addresses', async () => {
    const marta = await addresses('12345678Z');
    expect(marta.map((a) => [a.dp, a.poblacio, a.full_address])).toEqual([
      ['08001', 'Barcelona', 'CL Riera Alta 12 3 1, 08001 Barcelona'],
      ['17001', 'Girona', 'CL Nou 14 2, 17001 Girona'],
      ['28013', 'Madrid', 'CL Arenal 20 4 B, 28013 Madrid'],
      ['08001', 'Barcelona', 'CL Hospital 80 1 2, 08001 Barcelona'],
    ]);
    expect(marta[0]).toMatchObject({ ine: '08019', bq: null, es: null, pt: '3', pu: '1' });
    expect(await addresses('B58378431')).toHaveLength(1);
    expect(await addresses('87654321X')).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/addresses/' })).statusCode).toBe(401);
  });
});
