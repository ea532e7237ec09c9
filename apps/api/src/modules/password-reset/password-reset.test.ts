import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { DEMO_PASSWORD } from '../../seed/index.ts';
import { createSmtpTestApp } from '../../test/smtp-test-app.ts';
import type { SmtpTestServer } from '../../test/smtp-test-server.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

const MARTA = { nif: '12345678Z', email: 'marta.puig@correu.example' };
const JORDI = { nif: '87654321X', email: 'jordi.soler@correu.example' };
const FUSTERIA = { nif: 'B58378431', email: 'administracio@fusteriavalles.example' };
const NEW_PASSWORD = 'Nova-Clau-2026!';
const PUBLIC_URL = 'https://portal.example';
const ANSWER_MS = 150;

/** Password recovery (visitor-and-shell §5.10, §7, §8; docs/password-reset.md). */
describe('password reset', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    ({ t, smtp } = await createSmtpTestApp({
      config: {
        publicUrl: PUBLIC_URL,
        loginRateLimit: 1000,
        loginIpRateLimit: 1000,
        passwordReset: { ttlMinutes: 60, perNif: 1000, perAddress: 1000, answerMs: ANSWER_MS },
      },
    }));
  });
  afterAll(async () => {
    await t?.close();
  });

  const requestReset = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/reset/', payload: payload as object, headers });
  const confirm = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/v1/user/reset/confirm', payload: payload as object });
  const login = (user: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { user, password } });
  const profile = (token: string) => t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(token) });
  const rows = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
  const linkCount = async (nif: string) =>
    (
      await rows<{ n: number }>(
        sql`select count(*)::int as n from password_reset_tokens r join users u on u.id = r.user_id where u.login = ${nif}`,
      )
    )[0]!.n;
  const outboxCount = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from mail_outbox`))[0]!.n;

  /** Asks for a link and answers the mail it brings. */
  const mailedLink = async (who: { nif: string; email: string }, headers: Record<string, string> = {}) => {
    // The mails of earlier tests (twenty from the timing test) may still be on their way, and the
    // first to arrive would be taken for this one: wait until the outbox has sent them all.
    await expect
      .poll(async () => (await rows<{ n: number }>(sql`select count(*)::int as n from mail_outbox where status = 'pending'`))[0]!.n, {
        timeout: 60_000,
      })
      .toBe(0);
    const before = smtp.received.length;
    const res = await requestReset(who, headers);
    expect(res.statusCode).toBe(200);
    const received = await smtp.waitFor(before + 1);
    const mail = received[before]!;
    return { mail, token: tokenIn(mail) };
  };
  const tokenIn = (mail: ParsedMail) => {
    const match = /\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    if (!match) throw new Error(`no link in ${mail.text}`);
    return match[1]!;
  };

  describe('POST /api/v1/user/reset/', () => {
    it('answers the same for a known nif, an unknown nif and a mismatched email; only the known one writes a link and a mail', async () => {
      const outboxBefore = await outboxCount();
      const known = await requestReset(MARTA);
      const unknown = await requestReset({ nif: '00000000T', email: MARTA.email });
      const mismatched = await requestReset({ nif: MARTA.nif, email: 'someone.else@correu.example' });
      for (const res of [known, unknown, mismatched]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'OK' });
      }
      expect(unknown.body).toBe(known.body);
      expect(mismatched.body).toBe(known.body);
      expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
      expect(await outboxCount()).toBe(outboxBefore + 1);
      expect(await linkCount('00000000T')).toBe(0);
    });

    it('takes the same time for a known and an unknown nif (median of 20 each within 50 ms), never less than the floor', async () => {
      const timed = async (payload: object) => {
        const started = performance.now();
        const res = await requestReset(payload);
        expect(res.statusCode).toBe(200);
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      // Interleaved, so a slow moment of the machine falls on both.
      for (let i = 0; i < 20; i++) {
        known.push(await timed(MARTA));
        unknown.push(await timed({ nif: `0000${String(i).padStart(4, '0')}T`, email: MARTA.email }));
      }
      const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
      expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(ANSWER_MS - 5);
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(50);
    });

    it('matches the nif as the login does (case, spaces, ES prefix) and the email without case', async () => {
      const { mail } = await mailedLink({ nif: ' es 12345678-z ', email: 'MARTA.Puig@Correu.EXAMPLE' });
      expect(mail.to).toMatchObject({ value: [{ address: MARTA.email }] });
    });

    it('mails a single-use link in the language of the request, to the account address, HTML and text', async () => {
      const { mail, token } = await mailedLink(MARTA, { 'accept-language': 'es-ES' });
      expect(mail.subject).toBe('Restablecimiento de la contraseña');
      expect(smtp.envelopes.at(-1)).toEqual([MARTA.email]);
      const url = `${PUBLIC_URL}/recordar-clave?token=${token}`;
      expect(mail.text).toContain(url);
      expect(mail.text).toContain('caduca dentro de 1 hora');
      expect(mail.html).toContain(`href="${url}"`);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // Only the hash is stored.
      const stored = await rows<{ token_hash: string }>(sql`select token_hash from password_reset_tokens`);
      expect(stored.map((r) => r.token_hash)).not.toContain(token);
      const catalan = await mailedLink(MARTA, { 'accept-language': 'ca-ES' });
      expect(catalan.mail.text).toContain(`${PUBLIC_URL}/recordar-clau?token=${catalan.token}`);
      expect(catalan.mail.subject).toBe('Restabliment de la contrasenya');
    });

    it('answers 400 with field errors under the fields (§5.10, §8)', async () => {
      const missing = await requestReset({});
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({
        code: 'validation_error',
        errors: { nif: ['required_field'], email: ['required_field'] },
      });
      const empty = await requestReset({ nif: '  ', email: '' });
      expect(empty.json().errors).toEqual({ nif: ['required_field'], email: ['required_field'] });
      const badEmail = await requestReset({ nif: MARTA.nif, email: 'marta@' });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().errors).toEqual({ email: ['password_reset_email_invalid'] });
      const wrongTypes = await requestReset({ nif: 12345678, email: { address: MARTA.email } });
      expect(wrongTypes.statusCode).toBe(400);
      expect(wrongTypes.json().errors).toEqual({ nif: ['required_field'], email: ['required_field'] });
    });
  });

  describe('POST /api/v1/user/reset/confirm', () => {
    it('sets the password once, ends every session (one opened before included), and the new password signs in', async () => {
      await t.database.db.execute(sql`update users set change_password = true where login = ${JORDI.nif}`);
      const before = await t.login(JORDI.nif);
      const other = await t.login(JORDI.nif);
      expect((await profile(before)).statusCode).toBe(200);
      const { token } = await mailedLink(JORDI);

      const weak = await confirm({ token, newPassword: 'abcdefghij12', repeatPassword: 'abcdefghij12' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual({ newPassword: ['change_password_invalid'] });
      // Ten characters, below the settings' minimum; and a common word padded to 12.
      const short = await confirm({ token, newPassword: 'Password1!', repeatPassword: 'Password1!' });
      expect(short.json().errors).toEqual({ newPassword: ['change_password_too_short'] });
      const common = await confirm({ token, newPassword: 'Password1234!', repeatPassword: 'Password1234!' });
      expect(common.json().errors).toEqual({ newPassword: ['change_password_too_common'] });
      const mismatch = await confirm({ token, newPassword: NEW_PASSWORD, repeatPassword: `${NEW_PASSWORD}x` });
      expect(mismatch.json().errors).toEqual({ repeatPassword: ['change_password_check_validation'] });
      // Refused input spends nothing: the old sessions and password still work.
      expect((await profile(before)).statusCode).toBe(200);

      const done = await confirm({ token, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ status: 'OK' });

      for (const old of [before, other]) {
        const res = await profile(old);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: 'token_expired' });
      }
      expect((await login(JORDI.nif, DEMO_PASSWORD)).statusCode).toBe(401);
      const signedIn = await login(JORDI.nif, NEW_PASSWORD);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().change_password).toBe(false);

      const again = await confirm({ token, newPassword: 'Una-Altra-2026!', repeatPassword: 'Una-Altra-2026!' });
      expect(again.statusCode).toBe(410);
      expect(again.json()).toEqual({ code: 'reset_link_invalid', message: 'reset_link_invalid' });
      expect((await login(JORDI.nif, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses an expired link', async () => {
      const { token } = await mailedLink(FUSTERIA);
      await t.database.db.execute(
        sql`update password_reset_tokens set created_at = now() - interval '2 hours', expires_at = now() - interval '1 hour'
            where used_at is null and user_id = (select id from users where login = ${FUSTERIA.nif})`,
      );
      const res = await confirm({ token, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe('reset_link_invalid');
      expect((await login(FUSTERIA.nif, DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('expires links PASSWORD_RESET_TTL_MINUTES after the request', async () => {
      await mailedLink(FUSTERIA);
      const [row] = await rows<{ minutes: number }>(
        sql`select round(extract(epoch from expires_at - created_at) / 60)::int as minutes from password_reset_tokens
            where used_at is null and user_id = (select id from users where login = ${FUSTERIA.nif})`,
      );
      expect(row!.minutes).toBe(60);
    });

    it('lets only the newest link of a user work', async () => {
      const first = await mailedLink(FUSTERIA);
      const second = await mailedLink(FUSTERIA);
      const old = await confirm({ token: first.token, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
      expect(old.statusCode).toBe(410);
      expect(await linkCount(FUSTERIA.nif)).toBe(1);
      const res = await confirm({ token: second.token, newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect((await login(FUSTERIA.nif, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('spends a link once when two confirmations race', async () => {
      const { token } = await mailedLink(FUSTERIA);
      const body = { token, newPassword: 'Carrera-2026!', repeatPassword: 'Carrera-2026!' };
      const answers = await Promise.all([confirm(body), confirm(body), confirm(body)]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 410, 410]);
    });

    it('refuses an unknown link (410) and a malformed one (400 under token)', async () => {
      const unknown = await confirm({ token: 'A'.repeat(43), newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
      expect(unknown.statusCode).toBe(410);
      expect(unknown.json().code).toBe('reset_link_invalid');
      const malformed = await confirm({ token: 'not a token', newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors).toEqual({ token: ['reset_link_invalid'] });
      const wrongTypes = await confirm({ token: 7, newPassword: 7, repeatPassword: [] });
      expect(wrongTypes.statusCode).toBe(400);
      expect(wrongTypes.json().errors).toEqual({
        token: ['reset_link_invalid'],
        newPassword: ['required_field'],
        repeatPassword: ['required_field'],
      });
    });
  });
});

describe('password reset throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { passwordReset: { ttlMinutes: 60, perNif: 2, perAddress: 4, answerMs: 0 } } });
  });
  afterAll(() => t?.close());

  const requestFrom = (remoteAddress: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/v1/user/reset/', payload, remoteAddress, headers });

  it('limits requests per nif from any address, known or not, with a translated 429', async () => {
    for (const nif of [MARTA.nif, '00000000T']) {
      expect((await requestFrom('10.0.0.1', { nif, email: MARTA.email })).statusCode).toBe(200);
      // The same nif written another way counts for the same nif.
      expect((await requestFrom('10.0.0.2', { nif: nif.toLowerCase(), email: MARTA.email })).statusCode).toBe(200);
      const third = await requestFrom('10.0.0.3', { nif, email: MARTA.email });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ code: 'too_many_attempts', message: 'password_reset_too_many_attempts' });
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits requests per address whatever the nif, invalid ones included', async () => {
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await requestFrom('10.0.1.1', { nif: `1000000${i}X`, email: 'x' })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    expect((await requestFrom('10.0.1.2', { nif: '10000009X', email: 'a@b.cat' })).statusCode).toBe(200);
  });

  it('limits confirmations per address', async () => {
    const body = { token: 'B'.repeat(43), newPassword: NEW_PASSWORD, repeatPassword: NEW_PASSWORD };
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await t.app.inject({ method: 'POST', url: '/api/v1/user/reset/confirm', payload: body, remoteAddress: '10.0.2.1' })).statusCode,
      );
    }
    expect(answers).toEqual([410, 410, 410, 410, 429]);
  });
});
