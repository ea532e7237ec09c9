import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenCodec } from '../../platform/auth/token-codec.ts';
import { DEMO_CLIENT } from '../../seed/index.ts';
import { bearer, createTestApp, TEST_SECRET, type TestApp } from '../../test/test-app.ts';

const secret = new TextEncoder().encode(TEST_SECRET);

describe('tokens and sessions', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login('12345678Z');
  });
  afterAll(() => t.close());

  const profile = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v2/users/', headers });
  // Well signed, but of no session this server started.
  const unknownSession = (userId: number, iat: number, exp: number) =>
    new TokenCodec(secret).sign({ user_id: userId, locale: 'ca-ES', readonly: false, iat, exp, sid: 'x'.repeat(22), gen: 1 });
  const expiredToken = () => unknownSession(1, 1_000_000, 1_000_060);

  describe('authentication of protected routes', () => {
    it('accepts the bearer token', async () => {
      expect((await profile(bearer(token))).statusCode).toBe(200);
    });

    it('answers 401 token_expired for an expired token', async () => {
      const res = await profile(bearer(await expiredToken()));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'token_expired', message: 'token_expired' });
    });

    it('answers 401 token_invalid for a token that is not ours', async () => {
      const forged = await new SignJWT({ user_id: 1, locale: 'ca-ES', readonly: false })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${token.split('.')[1]}.`;
      const wrongClaims = await new SignJWT({ sub: '1' }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(secret);
      for (const bad of ['garbage', forged, unsigned, wrongClaims, `${token}x`]) {
        const res = await profile(bearer(bad));
        expect(res.statusCode, bad).toBe(401);
        expect(res.json()).toEqual({ code: 'token_invalid', message: 'token_invalid' });
      }
    });

    it('answers 401 without a token', async () => {
      const res = await profile({});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'token_missing', message: 'token_invalid' });
      expect((await profile({ authorization: 'Basic abc' })).statusCode).toBe(401);
    });

    it('takes the token cookie on GET (downloads are plain links) but never on other methods', async () => {
      const get = await t.app.inject({ method: 'GET', url: '/api/v2/users/', cookies: { token } });
      expect(get.statusCode).toBe(200);
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/password',
        cookies: { token },
        payload: { current: 'Demo-Portal-2026!', password: 'Other-Portal-2026!' },
      });
      expect(put.statusCode).toBe(401);
    });

    it('refuses a token whose user no longer exists', async () => {
      const now = Math.floor(Date.now() / 1000);
      const ghost = await unknownSession(99999, now, now + 60);
      expect((await profile(bearer(ghost))).statusCode).toBe(401);
    });
  });

  describe('POST /api/v1/is_token_valid', () => {
    const check = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/is_token_valid', payload: payload as object });

    it('says whether a token is valid', async () => {
      expect((await check({ token })).json()).toEqual({ token_is_valid: true });
      expect((await check({ token: 'nonsense' })).json()).toEqual({ token_is_valid: false });
      expect((await check({ token: await expiredToken() })).json()).toEqual({ token_is_valid: false });
    });

    it('validates its body', async () => {
      const res = await check({});
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ token: ['required_field'] });
    });
  });

  describe('POST /api/v1/user/refresh', () => {
    const refresh = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/v1/user/refresh', headers });

    it('answers the next token of the same session, with the same claims and a full token lifetime', async () => {
      const old = await t.login('12345678Z');
      const res = await refresh(bearer(old));
      expect(res.statusCode).toBe(200);
      const before = decodeJwt(old);
      const after = decodeJwt(res.json().token);
      expect(after).toMatchObject({ user_id: before.user_id, locale: before.locale, readonly: false, sid: before.sid, gen: 2 });
      expect(after.exp!).toBeGreaterThanOrEqual(before.exp!);
      expect(after.exp! - after.iat!).toBe(t.config.tokenTtlSeconds);
    });

    it('gives a read-only token back unchanged, so an impersonation cannot be stretched', async () => {
      const readOnly = (await t.app.portal.auth.issueReadOnlyToken('12345678Z'))!;
      const res = await refresh(bearer(readOnly));
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toBe(readOnly);
    });

    it('refuses expired, invalid and missing tokens', async () => {
      expect((await refresh(bearer(await expiredToken()))).json()).toEqual({ code: 'token_expired', message: 'token_expired' });
      expect((await refresh(bearer('nonsense'))).json()).toEqual({ code: 'token_invalid', message: 'token_invalid' });
      expect((await refresh({})).statusCode).toBe(401);
    });
  });

  describe('POST /api/v1/user/client_id', () => {
    const clientLogin = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/client_id', payload: payload as object, remoteAddress: '10.9.0.1' });

    it('signs in as the user bound to the client', async () => {
      const res = await clientLogin({ client_id: DEMO_CLIENT.clientId, secret: DEMO_CLIENT.secret });
      expect(res.statusCode).toBe(200);
      const profileRes = await profile(bearer(res.json().token));
      expect(profileRes.json()).toMatchObject({ vat: DEMO_CLIENT.login, new_customer: true });
    });

    it('refuses a wrong secret or an unknown client with 401 client_id_invalid', async () => {
      for (const payload of [
        { client_id: DEMO_CLIENT.clientId, secret: 'wrong' },
        { client_id: 'nobody', secret: DEMO_CLIENT.secret },
      ]) {
        const res = await clientLogin(payload);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ code: 'client_id_invalid', message: 'login_client_id_invalid' });
      }
    });

    it('validates its body', async () => {
      const res = await clientLogin({ client_id: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ client_id: ['required_field'], secret: ['required_field'] });
    });
  });
});
