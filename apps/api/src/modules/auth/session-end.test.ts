import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { REFRESH_GRACE_SECONDS } from '../../platform/auth/tokens.ts';
import { loadConfig } from '../../platform/runtime/config.ts';
import { DEMO_CLIENT, DEMO_PASSWORD } from '../../seed/index.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const MARTA = '12345678Z';
const JORDI = '87654321X';

/** Sessions that end (docs/sign-in.md): logout, password change, refresh, absolute lifetime. */
describe('sessions that end', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Many sign-ins from one address: the throttling has its own tests (login.test.ts).
    t = await createTestApp({ config: { loginRateLimit: 1000, loginIpRateLimit: 1000 } });
  });
  afterAll(() => t.close());

  const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(token) });
  const logout = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers });
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/v1/user/refresh', headers: bearer(token) });
  const changePassword = (token: string, current: string, password: string) =>
    t.app.inject({ method: 'PUT', url: '/api/v1/user/password', headers: bearer(token), payload: { current, password } });
  const sessionOf = async (token: string) => {
    const result = await t.database.db.execute(
      sql`select floor(extract(epoch from created_at))::int as created, floor(extract(epoch from expires_at))::int as expires, generation, readonly, revoked_at
          from sessions where id = ${String(decodeJwt(token).sid)}`,
    );
    return rowsOf<{ created: number; expires: number; generation: number; readonly: boolean; revoked_at: unknown }>(result)[0];
  };
  const ENDED = { code: 'session_ended', message: 'token_expired' };
  const REPLACED = { code: 'token_replaced', message: 'token_expired' };

  describe('sign-in', () => {
    it('starts a server-side session whose absolute end is SESSION_MAX_AGE_SECONDS (30 days by default) after it', async () => {
      expect(loadConfig({}).sessionMaxAgeSeconds).toBe(30 * 24 * 3600);
      const token = await t.login(MARTA);
      const session = await sessionOf(token);
      expect(session).toMatchObject({ generation: 1, readonly: false, revoked_at: null });
      expect(session!.expires - session!.created).toBe(t.config.sessionMaxAgeSeconds);
      expect(decodeJwt(token).exp).toBeLessThanOrEqual(session!.expires);
    });

    it('gives every sign-in a new session: credentials, client id and impersonation', async () => {
      const first = await t.login(MARTA);
      const second = await t.login(MARTA);
      const client = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/client_id',
        payload: { client_id: DEMO_CLIENT.clientId, secret: DEMO_CLIENT.secret },
      });
      const readOnly = (await t.app.portal.auth.issueReadOnlyToken(MARTA))!;
      const sids = [first, second, client.json().token, readOnly].map((token) => decodeJwt(token).sid);
      expect(new Set(sids).size).toBe(4);
      for (const token of [client.json().token, readOnly]) expect(await sessionOf(token)).toBeDefined();
      expect((await sessionOf(readOnly))!.readonly).toBe(true);
    });

    it('starts no session with a password that was changed after it was checked', async () => {
      const result = await t.database.db.execute(sql`select id from users where login = ${JORDI}`);
      const { id } = rowsOf<{ id: number }>(result)[0]!;
      const issue = (passwordHash: string) => t.app.portal.tokens.issue({ userId: id, locale: 'ca-ES', readonly: false }, { passwordHash });
      await expect(issue('$argon2id$not-the-current-hash')).rejects.toMatchObject({ statusCode: 401, code: 'invalid_credentials' });
    });
  });

  describe('POST /api/v1/user/logout', () => {
    it('ends the session on the server: the same token is refused from then on (401 token_expired)', async () => {
      const token = await t.login(MARTA);
      expect((await profile(token)).statusCode).toBe(200);
      const res = await logout(bearer(token));
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const after = await profile(token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toEqual(ENDED);
      expect((await refresh(token)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/is_token_valid', payload: { token } })).json()).toEqual({
        token_is_valid: false,
      });
      expect((await sessionOf(token))!.revoked_at).not.toBeNull();
    });

    it('ends only that session: another sign-in of the same user goes on', async () => {
      const phone = await t.login(MARTA);
      const laptop = await t.login(MARTA);
      expect((await logout(bearer(phone))).statusCode).toBe(204);
      expect((await profile(laptop)).statusCode).toBe(200);
    });

    it('ends a read-only (impersonation) session too', async () => {
      const readOnly = (await t.app.portal.auth.issueReadOnlyToken(MARTA))!;
      expect((await logout(bearer(readOnly))).statusCode).toBe(204);
      expect((await profile(readOnly)).statusCode).toBe(401);
    });

    it('answers 401 for a missing, invalid or already ended token, and never reads the cookie', async () => {
      const token = await t.login(MARTA);
      expect((await logout({})).json()).toEqual({ code: 'token_missing', message: 'token_invalid' });
      expect((await logout(bearer('nonsense'))).json()).toEqual({ code: 'token_invalid', message: 'token_invalid' });
      const byCookie = await t.app.inject({ method: 'POST', url: '/api/v1/user/logout', cookies: { token } });
      expect(byCookie.statusCode).toBe(401);
      expect((await profile(token)).statusCode).toBe(200);
      await logout(bearer(token));
      expect((await logout(bearer(token))).json()).toEqual(ENDED);
    });
  });

  describe('password change', () => {
    it('ends every other session of the user; the one that changed it goes on with a fresh token that retires the one it sent', async () => {
      const thief = await t.login(JORDI);
      const thiefReadOnly = (await t.app.portal.auth.issueReadOnlyToken(JORDI))!;
      const owner = await t.login(JORDI);
      const someoneElse = await t.login(MARTA);
      const res = await changePassword(owner, DEMO_PASSWORD, 'Nova-Clau-2026!');
      expect(res.statusCode).toBe(200);
      const fresh = res.json().token as string;

      for (const token of [thief, thiefReadOnly]) {
        const refused = await profile(token);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual(ENDED);
        expect((await refresh(token)).statusCode).toBe(401);
      }
      expect((await profile(fresh)).statusCode).toBe(200);
      expect(decodeJwt(fresh).sid).toBe(decodeJwt(owner).sid);
      expect((await profile(owner)).json()).toEqual(REPLACED);
      expect((await profile(someoneElse)).statusCode).toBe(200);
      // The thief cannot sign in again with the password they knew.
      await expect(t.login(JORDI, DEMO_PASSWORD)).rejects.toThrow(/401/);
      // The changed session keeps its absolute end: changing the password does not extend it.
      expect((await sessionOf(fresh))!.created).toBe((await sessionOf(owner))!.created);
      await changePassword(fresh, 'Nova-Clau-2026!', DEMO_PASSWORD);
    });

    it('ends nothing when the current password is wrong', async () => {
      const other = await t.login(MARTA);
      const mine = await t.login(MARTA);
      expect((await changePassword(mine, 'Wrong-2026!', 'Nova-Clau-2026!')).statusCode).toBe(403);
      expect((await profile(other)).statusCode).toBe(200);
      expect((await profile(mine)).statusCode).toBe(200);
    });
  });

  describe('POST /api/v1/user/refresh', () => {
    it('retires the token it replaces: the old token is refused, the new one works', async () => {
      const old = await t.login(MARTA);
      const res = await refresh(old);
      expect(res.statusCode).toBe(200);
      const fresh = res.json().token as string;
      expect(fresh).not.toBe(old);
      expect((await profile(fresh)).statusCode).toBe(200);
      const refused = await profile(old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(REPLACED);
      // The newer one refreshes in its turn, and the session stays one.
      const third = (await refresh(fresh)).json().token as string;
      expect(decodeJwt(third)).toMatchObject({ sid: decodeJwt(old).sid, gen: 3 });
      expect((await profile(fresh)).statusCode).toBe(401);
    });

    it(`answers a second refresh of the same token within ${REFRESH_GRACE_SECONDS} s with the same new token (two tabs), and 401 after`, async () => {
      const old = await t.login(MARTA);
      const [a, b] = await Promise.all([refresh(old), refresh(old)]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(a.json().token).toBe(b.json().token);
      expect((await profile(old)).statusCode).toBe(401);
      await t.database.db.execute(
        sql`update sessions set issued_at = issued_at - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1}) where id = ${String(decodeJwt(old).sid)}`,
      );
      const late = await refresh(old);
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual(REPLACED);
    });

    it('never gives a token that outlives the session: its exp stops at the absolute end', async () => {
      const token = await t.login(MARTA);
      await t.database.db.execute(
        sql`update sessions set expires_at = now() + interval '100 seconds' where id = ${String(decodeJwt(token).sid)}`,
      );
      const fresh = (await refresh(token)).json().token as string;
      expect(decodeJwt(fresh).exp).toBe((await sessionOf(token))!.expires);
      expect(decodeJwt(fresh).exp! - decodeJwt(fresh).iat!).toBeLessThan(t.config.tokenTtlSeconds);
    });

    it('refuses to refresh past the absolute lifetime counted from the sign-in (401 token_expired)', async () => {
      const token = await t.login(MARTA);
      const age = t.config.sessionMaxAgeSeconds + 60;
      await t.database.db.execute(
        sql`update sessions set created_at = now() - make_interval(secs => ${age}),
              expires_at = now() - make_interval(secs => 60) where id = ${String(decodeJwt(token).sid)}`,
      );
      const res = await refresh(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'session_expired', message: 'token_expired' });
    });

    it('gives a read-only token back unchanged: an impersonation is never extended', async () => {
      const readOnly = (await t.app.portal.auth.issueReadOnlyToken(MARTA))!;
      for (let i = 0; i < 2; i++) {
        const res = await refresh(readOnly);
        expect(res.statusCode).toBe(200);
        expect(res.json().token).toBe(readOnly);
      }
      expect((await sessionOf(readOnly))!.generation).toBe(1);
      expect((await profile(readOnly)).statusCode).toBe(200);
    });
  });
});
