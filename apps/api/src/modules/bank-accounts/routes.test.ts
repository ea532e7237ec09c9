import { isValidIban } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v1/ibans/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ibans = async (login: string) =>
    json<{ items: Array<{ id: number; printable_iban: string }> }>(
      await t.app.inject({ method: 'GET', url: '/api/v1/ibans/', headers: bearer(await t.login(login)) }),
    ).items;

  it('answers the customer’s own accounts, printable', async () => {
    const items = await ibans('12345678Z');
    expect(items.map((i) => i.printable_iban)).toEqual([
      'ES91 2100 0418 4502 0005 1332',
      'ES18 0081 0200 2101 2345 6789',
      'ES70 0049 1500 0105 1234 5678',
    ]);
    for (const item of items) expect(isValidIban(item.printable_iban)).toBe(true);
    expect((await ibans('B58378431')).map((i) => i.printable_iban)).toEqual(['ES80 0182 2370 4402 0123 4567']);
    expect(await ibans('87654321X')).toEqual([]);
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ibans/' })).statusCode).toBe(401);
  });
});
