import { ZProfileSchema, ZProfileV1ResponseSchema } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v{1,2}/users/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the profile bare on v2 and wrapped in result on v1', async () => {
    const token = await t.login('12345678Z');
    const v2 = await t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(token) });
    expect(v2.statusCode).toBe(200);
    const profile = ZProfileSchema.strict().parse(v2.json());
    expect(profile).toEqual({
      name: 'Marta Puig Serra',
      email: 'marta.puig@correu.example',
      vat: '12345678Z',
      // The household persona is a newsletter subscriber: its page's signed link (docs/newsletters.md).
      newsletter_url: expect.stringMatching(/^http:\/\/localhost:\d+\/butlleti\?params=[\w-]+\.[\w-]+\.[\w-]+$/),
      new_customer: false,
      change_password: false,
    });
    const v1 = await t.app.inject({ method: 'GET', url: '/api/v1/users/', headers: bearer(token) });
    expect(ZProfileV1ResponseSchema.strict().parse(v1.json())).toEqual({ result: profile });
  });

  it('answers with or without the trailing slash', async () => {
    const token = await t.login('12345678Z');
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/users', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('marks a customer without contracts as new', async () => {
    const company = await t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(await t.login('B58378431')) });
    expect(company.json()).toMatchObject({ vat: 'B58378431', new_customer: false });
    const newcomer = await t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(await t.login('87654321X')) });
    expect(newcomer.json()).toMatchObject({ vat: '87654321X', new_customer: true, newsletter_url: null });
  });

  it('needs a token', async () => {
    for (const url of ['/api/v1/users/', '/api/v2/users/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
    }
  });
});
