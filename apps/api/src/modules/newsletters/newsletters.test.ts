import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import type { ParsedMail } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpTestApp, type SmtpTestApp } from '../../test/smtp-test-app.ts';
import { deliveredMail } from '../../test/smtp-test-server.ts';
import { bearer, TEST_SECRET } from '../../test/test-app.ts';
import { NewsletterParams } from './newsletter-params.ts';

const SECRET = new TextEncoder().encode(TEST_SECRET);
const params = new NewsletterParams(SECRET);
const HOUSEHOLD = 'marta.puig@correu.example';
const HEADER = 'x-newsletter-params';

interface Item {
  newsletter_id: number;
  name: string;
  subscribed: boolean;
  subscriptor_id: number | null;
  exported: boolean;
  newsletter_description: string;
}

/** A header as it arrived, unparsed (mailparser folds the List-* headers into an object). */
const headerOf = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

describe('the newsletter calls (visitor-and-shell §7, §4.5, §8)', () => {
  let s: SmtpTestApp;
  let ip = 0;
  // Each request from its own address, so the per-address limits count only where a test means them to.
  const from = () => `10.1.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;
  const get = (url: string, token?: string, language = 'ca-ES') =>
    s.t.app.inject({
      method: 'GET',
      url,
      remoteAddress: from(),
      headers: { 'accept-language': language, ...(token ? { [HEADER]: token } : {}) },
    });
  const post = (url: string, payload: object, token?: string, remoteAddress = from()) =>
    s.t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress,
      headers: { 'accept-language': 'en-US', ...(token ? { [HEADER]: token } : {}) },
    });
  const setActive = (ref: string | number, selected: number[], token?: string) =>
    post('/api/v1/subscriber/set_active_newsletters', { subscriptor_or_email: ref, selected_newsletters: selected }, token);
  const items = (res: LightMyRequestResponse) => res.json() as Item[];
  const code = (res: LightMyRequestResponse) => (res.json() as { code: string }).code;
  /** The first mail delivered to `address` after the first `before` messages. */
  const mailTo = async (before: number, address: string, mark = ''): Promise<ParsedMail> => {
    for (let waited = 0; waited < 10_000; waited += 25) {
      const index = s.smtp.envelopes.findIndex(
        (to, i) => i >= before && to.includes(address) && (s.smtp.received[i]?.text ?? '').includes(mark),
      );
      if (index >= 0) return s.smtp.received[index]!;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no mail to ${address}`);
  };
  const setSettings = (newsletter: object) => s.t.app.portal.settings.patch('public', { newsletter });
  let household: number;
  let ids: number[];

  beforeAll(async () => {
    s = await createSmtpTestApp();
    const list = items(await get(`/api/v1/newsletters/${encodeURIComponent(HOUSEHOLD)}`));
    household = list[0]!.subscriptor_id!;
    ids = list.map((item) => item.newsletter_id);
  });
  afterAll(() => s.t.close());
  afterEach(() => setSettings({ enabled: true, jwtParamsRequired: false, mailEditionDisabled: false }));

  describe('GET newsletters/{subscriptor_id_or_email}', () => {
    it('lists every newsletter for an unknown address, none subscribed, in the language asked for', async () => {
      const res = await get('/api/v1/newsletters/nobody%40example.com', undefined, 'en-US');
      expect(res.statusCode).toBe(200);
      expect(items(res).map((item) => item.name)).toEqual(['News and offers', 'Saving tips', 'Electricity market']);
      expect(items(res).every((item) => !item.subscribed && item.subscriptor_id === null && !item.exported)).toBe(true);
    });

    it('shows the household’s subscriptions by e-mail, the first exported', async () => {
      const list = items(await get(`/api/v1/newsletters/${encodeURIComponent(HOUSEHOLD.toUpperCase())}`));
      expect(list.map((item) => [item.subscribed, item.exported])).toEqual([
        [true, true],
        [true, false],
        [false, false],
      ]);
      expect(list[0]).toMatchObject({ name: 'Novetats i ofertes', subscriptor_id: household });
    });

    it('by id only with the signed params naming that subscriber', async () => {
      expect(code(await get(`/api/v1/newsletters/${household}`))).toBe('newsletter_params_invalid');
      expect((await get(`/api/v1/newsletters/${household}`, await params.sign(household))).statusCode).toBe(200);
      expect((await get(`/api/v1/newsletters/${household}`, await params.sign(household + 1))).statusCode).toBe(403);
    });

    it('refuses forged params: another secret, a session token, garbage, with or without an address', async () => {
      const otherSecret = await new NewsletterParams(new TextEncoder().encode('another-secret-long-enough-for-hs256-000000')).sign(
        household,
      );
      const session = await s.t.login('12345678Z');
      const noAudience = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject(String(household)).sign(SECRET);
      for (const token of [otherSecret, session, noAudience, 'not-a-token']) {
        const byId = await get(`/api/v1/newsletters/${household}`, token);
        expect([byId.statusCode, code(byId)]).toEqual([403, 'newsletter_params_invalid']);
        expect((await get(`/api/v1/newsletters/${encodeURIComponent(HOUSEHOLD)}`, token)).statusCode).toBe(403);
      }
    });

    it('refuses params that name someone else than the address', async () => {
      expect((await get('/api/v1/newsletters/nobody%40example.com', await params.sign(household))).statusCode).toBe(403);
    });

    it('with jwtParamsRequired: no address alone, the params only', async () => {
      await setSettings({ jwtParamsRequired: true });
      const byEmail = await get(`/api/v1/newsletters/${encodeURIComponent(HOUSEHOLD)}`);
      expect([byEmail.statusCode, code(byEmail)]).toEqual([403, 'newsletter_params_invalid']);
      expect((await get(`/api/v1/newsletters/${household}`, await params.sign(household))).statusCode).toBe(200);
      expect((await setActive('someone@example.com', [ids[1]!])).statusCode).toBe(403);
    });

    it('refuses what is no id nor address (400)', async () => {
      for (const ref of ['not-an-email', '0', '99999999999', 'a%00b%40example.com']) {
        expect((await get(`/api/v1/newsletters/${ref}`)).statusCode).toBe(400);
      }
    });
  });

  describe('GET subscribers/{subscriber_id}', () => {
    it('answers id and e-mails with the params, 403 without them or with another’s', async () => {
      const res = await get(`/api/v1/subscribers/${household}`, await params.sign(household));
      expect(res.json()).toEqual({ id: household, emails: [HOUSEHOLD] });
      expect((await get(`/api/v1/subscribers/${household}`)).statusCode).toBe(403);
      expect((await get(`/api/v1/subscribers/${household}`, await params.sign(999))).statusCode).toBe(403);
      expect((await get('/api/v1/subscribers/abc', await params.sign(household))).statusCode).toBe(400);
    });

    it('404 for a subscriber that is gone, even with valid params', async () => {
      const res = await get('/api/v1/subscribers/999999', await params.sign(999999));
      expect([res.statusCode, code(res)]).toEqual([404, 'newsletter_subscriber_not_found']);
    });
  });

  describe('POST subscriber/set_active_newsletters', () => {
    it('subscribes a new address and mails it the signed link, with RFC 8058 headers, over real SMTP', async () => {
      const res = await setActive('Nova.Lectora@Example.com', [ids[1]!, ids[2]!]);
      expect(res.statusCode).toBe(200);
      const list = items(res);
      expect(list.filter((item) => item.subscribed).map((item) => item.name)).toEqual(['Saving tips', 'Electricity market']);
      const subscriber = list[0]!.subscriptor_id!;
      const mail = await deliveredMail(s.smtp, 'nova.lectora@example.com', 'Saving tips');
      expect(mail.subject).toBe('Your newsletter subscription');
      const link = /https?:\/\/\S+\/newsletter\?params=[\w.-]+/.exec(mail.text ?? '')?.[0];
      expect(link).toBeDefined();
      const token = new URL(link!).searchParams.get('params')!;
      expect(await params.verify(token)).toBe(subscriber);
      expect(headerOf(mail, 'list-unsubscribe')).toBe(`<${s.t.config.publicUrl}/api/v1/newsletter/unsubscribe?params=${token}>`);
      expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    });

    it('answers removed when nothing is kept, and the subscriber is gone', async () => {
      const subscriber = items(await setActive('baixa@example.com', [ids[2]!]))[0]!.subscriptor_id!;
      const token = await params.sign(subscriber);
      const res = await setActive(subscriber, [], token);
      expect([res.statusCode, res.json()]).toEqual([200, 'removed']);
      expect((await get(`/api/v1/subscribers/${subscriber}`, token)).statusCode).toBe(404);
      expect(items(await get('/api/v1/newsletters/baixa%40example.com')).every((item) => item.subscriptor_id === null)).toBe(true);
      // Nothing to remove for an unknown address: removed as well.
      expect((await setActive('ningu@example.com', [])).json()).toBe('removed');
    });

    it('refuses to unsubscribe an exported newsletter (409), and keeps it when all the others go', async () => {
      const token = await params.sign(household);
      for (const selected of [[], [ids[1]!], [ids[1]!, ids[2]!]]) {
        const res = await setActive(household, selected, token);
        expect([res.statusCode, code(res)]).toEqual([409, 'newsletter_exported_locked']);
      }
      const kept = await setActive(household, [ids[0]!], token);
      expect(items(kept).map((item) => item.subscribed)).toEqual([true, false, false]);
      expect(items(await setActive(household, [ids[0]!, ids[1]!], token)).map((item) => item.subscribed)).toEqual([true, true, false]);
    });

    it('an id needs its params; unknown newsletters and malformed bodies are 400', async () => {
      expect(code(await setActive(household, [ids[0]!]))).toBe('newsletter_params_invalid');
      const unknown = await setActive('algu@example.com', [999]);
      expect([unknown.statusCode, unknown.json().errors]).toEqual([400, { selected_newsletters: ['newsletter_unknown'] }]);
      for (const body of [
        { subscriptor_or_email: 'not an email', selected_newsletters: [] },
        { subscriptor_or_email: 'a@example.com', selected_newsletters: [1, 1] },
        { subscriptor_or_email: 'a@example.com', selected_newsletters: Array.from({ length: 101 }, (_, i) => i + 1) },
        { subscriptor_or_email: 'a@example.com', selected_newsletters: 'all' },
        { subscriptor_or_email: 'a@example.com' },
      ]) {
        expect((await post('/api/v1/subscriber/set_active_newsletters', body)).statusCode).toBe(400);
      }
    });
  });

  describe('POST subscriber/set_mails', () => {
    it('replaces the e-mails with the params', async () => {
      const subscriber = items(await setActive('canvi@example.com', [ids[1]!]))[0]!.subscriptor_id!;
      const token = await params.sign(subscriber);
      const res = await post(
        '/api/v1/subscriber/set_mails',
        { subscriberId: subscriber, emails: ['Canvi.Nou@example.com', 'altre@example.com'] },
        token,
      );
      expect([res.statusCode, res.json()]).toEqual([200, true]);
      expect((await get(`/api/v1/subscribers/${subscriber}`, token)).json()).toEqual({
        id: subscriber,
        emails: ['canvi.nou@example.com', 'altre@example.com'],
      });
    });

    it('refuses without params, with another’s, when edition is disabled, an address taken, a subscriber gone', async () => {
      const token = await params.sign(household);
      const body = { subscriberId: household, emails: [HOUSEHOLD] };
      expect(code(await post('/api/v1/subscriber/set_mails', body))).toBe('newsletter_params_invalid');
      expect(code(await post('/api/v1/subscriber/set_mails', body, await params.sign(household + 1)))).toBe('newsletter_params_invalid');
      const taken = await post('/api/v1/subscriber/set_mails', { subscriberId: household, emails: ['canvi.nou@example.com'] }, token);
      expect([taken.statusCode, code(taken)]).toEqual([409, 'newsletter_email_taken']);
      const gone = await post(
        '/api/v1/subscriber/set_mails',
        { subscriberId: 999999, emails: ['x@example.com'] },
        await params.sign(999999),
      );
      expect(gone.statusCode).toBe(404);
      await setSettings({ mailEditionDisabled: true });
      const disabled = await post('/api/v1/subscriber/set_mails', body, token);
      expect([disabled.statusCode, code(disabled)]).toEqual([403, 'newsletter_mail_edition_disabled']);
    });

    it('refuses malformed e-mails (400)', async () => {
      const token = await params.sign(household);
      for (const emails of [[], ['nope'], ['a@example.com', 'A@example.com'], Array.from({ length: 6 }, (_, i) => `a${i}@example.com`)]) {
        expect((await post('/api/v1/subscriber/set_mails', { subscriberId: household, emails }, token)).statusCode).toBe(400);
      }
    });
  });

  describe('one-click unsubscribe (RFC 8058)', () => {
    it('a mail client’s form POST unsubscribes from everything but what is exported, without login', async () => {
      const subscriber = items(await setActive('clic@example.com', [ids[1]!, ids[2]!]))[0]!.subscriptor_id!;
      const token = await params.sign(subscriber);
      const res = await s.t.app.inject({
        method: 'POST',
        url: `/api/v1/newsletter/unsubscribe?params=${token}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
        remoteAddress: from(),
      });
      expect([res.statusCode, res.json()]).toEqual([200, { status: 'removed' }]);
      expect((await get(`/api/v1/subscribers/${subscriber}`, token)).statusCode).toBe(404);
      // Again: still removed.
      const again = await s.t.app.inject({ method: 'POST', url: `/api/v1/newsletter/unsubscribe?params=${token}`, remoteAddress: from() });
      expect(again.json()).toEqual({ status: 'removed' });
    });

    it('keeps the exported subscription of the household', async () => {
      const token = await params.sign(household);
      await setActive(household, [ids[0]!, ids[1]!], token);
      const res = await s.t.app.inject({ method: 'POST', url: `/api/v1/newsletter/unsubscribe?params=${token}`, remoteAddress: from() });
      expect(res.statusCode).toBe(200);
      expect(items(await get(`/api/v1/newsletters/${household}`, token)).map((item) => item.subscribed)).toEqual([true, false, false]);
      await setActive(household, [ids[0]!, ids[1]!], token);
    });

    it('refuses forged params (403)', async () => {
      const res = await s.t.app.inject({ method: 'POST', url: '/api/v1/newsletter/unsubscribe?params=forged', remoteAddress: from() });
      expect([res.statusCode, code(res)]).toEqual([403, 'newsletter_params_invalid']);
    });
  });

  describe('every mail to a subscriber carries List-Unsubscribe', () => {
    it('a password reset to the household has the one-click headers', async () => {
      const before = s.smtp.received.length;
      const res = await post('/api/v1/user/reset/', { email: HOUSEHOLD, nif: '12345678Z' });
      expect(res.statusCode).toBe(200);
      const mail = await mailTo(before, HOUSEHOLD, 'token=');
      expect(headerOf(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(headerOf(mail, 'list-unsubscribe')).toBe(
        `<${s.t.config.publicUrl}/api/v1/newsletter/unsubscribe?params=${await params.sign(household)}>`,
      );
    });

    it('a mail to an address that is no subscriber has none', async () => {
      const before = s.smtp.received.length;
      await setActive('sense@example.com', [ids[1]!]);
      const confirmation = await mailTo(before, 'sense@example.com');
      expect(headerOf(confirmation, 'list-unsubscribe')).toBeDefined();
      const again = s.smtp.received.length;
      await post('/api/v1/user/reset/', { email: 'administracio@fusteriavalles.example', nif: 'B58378431' });
      const reset = await mailTo(again, 'administracio@fusteriavalles.example', 'token=');
      expect(headerOf(reset, 'list-unsubscribe')).toBeUndefined();
      expect(headerOf(reset, 'list-unsubscribe-post')).toBeUndefined();
    });
  });

  it('the profile links the household’s newsletter page with its params', async () => {
    const res = await s.t.app.inject({ method: 'GET', url: '/api/v2/users/', headers: bearer(await s.t.login('12345678Z')) });
    expect(res.json().newsletter_url).toBe(`${s.t.config.publicUrl}/butlleti?params=${await params.sign(household)}`);
  });

  it('every call is 404 while newsletter.enabled is off', async () => {
    await setSettings({ enabled: false });
    const token = await params.sign(household);
    expect((await get(`/api/v1/newsletters/${household}`, token)).statusCode).toBe(404);
    expect((await get(`/api/v1/subscribers/${household}`, token)).statusCode).toBe(404);
    expect((await setActive(household, [ids[0]!], token)).statusCode).toBe(404);
    expect((await post('/api/v1/subscriber/set_mails', { subscriberId: household, emails: [HOUSEHOLD] }, token)).statusCode).toBe(404);
  });

  it('throttles changes per address (429)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await post(
        '/api/v1/subscriber/set_active_newsletters',
        { subscriptor_or_email: `t${i}@example.com`, selected_newsletters: [] },
        undefined,
        '10.9.9.9',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
