import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

describe('PUT /api/v1/user/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/user/password', headers: bearer(token), payload: payload as object });

  it('changes the password, clears change_password and answers a fresh token', async () => {
    await t.database.db.execute("update users set change_password = true where login = 'B58378431'");
    const token = await t.login('B58378431');
    const before = await t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(token) });
    expect(before.json().change_password).toBe(true);

    const res = await change(token, { current: DEMO_PASSWORD, password: 'Nova-Clau-2026' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(typeof body.token).toBe('string');

    const after = await t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(body.token) });
    expect(after.json().change_password).toBe(false);
    await expect(t.login('B58378431', 'Nova-Clau-2026')).resolves.toBeTruthy();
    await expect(t.login('B58378431', DEMO_PASSWORD)).rejects.toThrow(/401/);
  });

  it('refuses a wrong current password with 403 and status ERROR', async () => {
    const token = await t.login('12345678Z');
    const res = await change(token, { current: 'not-my-password', password: 'Nova-Clau-2026' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'invalid_current_password', message: 'change_password_invalid_current', status: 'ERROR' });
    await expect(t.login('12345678Z')).resolves.toBeTruthy();
  });

  it('refuses a weak new password with 400 and the rule broken', async () => {
    const token = await t.login('12345678Z');
    const short = await change(token, { current: DEMO_PASSWORD, password: 'Ab1!' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      code: 'validation_error',
      message: 'validation_error',
      errors: { password: ['change_password_too_short'] },
    });
    const noSymbol = await change(token, { current: DEMO_PASSWORD, password: 'abcdefghijG1' });
    expect(noSymbol.json().errors).toEqual({ password: ['change_password_invalid'] });
    const missing = await change(token, {});
    expect(missing.json().errors).toEqual({ current: ['required_field'], password: ['required_field'] });
  });

  it('refuses a new password equal to the current one with 400 and a field error, and keeps the sessions', async () => {
    const token = await t.login('12345678Z');
    const res = await change(token, { current: DEMO_PASSWORD, password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      message: 'validation_error',
      errors: { password: ['change_password_same_as_current'] },
    });
    // Nothing changed: the token still works.
    const profile = await t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(token) });
    expect(profile.statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/user/password', payload: { current: 'a', password: 'Nova-Clau-2026' } });
    expect(res.statusCode).toBe(401);
  });
});
