import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('POST /api/v1/user/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { loginRateLimit: 3, loginIpRateLimit: 8 } });
  });
  afterAll(() => t.close());

  // Each test uses its own client address so the rate limits of one do not leak into another.
  const login = (payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: payload as object, remoteAddress, headers });

  it('signs in with tax id and password and answers a token with our claims', async () => {
    const res = await login({ user: '12345678Z', password: DEMO_PASSWORD }, '10.0.0.1', { 'accept-language': 'es-ES,es;q=0.9' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.change_password).toBe(false);
    const claims = decodeJwt(body.token);
    expect(Object.keys(claims).sort()).toEqual(['exp', 'gen', 'iat', 'locale', 'readonly', 'sid', 'user_id']);
    expect(claims).toMatchObject({ locale: 'es-ES', readonly: false });
    expect(claims.exp! - claims.iat!).toBe(t.config.tokenTtlSeconds);
  });

  it("takes the locale from the user's own when no Accept-Language is sent", async () => {
    const res = await login({ user: 'B58378431', password: DEMO_PASSWORD }, '10.0.0.2');
    expect(decodeJwt(res.json().token).locale).toBe('es-ES');
  });

  it('accepts the tax id as people type it (lowercase, ES prefix, separators)', async () => {
    for (const user of ['12345678z', 'ES12345678Z', '12.345.678-Z']) {
      const res = await login({ user, password: DEMO_PASSWORD }, '10.0.0.3');
      expect(res.statusCode, user).toBe(200);
    }
  });

  it('answers the change_password flag of the account', async () => {
    await t.database.db.execute("update users set change_password = true where login = '87654321X'");
    const res = await login({ user: '87654321X', password: DEMO_PASSWORD }, '10.0.0.4');
    expect(res.json().change_password).toBe(true);
    await t.database.db.execute("update users set change_password = false where login = '87654321X'");
  });

  it('refuses a wrong password with 401 invalid_credentials', async () => {
    const res = await login({ user: '12345678Z', password: 'Wrong-2026!' }, '10.0.0.5');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'invalid_credentials', message: 'login_credentials_incorrect' });
  });

  it('refuses an unknown user exactly like a wrong password', async () => {
    const res = await login({ user: '00000000T', password: DEMO_PASSWORD }, '10.0.0.6');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'invalid_credentials', message: 'login_credentials_incorrect' });
  });

  it('answers 400 with field errors as message keys for a bad body', async () => {
    const missing = await login({ password: 'x' }, '10.0.0.7');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: 'validation_error', message: 'validation_error', errors: { user: ['required_field'] } });

    const empty = await login({ user: '   ', password: '' }, '10.0.0.7');
    expect(empty.json().errors).toEqual({ user: ['required_field'], password: ['required_field'] });

    const tooLong = await login({ user: 'X'.repeat(40), password: 'x' }, '10.0.0.7');
    expect(tooLong.json().errors).toEqual({ user: ['login_user_too_long'] });

    const wrongType = await login({ user: 12345678, password: ['x'] }, '10.0.0.7');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors).toEqual({ user: ['required_field'], password: ['required_field'] });
  });

  it('limits attempts per account and address with 429 too_many_attempts', async () => {
    const address = '10.0.1.1';
    for (let i = 0; i < 3; i++) {
      expect((await login({ user: '12345678Z', password: 'Wrong!' }, address)).statusCode).toBe(401);
    }
    const limited = await login({ user: '12345678Z', password: DEMO_PASSWORD }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_attempts', message: 'login_too_many_attempts' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same account spelled differently is the same account.
    expect((await login({ user: 'es12345678z', password: DEMO_PASSWORD }, address)).statusCode).toBe(429);
    // Another address, or another account from the same address, is not blocked.
    expect((await login({ user: '12345678Z', password: DEMO_PASSWORD }, '10.0.1.2')).statusCode).toBe(200);
    expect((await login({ user: 'B58378431', password: DEMO_PASSWORD }, address)).statusCode).toBe(200);
  });

  it('limits attempts per address across accounts', async () => {
    const address = '10.0.2.1';
    const users = ['A0000001', 'A0000002', 'A0000003', 'A0000004', 'A0000005', 'A0000006', 'A0000007', 'A0000008'];
    for (const user of users) expect((await login({ user, password: 'x' }, address)).statusCode).toBe(401);
    const limited = await login({ user: '12345678Z', password: DEMO_PASSWORD }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('too_many_attempts');
  });

  it('counts invalid bodies too, so they cannot be used to probe for free', async () => {
    const address = '10.0.3.1';
    for (let i = 0; i < 3; i++) expect((await login({ user: '12345678Z' }, address)).statusCode).toBe(400);
    expect((await login({ user: '12345678Z', password: DEMO_PASSWORD }, address)).statusCode).toBe(429);
  });
});
